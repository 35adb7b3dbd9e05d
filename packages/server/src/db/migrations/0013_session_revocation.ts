/**
 * Sessions that can be told apart and audits that stay: a token issued by masquerade points at its
 * audit row (it is short-lived and cannot be refreshed), and masquerade audit rows keep who acted
 * as whom after either account is deleted (the ids become null, the addresses stay).
 */
export const statements: readonly string[] = [
  `alter table masquerade_audit add column actor_email text`,
  `alter table masquerade_audit add column target_email text`,
  `update masquerade_audit set
     actor_email = (select email from users where users.id = masquerade_audit.actor_id),
     target_email = (select email from users where users.id = masquerade_audit.target_id)`,
  `alter table masquerade_audit alter column actor_email set not null`,
  `alter table masquerade_audit alter column target_email set not null`,
  `alter table masquerade_audit drop constraint masquerade_audit_actor_id_fkey`,
  `alter table masquerade_audit drop constraint masquerade_audit_target_id_fkey`,
  `alter table masquerade_audit alter column actor_id drop not null`,
  `alter table masquerade_audit alter column target_id drop not null`,
  `alter table masquerade_audit add constraint masquerade_audit_actor_id_fkey
     foreign key (actor_id) references users(id) on delete set null`,
  `alter table masquerade_audit add constraint masquerade_audit_target_id_fkey
     foreign key (target_id) references users(id) on delete set null`,
  `alter table auth_tokens add column masquerade_audit_id integer
     references masquerade_audit(id) on delete set null`,
];
