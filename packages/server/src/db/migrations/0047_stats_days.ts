/**
 * Statistics over long ranges (issue 19: a year of a company's activity read in 300 ms). The
 * dashboards' figures are sums over conversations; a past day's sums are kept per skill, channel
 * and agent in `stats_day_groups` once computed, so a year reads a few hundred rows rather than
 * every room. A day is the company's local day, identified by the instant it starts in that zone.
 *
 * Kept exact by the database: any change that can move a day's figures — a room written (created,
 * taken, transferred, closed, its survey answer) or deleted, a message stored, a contact reason
 * given — marks the day of
 * the room's creation and of its closing `stale` in the same transaction, and a stale day is
 * computed again on its next read. A figure that moves with time alone (late: ten minutes without
 * a reply) gives its day a `valid_until`.
 *
 * A day being computed is `computing` before the rooms are read, so a change committed after that
 * marks it; the computation then waits for the transactions that were already running (whose mark
 * may have missed the new rows) to end before it reads, and keeps nothing if they do not
 * (`stats/days.ts`). No lock is shared between a message and a dashboard.
 */
export const statements: readonly string[] = [
  // The rooms closed in a range, by their closing instant (the charts' "closed" line).
  `create index rooms_company_closed on rooms (company_id, last_closed) where status = 'closed'`,
  `create table stats_days (
    company_id integer not null references companies (id) on delete cascade,
    zone text not null,
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    state text not null check (state in ('computing', 'ready', 'stale')),
    version integer not null default 1,
    computed_at timestamptz not null,
    valid_until timestamptz,
    primary key (company_id, zone, starts_at)
  )`,
  `create index stats_days_company_starts on stats_days (company_id, starts_at)`,
  `create table stats_day_groups (
    company_id integer not null,
    zone text not null,
    starts_at timestamptz not null,
    skill_id integer,
    channel text not null,
    agent_id integer,
    n integer not null,
    handled integer not null,
    closed integer not null,
    late integer not null,
    waiting_sum float8 not null,
    waiting_n integer not null,
    fr_sum float8 not null,
    fr_n integer not null,
    run_sum float8 not null,
    run_n integer not null,
    sat_sum float8 not null,
    sat_n integer not null,
    nps_n integer not null,
    promoters integer not null,
    detractors integer not null,
    visitor_messages integer not null,
    agent_messages integer not null,
    closed_here integer not null,
    reasons jsonb not null default '{}',
    foreign key (company_id, zone, starts_at) references stats_days on delete cascade
  )`,
  `create index stats_day_groups_day on stats_day_groups (company_id, zone, starts_at)`,
  // When each company's past year is next made sure of (stats/days-keeper.ts), so the first
  // read of a long range finds its days kept; claimed by one instance at a time.
  `create table stats_days_runs (
    company_id integer primary key references companies (id) on delete cascade,
    next_at timestamptz not null
  )`,
  // A day is at most 25 hours long (a DST day), so its start is within two days before the instant.
  `create function stats_days_mark(company integer, instant timestamptz) returns void language plpgsql as $$
  begin
    if instant is null then
      return;
    end if;
    update stats_days set state = 'stale'
      where company_id = company and starts_at <= instant and starts_at > instant - interval '2 days'
        and ends_at > instant and state <> 'stale';
  end
  $$`,
  `create function rooms_stats_days_mark() returns trigger language plpgsql as $$
  begin
    if tg_op <> 'INSERT' then
      perform stats_days_mark(old.company_id, old.created_at);
      perform stats_days_mark(old.company_id, old.last_closed);
    end if;
    if tg_op = 'INSERT' or new.company_id <> old.company_id or new.created_at <> old.created_at then
      perform stats_days_mark(new.company_id, new.created_at);
    end if;
    if tg_op = 'INSERT' or new.company_id <> old.company_id
        or new.last_closed is distinct from old.last_closed then
      perform stats_days_mark(new.company_id, new.last_closed);
    end if;
    return null;
  end
  $$`,
  `create trigger rooms_stats_days_insert after insert on rooms
    for each row execute function rooms_stats_days_mark()`,
  `create trigger rooms_stats_days_delete after delete on rooms
    for each row execute function rooms_stats_days_mark()`,
  `create trigger rooms_stats_days_update after update of company_id, skill_id, channel_id, agent_id, status,
      created_at, last_waiting, last_running, last_closed, infos on rooms
    for each row execute function rooms_stats_days_mark()`,
  // A message marks its room's day in the trigger that counts it (migration 0031), not in a second one.
  `create or replace function room_message_stats_add() returns trigger language plpgsql as $$
  declare
    room record;
  begin
    if new.kind not in ('visitor', 'agent') then
      return new;
    end if;
    insert into room_message_stats as s (room_uuid, first_visitor, last_visitor, visitor_messages,
        first_agent, last_agent, agent_messages)
      values (new.room_uuid,
        case when new.kind = 'visitor' then new.created_at end,
        case when new.kind = 'visitor' then new.created_at end,
        case when new.kind = 'visitor' then 1 else 0 end,
        case when new.kind = 'agent' then new.created_at end,
        case when new.kind = 'agent' then new.created_at end,
        case when new.kind = 'agent' then 1 else 0 end)
      on conflict (room_uuid) do update set
        first_visitor = least(s.first_visitor, excluded.first_visitor),
        last_visitor = greatest(s.last_visitor, excluded.last_visitor),
        visitor_messages = s.visitor_messages + excluded.visitor_messages,
        first_agent = least(s.first_agent, excluded.first_agent),
        last_agent = greatest(s.last_agent, excluded.last_agent),
        agent_messages = s.agent_messages + excluded.agent_messages;
    select company_id, created_at into room from rooms where uuid = new.room_uuid;
    if found then
      perform stats_days_mark(room.company_id, room.created_at);
    end if;
    return new;
  end
  $$`,
  // A contact reason given, changed or removed moves its room's day too.
  `create function contact_reason_events_days_mark() returns trigger language plpgsql as $$
  declare
    room record;
  begin
    select company_id, created_at into room from rooms
      where uuid = (case when tg_op = 'DELETE' then old.room_uuid else new.room_uuid end);
    if found then
      perform stats_days_mark(room.company_id, room.created_at);
    end if;
    return null;
  end
  $$`,
  `create trigger contact_reason_events_days after insert or update or delete on contact_reason_events
    for each row execute function contact_reason_events_days_mark()`,
];
