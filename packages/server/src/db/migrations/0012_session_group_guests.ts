/**
 * The guests an agent adds to a conversation (spec 000 §7 POST /session-groups/{id}/guests). The
 * visitor who opened it is the room's own guest and is not repeated here.
 */
export const statements: readonly string[] = [
  `create table session_group_guests (
    session_group_id text not null,
    company_id integer not null references companies(id) on delete cascade,
    guest_id integer not null references guests(id) on delete cascade,
    kind text not null,
    added_by integer references users(id) on delete set null,
    created_at timestamptz not null default now(),
    primary key (session_group_id, guest_id)
  )`,
  `create index rooms_session_group_id on rooms (session_group_id)`,
];
