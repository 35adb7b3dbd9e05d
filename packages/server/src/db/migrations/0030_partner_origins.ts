/**
 * Partner origins per company (issue 23): the pages of a partner's CRM that may call the console's
 * API and open its socket for this company, besides the deployment's `OMNICANAL_ALLOWED_ORIGINS`.
 */
export const statements: readonly string[] = [
  `create table partner_origins (
    id serial primary key,
    company_id integer not null references companies (id) on delete cascade,
    origin text not null,
    created_at timestamptz not null default now(),
    unique (company_id, origin)
  )`,
  `create index partner_origins_origin on partner_origins (origin)`,
];
