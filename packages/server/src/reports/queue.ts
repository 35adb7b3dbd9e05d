import { exportPeriod } from '@omnicanal/core/recurrence';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { ScheduledExportRunsTable } from './tables.ts';

/** How long a claimed run is its instance's; the instance pushes it on while it works. */
export const RUN_LEASE_MS = 5 * 60_000;
/** A run is tried this many times (its instance died each time) before it is failed. */
export const RUN_MAX_ATTEMPTS = 3;

export type RunRow = Selectable<ScheduledExportRunsTable>;

/**
 * Queues a run of the export covering the period before `at` (exportPeriod): a `running` row whose
 * lease is `now`, so it is due at once. Null when the export already has a running run: the
 * partial unique index keeps one per export, whoever asks (the schedule, or "run now" twice).
 */
export async function queueRun(
  db: Kysely<DB> | Transaction<DB>,
  exp: { id: number; company_id: number; recurrence_rule: string },
  zone: string,
  trigger: 'schedule' | 'manual',
  at: Date,
  now: Date,
): Promise<RunRow | null> {
  const period = exportPeriod(exp.recurrence_rule, zone, at);
  const row = await db
    .insertInto('scheduled_export_runs')
    .values({
      export_id: exp.id,
      company_id: exp.company_id,
      trigger,
      started_at: now,
      lease_until: now,
      period_from: period.from,
      period_to: period.to,
    })
    .onConflict((oc) => oc.column('export_id').where(sql.ref('status'), '=', 'running').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Claims one due run for this instance: running, its lease passed, tried fewer than
 * RUN_MAX_ATTEMPTS times; `for update skip locked` so two instances never claim the same row.
 * The lease and the attempt are bumped in the same statement: the attempt is the claim's token.
 */
export async function claimRun(db: Kysely<DB>, now: Date): Promise<RunRow | null> {
  const { rows } = await sql<RunRow>`update scheduled_export_runs
    set lease_until = ${new Date(now.getTime() + RUN_LEASE_MS)}, attempts = attempts + 1
    where id = (
      select id from scheduled_export_runs
      where status = 'running' and lease_until <= ${now} and attempts < ${RUN_MAX_ATTEMPTS}
      order by lease_until, id limit 1 for update skip locked
    )
    returning *`.execute(db);
  return rows[0] ?? null;
}

/** Runs whose instance died on each attempt are failed with `export_interrupted`. */
export async function failAbandonedRuns(db: Kysely<DB>, now: Date): Promise<void> {
  await db
    .updateTable('scheduled_export_runs')
    .set({ status: 'failed', finished_at: now, error_code: 'export_interrupted' })
    .where('status', '=', 'running')
    .where('lease_until', '<=', now)
    .where('attempts', '>=', RUN_MAX_ATTEMPTS)
    .execute();
}

/** Pushes a claimed run's lease on; false once the claim is no longer this instance's. */
export async function renewLease(db: Kysely<DB>, run: RunRow, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('scheduled_export_runs')
    .set({ lease_until: new Date(now.getTime() + RUN_LEASE_MS) })
    .where('id', '=', run.id)
    .where('status', '=', 'running')
    .where('attempts', '=', run.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Finishes a claimed run (only if the claim is still this instance's). */
export async function finishRun(
  db: Kysely<DB>,
  run: RunRow,
  now: Date,
  outcome:
    | { status: 'succeeded'; filename: string; rows: number; bytes: number }
    | { status: 'failed'; filename: string | null; error_code: string },
): Promise<void> {
  await db
    .updateTable('scheduled_export_runs')
    .set({ ...outcome, finished_at: now })
    .where('id', '=', run.id)
    .where('status', '=', 'running')
    .where('attempts', '=', run.attempts)
    .execute();
}
