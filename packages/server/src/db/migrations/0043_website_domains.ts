/**
 * Website domains (issue 23, the visitor side): the origins of a company's own websites, and an
 * entry point's own list. The widget's calls and socket answer any website until one of them lists
 * some; an entry point's list, when not empty, wins over the company's.
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
];
