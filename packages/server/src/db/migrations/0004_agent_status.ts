/**
 * Agent controls (spec 000 §2, §4): each agent's autofill switch, and presence as rows any instance
 * can read. The agents socket lives on one instance, so presence is one row per open socket with
 * a heartbeat: an instance that dies leaves rows that go stale instead of agents that stay online.
 */
export const statements: readonly string[] = [
  `alter table users add column auto_fill boolean not null default false`,
  `create table agent_presence (
    socket_id text primary key,
    user_id integer not null references users(id) on delete cascade,
    seen_at timestamptz not null
  )`,
  `create index agent_presence_user on agent_presence (user_id, seen_at)`,
];
