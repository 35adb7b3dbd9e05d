/**
 * Scheduled exports (spec 002 §3, issue 20 point 4): a statistics export written as a file to a
 * company's SFTP third-party account on a recurrence rule, and the history of its runs.
 *
 * `next_run_at` is the due instant the schedulers claim (`for update skip locked`, the next one
 * written in the same transaction); null while the export is inactive. A run is due while it is
 * `running` and its lease has passed: a new one (lease = its start) or one whose instance died;
 * the instance that claims it pushes the lease on while it works. One running run per export at
 * most (the partial unique index), so "run now" twice queues one run.
 */
export const statements: readonly string[] = [
  `create table scheduled_exports (
    id serial primary key,
    company_id integer not null references companies(id) on delete cascade,
    label text not null,
    is_active boolean not null default true,
    kind text not null,
    filename text not null,
    recurrence_rule text not null,
    account_id integer references thirdparty_accounts(id) on delete set null,
    sftp_path text not null default '',
    user_id integer references users(id) on delete set null,
    ticket_type text,
    next_run_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index scheduled_exports_company on scheduled_exports (company_id, id)`,
  `create index scheduled_exports_due on scheduled_exports (next_run_at) where next_run_at is not null`,
  `create table scheduled_export_runs (
    id serial primary key,
    export_id integer not null references scheduled_exports(id) on delete cascade,
    company_id integer not null references companies(id) on delete cascade,
    trigger text not null,
    status text not null default 'running',
    started_at timestamptz not null,
    finished_at timestamptz,
    lease_until timestamptz not null,
    attempts integer not null default 0,
    period_from timestamptz not null,
    period_to timestamptz not null,
    filename text,
    rows bigint,
    bytes bigint,
    error_code text
  )`,
  `create unique index scheduled_export_runs_one_running on scheduled_export_runs (export_id) where status = 'running'`,
  `create index scheduled_export_runs_due on scheduled_export_runs (lease_until) where status = 'running'`,
  `create index scheduled_export_runs_history on scheduled_export_runs (export_id, id desc)`,
];
