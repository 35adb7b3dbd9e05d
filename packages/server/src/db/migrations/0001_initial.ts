/**
 * The first schema: accounts, skills, the web channel, tokens, rooms, messages and the event log.
 * One statement per entry: PGlite's extended protocol refuses several statements in one query.
 */
export const statements: readonly string[] = [
  `create table companies (
    id serial primary key,
    name text not null,
    logo text,
    event_seq bigint not null default 0,
    room_seq integer not null default 0,
    services jsonb not null default '[]',
    offer jsonb not null default '{}',
    created_at timestamptz not null default now()
  )`,
  `create table users (
    id serial primary key,
    uuid text not null unique,
    company_id integer not null references companies(id),
    email text not null unique check (email = lower(email)),
    password_hash text not null,
    first_name text not null default '',
    last_name text not null default '',
    role text not null,
    language text not null default 'fr',
    timezone text not null default 'Europe/Paris',
    phone_number text,
    date_joined timestamptz not null default now(),
    has_confirm_email boolean not null default false,
    want_notif boolean not null default true,
    pause boolean not null default false,
    max_rooms integer not null default 5,
    max_reviews integer not null default 5,
    max_tickets integer not null default 5,
    notif_new_msg_sound boolean not null default true
  )`,
  `create index users_company on users (company_id)`,
  `create table skills (
    id serial primary key,
    company_id integer not null references companies(id),
    name text not null,
    auto_allocation boolean not null default false,
    services jsonb not null default '[]',
    created_at timestamptz not null default now()
  )`,
  `create index skills_company on skills (company_id)`,
  `create table user_skills (
    user_id integer not null references users(id) on delete cascade,
    skill_id integer not null references skills(id) on delete cascade,
    auto_allocation boolean not null default false,
    primary key (user_id, skill_id)
  )`,
  `create table channels (
    id serial primary key,
    company_id integer not null references companies(id),
    kind text not null,
    name text not null,
    settings jsonb not null default '{}',
    created_at timestamptz not null default now()
  )`,
  `create table auth_tokens (
    token_hash text primary key,
    user_id integer not null references users(id) on delete cascade,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  `create index auth_tokens_user on auth_tokens (user_id)`,
  `create table guests (
    id serial primary key,
    uuid text not null unique,
    company_id integer not null references companies(id),
    name text not null,
    email text,
    language text,
    created_at timestamptz not null default now()
  )`,
  `create table rooms (
    uuid text primary key,
    company_id integer not null references companies(id),
    skill_id integer not null references skills(id),
    guest_id integer not null references guests(id),
    status text not null,
    previous_status text,
    agent_id integer references users(id),
    guest_token_hash text not null unique,
    infos jsonb not null default '{}',
    session_group_integer_id integer not null,
    session_group_id text not null,
    unread_msg integer not null default 0,
    list_time timestamptz not null,
    last_running timestamptz,
    last_waiting timestamptz,
    last_closed timestamptz,
    last_transferred timestamptz,
    session_guest_idle boolean not null default false,
    close_extras jsonb,
    created_at timestamptz not null default now(),
    unique (company_id, session_group_integer_id)
  )`,
  `create index rooms_company_status on rooms (company_id, status)`,
  `create index rooms_agent_status on rooms (agent_id, status)`,
  `create table messages (
    uuid text primary key,
    room_uuid text not null references rooms(uuid),
    company_id integer not null references companies(id),
    seq bigint not null,
    kind text not null,
    rich_content jsonb not null,
    author jsonb,
    client_id text,
    created_at timestamptz not null default now(),
    unique (room_uuid, client_id)
  )`,
  `create index messages_room_seq on messages (room_uuid, seq)`,
  `create table events (
    company_id integer not null references companies(id),
    seq bigint not null,
    kind text not null,
    room_uuid text,
    skill_id integer,
    agent_id integer,
    payload jsonb not null,
    created_at timestamptz not null default now(),
    primary key (company_id, seq)
  )`,
  `create index events_room on events (room_uuid, seq)`,
];
