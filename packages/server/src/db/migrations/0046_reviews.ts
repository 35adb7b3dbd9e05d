/**
 * Customers' reviews on Google and Trustpilot (spec 002 §7 "Reviews service", the reviews channels):
 * the table the reviews area fills and the reviews dashboards read (issue 19: a dashboard whose
 * source area is not built yet answers from the table that area will fill). Read by company and
 * day, so one index on both.
 */
export const statements: readonly string[] = [
  `create table reviews (
    id serial primary key,
    company_id integer not null references companies (id) on delete cascade,
    channel_id integer references channels (id) on delete set null,
    platform text not null,
    external_id text not null,
    rating smallint not null check (rating between 1 and 5),
    author text not null default '',
    body text not null default '',
    status text not null default 'waiting',
    agent_id integer references users (id) on delete set null,
    received_at timestamptz not null,
    answered_at timestamptz,
    created_at timestamptz not null default now(),
    unique (company_id, platform, external_id)
  )`,
  `create index reviews_company_received on reviews (company_id, received_at)`,
];
