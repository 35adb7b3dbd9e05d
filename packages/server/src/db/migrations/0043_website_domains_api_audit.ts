/**
 * Issue 23, scopes 1 and 8.
 *
 * Website domains (the visitor side): the origins of a company's own websites, and an entry
 * point's own list. The widget's calls and socket answer any website until one of them lists some;
 * an entry point's list, when not empty, wins over the company's.
 *
 * The public API audit screen: each call keeps the scope its route needed and the token's name
 * at the time (a revoked token's row is deleted, and its calls must still say whose they were).
 */
export const statements: readonly string[] = [
  `create table website_domains (
    id serial primary key,
    company_id integer not null references companies (id) on delete cascade,
    origin text not null,
    created_at timestamptz not null default now(),
    unique (company_id, origin)
  )`,
  `alter table integrations add column website_domains jsonb not null default '[]'`,
  `alter table public_api_calls add column scope text`,
  `alter table public_api_calls add column token_label text`,
  // The audit filtered by token reads one token's calls newest first.
  `create index public_api_calls_token_at on public_api_calls (token_id, at desc)`,
];
