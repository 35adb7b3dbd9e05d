/**
 * Statistics (issue 19): the dashboards read a company's rooms by creation time, and for each the
 * first and last visitor and agent messages and how many there were. Reading those from the
 * messages of a year of rooms took seconds, so `room_message_stats` keeps them per room, exact:
 * a trigger adds every message as it is stored (messages are never updated or deleted), and the
 * rooms that exist are filled here.
 */
export const statements: readonly string[] = [
  `create index rooms_company_created on rooms (company_id, created_at)`,
  `create table room_message_stats (
    room_uuid text primary key references rooms (uuid) on delete cascade,
    first_visitor timestamptz,
    last_visitor timestamptz,
    visitor_messages integer not null default 0,
    first_agent timestamptz,
    last_agent timestamptz,
    agent_messages integer not null default 0
  )`,
  // least() and greatest() skip nulls: a room's first agent message stays null until one comes.
  `create function room_message_stats_add() returns trigger language plpgsql as $$
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
    return new;
  end
  $$`,
  `create trigger messages_room_stats after insert on messages
    for each row execute function room_message_stats_add()`,
  `insert into room_message_stats (room_uuid, first_visitor, last_visitor, visitor_messages,
      first_agent, last_agent, agent_messages)
    select room_uuid,
      min(created_at) filter (where kind = 'visitor'), max(created_at) filter (where kind = 'visitor'),
      count(*) filter (where kind = 'visitor'),
      min(created_at) filter (where kind = 'agent'), max(created_at) filter (where kind = 'agent'),
      count(*) filter (where kind = 'agent')
    from messages where kind in ('visitor', 'agent') group by room_uuid`,
];
