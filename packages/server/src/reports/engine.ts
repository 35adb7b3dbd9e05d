import { posix } from 'node:path';
import { exportFormatOf, isExportKind, ROLE_RANK, type Role, renderExportFilename } from '@omnicanal/core';
import { nextRun } from '@omnicanal/core/recurrence';
import { type Kysely, sql } from 'kysely';
import { companyZone } from '../billing/quotas.ts';
import type { DB } from '../db/schema.ts';
import { Serial } from '../scheduler/serial.ts';
import { type ExportDelivery, ExportFailure, failureCode } from './deliver.ts';
import { exportBody, exportTable } from './produce.ts';
import {
  claimRun,
  failAbandonedRuns,
  finishRun,
  queueRun,
  RUN_LEASE_MS,
  type RunRow,
  renewLease,
} from './queue.ts';

/** Exports scheduled per pass, and runs carried out per pass by one instance. */
const SCHEDULE_BATCH = 20;
const RUNS_PER_PASS = 5;

/**
 * Queues a run of each due export, in one transaction: the exports are claimed (`for update skip
 * locked`) and their next run written with their run, so of several instances one queues it. A
 * schedule missed while no instance ran (a long stop) queues one run, not one per missed date.
 */
async function scheduleDue(db: Kysely<DB>, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('scheduled_exports')
      .select(['id', 'company_id', 'recurrence_rule', 'next_run_at'])
      .where('is_active', '=', true)
      .where('next_run_at', '<=', now)
      .orderBy('next_run_at')
      .limit(SCHEDULE_BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const exp of due) {
      const zone = await companyZone(trx, exp.company_id);
      await trx
        .updateTable('scheduled_exports')
        .set({ next_run_at: nextRun(exp.recurrence_rule, zone, now) })
        .where('id', '=', exp.id)
        .execute();
      await queueRun(trx, exp, zone, 'schedule', exp.next_run_at as Date, now);
    }
    return due.length;
  });
}

/**
 * Whether a pass has anything to do: an export due, or a run whose lease is over (queued runs start
 * with an elapsed lease). What the pass's three statements look for, in one read, as most passes
 * find nothing.
 */
async function anythingDue(db: Kysely<DB>, now: Date): Promise<boolean> {
  const { rows } = await sql<{ due: boolean }>`select
    exists (select 1 from scheduled_exports where is_active and next_run_at <= ${now})
    or exists (select 1 from scheduled_export_runs where status = 'running' and lease_until <= ${now}) as due`.execute(
    db,
  );
  return rows[0]?.due === true;
}

/** The skills whose rows the user may export: null (all) for an admin or owner. */
async function skillsOfUser(db: Kysely<DB>, companyId: number, userId: number): Promise<number[] | null> {
  const user = await db
    .selectFrom('users')
    .select('role')
    .where('id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!user) throw new ExportFailure('export_user_missing', `user ${userId} is gone`);
  if ((ROLE_RANK[user.role as Role] ?? 0) >= ROLE_RANK.admin) return null;
  const rows = await db.selectFrom('user_skills').select('skill_id').where('user_id', '=', userId).execute();
  return rows.map((r) => r.skill_id);
}

/**
 * The scheduled exports' engine (issue 20 point 4): each instance ticks; due exports and due runs
 * are claimed from the database, so any number of instances run each once, and a run whose
 * instance died is taken up again once its lease has passed.
 */
export class ScheduledExportEngine {
  readonly #db: Kysely<DB>;
  readonly #clock: () => number;
  readonly #deliver: ExportDelivery;
  readonly #onError: (err: unknown) => void;
  readonly #passes = new Serial(() => this.#runPass(), 0);

  constructor(db: Kysely<DB>, clock: () => number, deliver: ExportDelivery, onError: (err: unknown) => void) {
    this.#db = db;
    this.#clock = clock;
    this.#deliver = deliver;
    this.#onError = onError;
  }

  /**
   * One pass (the scheduler ticks it): due exports queued, then due runs carried out. Answers the
   * runs finished.
   */
  tick(): Promise<number> {
    return this.#passes.run();
  }

  async #runPass(): Promise<number> {
    const now = new Date(this.#clock());
    if (!(await anythingDue(this.#db, now))) return 0;
    await scheduleDue(this.#db, now);
    await failAbandonedRuns(this.#db, now);
    let done = 0;
    while (done < RUNS_PER_PASS) {
      const run = await claimRun(this.#db, new Date(this.#clock()));
      if (!run) break;
      await this.#carryOut(run);
      done++;
    }
    return done;
  }

  /** Produces the run's file and writes it to its account; the run row says how it ended. */
  async #carryOut(run: RunRow): Promise<void> {
    const db = this.#db;
    // The lease is pushed on while the file is produced and sent, so no other instance takes it.
    const keep = setInterval(() => {
      renewLease(db, run, new Date(this.#clock())).catch(this.#onError);
    }, RUN_LEASE_MS / 3);
    keep.unref();
    let filename: string | null = null;
    try {
      const exp = await db
        .selectFrom('scheduled_exports')
        .selectAll()
        .where('id', '=', run.export_id)
        .executeTakeFirst();
      if (!exp) return;
      const zone = await companyZone(db, exp.company_id);
      filename = renderExportFilename(exp.filename, new Date(run.period_to), zone);
      if (exp.account_id === null) throw new ExportFailure('sftp_account_missing', 'no SFTP account');
      if (exp.user_id === null) throw new ExportFailure('export_user_missing', 'no user');
      const format = exportFormatOf(exp.filename);
      if (!format || !isExportKind(exp.kind)) throw new ExportFailure('export_failed', 'kind or format');
      const skills = await skillsOfUser(db, exp.company_id, exp.user_id);
      const scope = {
        companyId: exp.company_id,
        zone,
        from: new Date(run.period_from),
        to: new Date(run.period_to),
        skills,
      };
      const file = await exportBody(await exportTable(db, exp.kind, scope), format, exp.kind);
      const path = exp.sftp_path ? posix.join(exp.sftp_path, filename) : filename;
      const bytes = await this.#deliver(exp.company_id, exp.account_id, path, file.body);
      await finishRun(db, run, new Date(this.#clock()), {
        status: 'succeeded',
        filename,
        rows: file.rows(),
        bytes,
      });
    } catch (error) {
      const code = failureCode(error);
      if (code === 'export_failed') this.#onError(error);
      await finishRun(db, run, new Date(this.#clock()), { status: 'failed', filename, error_code: code });
    } finally {
      clearInterval(keep);
    }
  }
}
