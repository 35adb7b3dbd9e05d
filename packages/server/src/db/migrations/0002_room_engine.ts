/**
 * The room engine: each company's room timer settings, and the timers themselves as due rows that
 * any instance may claim (ARCHITECTURE.md "Scale-out"): no timer lives in a process's memory.
 * Also the guests' block mark.
 */
export const statements: readonly string[] = [
  `create table room_configurations (
    company_id integer primary key references companies(id),
    settings jsonb not null,
    updated_at timestamptz not null default now()
  )`,
  `create table room_timers (
    room_uuid text not null references rooms(uuid),
    kind text not null check (kind in ('late', 'requeue', 'auto_close')),
    due_at timestamptz not null,
    primary key (room_uuid, kind)
  )`,
  `create index room_timers_due on room_timers (due_at)`,
  // A blocked guest (block_room) may not open another conversation with their token.
  `alter table guests add column blocked_at timestamptz`,
];
