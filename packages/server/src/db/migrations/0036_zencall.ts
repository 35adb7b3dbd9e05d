/**
 * Callbacks launched from the agent console (spec 000 §7 `launch_zencall`): each launch through a
 * callback account, the room, the agent and the number called, kept by the local callback provider
 * (which calls nobody) and as the history of the real one.
 */
export const statements: readonly string[] = [
  `create table zencall_launches (
    id serial primary key,
    company_id integer not null references companies(id) on delete cascade,
    account_id integer not null references thirdparty_accounts(id) on delete cascade,
    room_uuid text not null references rooms(uuid) on delete cascade,
    agent_id integer references users(id) on delete set null,
    callback_id text not null,
    phone text not null,
    provider text not null,
    launched_at timestamptz not null default now()
  )`,
  `create index zencall_launches_room on zencall_launches (company_id, room_uuid, launched_at)`,
];
