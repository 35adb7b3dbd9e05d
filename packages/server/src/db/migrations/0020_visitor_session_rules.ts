/**
 * The rules of a visitor's session through an entry point (spec 001 §3 "Max open events per
 * session", "session_ttl_hours"): the entry point a conversation came through, on the room and on
 * the bot session, and when a bot session left waiting on the visitor ends (`expires_at`, a due
 * row claimed with `FOR UPDATE SKIP LOCKED` so one instance ends it once).
 */
export const statements: readonly string[] = [
  `alter table rooms add column integration_id integer references integrations(id) on delete set null`,
  `alter table bot_sessions add column integration_id integer references integrations(id) on delete set null`,
  `alter table bot_sessions add column expires_at timestamptz`,
  `create index bot_sessions_expiry on bot_sessions (expires_at) where owner = 'bot'`,
  `create index rooms_guest_entry_point on rooms (guest_id, integration_id) where status <> 'closed'`,
];
