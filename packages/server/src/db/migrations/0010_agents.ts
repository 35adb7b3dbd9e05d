/**
 * Agents administration (spec 002 §3 Agent/user, §7): invitations, the groups and sub-accounts an
 * agent belongs to, and what happens to the records of an agent who is deleted.
 */
export const statements: readonly string[] = [
  // True from the invitation until the invited agent chooses a password (resend only meanwhile).
  `alter table users add column invitation_pending boolean not null default false`,
  `create table user_skill_groups (
    user_id integer not null references users(id) on delete cascade,
    group_id integer not null references skill_groups(id) on delete cascade,
    primary key (user_id, group_id)
  )`,
  `create table user_subaccounts (
    user_id integer not null references users(id) on delete cascade,
    subaccount_id integer not null references subaccounts(id) on delete cascade,
    primary key (user_id, subaccount_id)
  )`,
  // A deleted agent leaves the history in place: closed rooms, contact reasons given, suggestions
  // used and files sent stay, without their author; pending co-browsing invitations go with them.
  `alter table rooms drop constraint rooms_agent_id_fkey`,
  `alter table rooms add constraint rooms_agent_id_fkey foreign key (agent_id) references users(id) on delete set null`,
  `alter table contact_reason_events alter column user_id drop not null`,
  `alter table contact_reason_events drop constraint contact_reason_events_user_id_fkey`,
  `alter table contact_reason_events add constraint contact_reason_events_user_id_fkey foreign key (user_id) references users(id) on delete set null`,
  `alter table smartcoaching_events alter column user_id drop not null`,
  `alter table smartcoaching_events drop constraint smartcoaching_events_user_id_fkey`,
  `alter table smartcoaching_events add constraint smartcoaching_events_user_id_fkey foreign key (user_id) references users(id) on delete set null`,
  `alter table uploads drop constraint uploads_uploader_user_id_fkey`,
  `alter table uploads add constraint uploads_uploader_user_id_fkey foreign key (uploader_user_id) references users(id) on delete set null`,
  `alter table invitations drop constraint invitations_created_by_fkey`,
  `alter table invitations add constraint invitations_created_by_fkey foreign key (created_by) references users(id) on delete cascade`,
];
