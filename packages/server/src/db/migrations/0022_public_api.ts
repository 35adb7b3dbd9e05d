/**
 * Public API tokens become usable: each carries the scopes it was given (the tokens made before
 * keep reading rooms, the one thing the public API offers), and every call made with one is kept
 * for the company's audit.
 */
export const statements: readonly string[] = [
  `alter table public_api_tokens add column scopes jsonb not null default '["rooms:read"]'`,
  `create table public_api_calls (
    id serial primary key,
    company_id integer not null references companies (id) on delete cascade,
    token_id integer references public_api_tokens (id) on delete set null,
    method text not null,
    path text not null,
    status integer not null,
    at timestamptz not null default now()
  )`,
  `create index public_api_calls_company_at on public_api_calls (company_id, at desc)`,
];
