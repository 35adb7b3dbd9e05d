/**
 * Key accounts (issue 19 point 3): viewers outside the rank table that read the dashboards of the
 * companies granted to them. Only the hash of a key account's token is kept; each company grants
 * or withdraws its own dashboards, so a key account outlives the company that made it.
 */
export const statements: readonly string[] = [
  `create table key_accounts (
    id serial primary key,
    label text not null,
    token_hash text not null unique,
    created_by_company integer references companies (id) on delete set null,
    created_at timestamptz not null default now(),
    revoked_at timestamptz
  )`,
  `create table key_account_grants (
    key_account_id integer not null references key_accounts (id) on delete cascade,
    company_id integer not null references companies (id) on delete cascade,
    granted_at timestamptz not null default now(),
    primary key (key_account_id, company_id)
  )`,
  `create index key_account_grants_company on key_account_grants (company_id)`,
];
