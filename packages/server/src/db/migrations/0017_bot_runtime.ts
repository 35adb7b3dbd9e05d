/**
 * The bot runtime (spec 001 §3, issue "Bot runtime"): a visitor's conversation while a bot owns it,
 * before any room exists, and every step the bot ran, so statistics can draw the flow.
 *
 * `bot_sessions.uuid` is the uuid the room takes at the hand-off, so the visitor's token, socket and
 * messages carry on unchanged. `owner` is `bot` while the bot answers and `queue` once it handed the
 * conversation to the room engine (from then on the room's status and agent say who owns it).
 */
export const statements: readonly string[] = [
  `create table bot_sessions (
    uuid text primary key,
    company_id integer not null references companies(id),
    skill_id integer not null references skills(id),
    guest_id integer not null references guests(id),
    bot_id text not null,
    channel text not null,
    guest_token_hash text not null unique,
    session_group_integer_id integer not null,
    infos jsonb not null,
    owner text not null,
    state jsonb not null,
    created_at timestamptz not null default now(),
    handed_off_at timestamptz
  )`,
  `create index bot_sessions_company on bot_sessions (company_id, created_at)`,
  `create table bot_steps (
    id bigserial primary key,
    session text not null references bot_sessions(uuid),
    company_id integer not null references companies(id),
    bot text not null,
    tree text,
    node text,
    action text not null,
    at timestamptz not null,
    answer text,
    author text not null,
    content jsonb,
    event text unique,
    client_id text
  )`,
  `create index bot_steps_session on bot_steps (session, id)`,
  // A visitor's retry (same client id) is answered with the stored line, never stored twice.
  `create unique index bot_steps_client on bot_steps (session, client_id) where client_id is not null`,
  `create index bot_steps_flow on bot_steps (company_id, bot, at)`,
];
