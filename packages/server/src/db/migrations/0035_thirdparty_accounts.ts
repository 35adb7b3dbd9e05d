/**
 * Third-party accounts (spec 002 §1 and §3): a company's accounts at outside providers by category
 * (AI, callback, console, CRM, mail, satisfaction, SFTP, ticketing), each of a provider kind with
 * its public settings and its secrets sealed at rest (channels/secrets.ts), and the skills it
 * serves. An SFTP account keeps the host key an admin confirmed, refused if it ever changes.
 */
export const statements: readonly string[] = [
  `create table thirdparty_accounts (
    id serial primary key,
    company_id integer not null references companies(id) on delete cascade,
    category text not null,
    kind text not null,
    label text not null,
    skills jsonb not null default '[]',
    settings jsonb not null default '{}',
    secrets jsonb not null default '{}',
    sftp_host_key text,
    sftp_confirmed_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index thirdparty_accounts_company on thirdparty_accounts (company_id, category)`,
];
