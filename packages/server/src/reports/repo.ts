import type { ScheduledExport, ScheduledExportInput, ScheduledExportRun } from '@omnicanal/api';
import { type ExportKind, type ExportRunStatus, isExportKind } from '@omnicanal/core';
import { nextRun } from '@omnicanal/core/recurrence';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type FieldErrors, HttpError } from '../http/errors.ts';
import type { ScheduledExportRunsTable, ScheduledExportsTable } from './tables.ts';

/** Runs `GET /accounts/{id}/runs` answers, newest first. */
export const RUN_HISTORY_LIMIT = 100;

type ExportRow = Selectable<ScheduledExportsTable>;
type RunRow = Selectable<ScheduledExportRunsTable>;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** A run as the contract says it. */
export function toRun(row: RunRow): ScheduledExportRun {
  return {
    id: row.id,
    trigger: row.trigger === 'manual' ? 'manual' : 'schedule',
    status: row.status as ExportRunStatus,
    started_at: iso(row.started_at),
    finished_at: isoOrNull(row.finished_at),
    period_from: iso(row.period_from),
    period_to: iso(row.period_to),
    filename: row.filename,
    rows: row.rows === null ? null : Number(row.rows),
    bytes: row.bytes === null ? null : Number(row.bytes),
    error_code: row.error_code,
  };
}

function toExport(row: ExportRow, last: RunRow | undefined, zone: string): ScheduledExport {
  return {
    id: row.id,
    label: row.label,
    is_active: row.is_active,
    kind: (isExportKind(row.kind) ? row.kind : 'discussions') as ExportKind,
    filename: row.filename,
    recurrence_rule: row.recurrence_rule,
    account_id: row.account_id,
    sftp_path: row.sftp_path,
    user_id: row.user_id,
    ticket_type: row.ticket_type,
    next_run_at: isoOrNull(row.next_run_at),
    last_run: last ? toRun(last) : null,
    timezone: zone,
  };
}

/** The newest run of each export of `ids`. */
async function lastRuns(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, RunRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('scheduled_export_runs')
    .selectAll()
    .distinctOn('export_id')
    .where('export_id', 'in', [...ids])
    .orderBy('export_id')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((r) => [r.export_id, r]));
}

/** The company's scheduled exports, oldest first, each with its newest run. */
export async function companyExports(
  db: Kysely<DB>,
  companyId: number,
  zone: string,
): Promise<ScheduledExport[]> {
  const rows = await db
    .selectFrom('scheduled_exports')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  const last = await lastRuns(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toExport(r, last.get(r.id), zone));
}

/** One export of the company, with its newest run. */
export async function findExport(
  db: Kysely<DB>,
  companyId: number,
  zone: string,
  id: number,
): Promise<ScheduledExport | undefined> {
  const row = await db
    .selectFrom('scheduled_exports')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return toExport(row, (await lastRuns(db, [id])).get(id), zone);
}

/**
 * The input's references checked against the company, all at once: the account must be one of
 * its SFTP third-party accounts (`not_sftp_account`), the user one of its users (`unknown_user`).
 */
async function checkReferences(db: Kysely<DB>, companyId: number, input: ScheduledExportInput) {
  const [account, user] = await Promise.all([
    db
      .selectFrom('thirdparty_accounts')
      .select('id')
      .where('id', '=', input.account_id)
      .where('company_id', '=', companyId)
      .where('kind', '=', 'sftp')
      .executeTakeFirst(),
    db
      .selectFrom('users')
      .select('id')
      .where('id', '=', input.user_id)
      .where('company_id', '=', companyId)
      .executeTakeFirst(),
  ]);
  const fields: FieldErrors = {};
  if (!account) fields.account_id = ['not_sftp_account'];
  if (!user) fields.user_id = ['unknown_user'];
  if (Object.keys(fields).length > 0)
    throw new HttpError(
      400,
      'invalid_payload',
      'The export names an account or a user it may not use.',
      fields,
    );
}

/**
 * Creates a scheduled export, or changes it when `id` is given, in one statement. Its next run is
 * planned from `now` on the company's wall clock when it is new, (re)activated or its rule
 * changed; otherwise the planned run stays. Inactive, it has none.
 */
export async function saveExport(
  db: Kysely<DB>,
  companyId: number,
  zone: string,
  now: Date,
  input: ScheduledExportInput,
  current?: ScheduledExport,
): Promise<ScheduledExport> {
  await checkReferences(db, companyId, input);
  const keepsPlan =
    current?.is_active && input.is_active && current.recurrence_rule === input.recurrence_rule;
  const next_run_at = !input.is_active
    ? null
    : keepsPlan && current?.next_run_at
      ? current.next_run_at
      : nextRun(input.recurrence_rule, zone, now);
  const values = {
    label: input.label,
    is_active: input.is_active,
    kind: input.kind,
    filename: input.filename,
    recurrence_rule: input.recurrence_rule,
    account_id: input.account_id,
    sftp_path: input.sftp_path,
    user_id: input.user_id,
    ticket_type: input.ticket_type || null,
    next_run_at,
    updated_at: now,
  };
  const row = current
    ? await db
        .updateTable('scheduled_exports')
        .set(values)
        .where('company_id', '=', companyId)
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    : await db
        .insertInto('scheduled_exports')
        .values({ ...values, company_id: companyId })
        .returningAll()
        .executeTakeFirstOrThrow();
  return toExport(row, current ? (await lastRuns(db, [row.id])).get(row.id) : undefined, zone);
}

/** The export's runs, newest first. */
export async function exportRuns(db: Kysely<DB>, exportId: number): Promise<ScheduledExportRun[]> {
  const rows = await db
    .selectFrom('scheduled_export_runs')
    .selectAll()
    .where('export_id', '=', exportId)
    .orderBy('id', 'desc')
    .limit(RUN_HISTORY_LIMIT)
    .execute();
  return rows.map(toRun);
}
