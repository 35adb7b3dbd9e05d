/**
 * Tickets (spec 000 §1 "ticketing", §3 the users' `max_tickets` and ticketing notifications, §7 the
 * ticketing service's `GET /kinds`): the tables the ticketing area fills — agents taking, answering
 * and closing tickets of a kind — and the ticketing dashboards read (issue 19: a dashboard whose
 * source area is not built yet answers from the tables that area will fill). Read by company and
 * creation day, and by the day they were taken or closed, so an index on each; the open ones are
 * counted as they stand now.
 */
export const statements: readonly string[] = [
  `create table ticket_kinds (
    id serial primary key,
    company_id integer not null references companies (id) on delete cascade,
    name text not null,
    created_at timestamptz not null default now(),
    unique (company_id, name)
  )`,
  `create table tickets (
    id serial primary key,
    company_id integer not null references companies (id) on delete cascade,
    kind_id integer references ticket_kinds (id) on delete set null,
    skill_id integer references skills (id) on delete set null,
    agent_id integer references users (id) on delete set null,
    status text not null default 'waiting' check (status in ('waiting', 'running', 'late', 'closed')),
    subject text not null default '',
    created_at timestamptz not null,
    taken_at timestamptz,
    first_reply_at timestamptz,
    closed_at timestamptz
  )`,
  `create index tickets_company_created on tickets (company_id, created_at)`,
  `create index tickets_company_closed on tickets (company_id, closed_at) where closed_at is not null`,
  `create index tickets_company_taken on tickets (company_id, taken_at) where taken_at is not null`,
  `create index tickets_company_open on tickets (company_id) where status <> 'closed'`,
];
