/**
 * Callback requests visitors leave through a web IVR menu (issue 18 "The visitor side", spec 001 §3
 * `callback`): the number to call and the quarter-hour slot asked, with the menu, the session and
 * the skill that will call back, so a team can work through them.
 */
export const statements: readonly string[] = [
  `create table webivr_callbacks (
    id serial primary key,
    company_id integer not null references companies(id) on delete cascade,
    account_id integer not null references webivr_accounts(id) on delete cascade,
    session_id uuid references webivr_sessions(id) on delete set null,
    node_id uuid not null,
    skill_id integer not null references skills(id) on delete cascade,
    phone text not null,
    slot timestamptz not null,
    created_at timestamptz not null default now()
  )`,
  `create index webivr_callbacks_skill on webivr_callbacks (company_id, skill_id, slot)`,
];
