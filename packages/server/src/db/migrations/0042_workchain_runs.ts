/**
 * Workchain runs (spec 002 §7: the second stats service's `GET /stats/export (workchains)`): one
 * row each time a workchain — an automation chained to a session, listed by `GET /workchains`
 * with its `workchain_id`, `owner_type` and skill (spec 000 §7) — ran for a conversation. The
 * automation area that runs workchains is not built yet; its runs land here, and the statistics
 * export reads them (issue 19: an area not built answers from the table it will fill).
 */
export const statements: readonly string[] = [
  `create table workchain_runs (
    id bigserial primary key,
    company_id integer not null references companies(id) on delete cascade,
    workchain_id text not null,
    owner_type text not null,
    skill_id integer references skills(id) on delete set null,
    room_uuid text,
    status text not null,
    started_at timestamptz not null,
    ended_at timestamptz
  )`,
  `create index workchain_runs_company on workchain_runs (company_id, started_at)`,
];
