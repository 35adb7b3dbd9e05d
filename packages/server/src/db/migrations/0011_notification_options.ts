/**
 * A user's notification options (spec 000 §3), push registrations of the mobile apps (spec 000 §7)
 * and the soft deletion of a company account (spec 002 §5).
 */
export const statements: readonly string[] = [
  // Null until the user chooses: every option then reads as on (DEFAULT_NOTIFICATION_OPTIONS).
  `alter table users add column notification_options jsonb`,
  // A deleted company keeps its records; its users can no longer sign in.
  `alter table companies add column deleted_at timestamptz`,
  `alter table companies add column deletion_reason text`,
  `alter table companies add column deletion_details text`,
  `create table push_registrations (
    token text primary key,
    user_id integer not null references users(id) on delete cascade,
    kind text not null,
    activated boolean not null,
    updated_at timestamptz not null default now()
  )`,
];
