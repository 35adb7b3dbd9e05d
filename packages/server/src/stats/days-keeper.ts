import { localDay, statsRange } from '@omnicanal/core';
import { type Kysely, sql } from 'kysely';
import { companyZone } from '../billing/quotas.ts';
import type { DB } from '../db/schema.ts';
import type { Job } from '../scheduler/scheduler.ts';
import { conversationGroups } from './days.ts';

/** How long a company's year stays made sure of before an instance looks at it again. */
const RECHECK = '1 hour';
/** Companies one pass looks at, at most: the rest wait for the next tick. */
const PER_PASS = 20;

/**
 * Keeps each company's past year of days (`stats/days.ts`) ahead of its readers: the first read of
 * a year would otherwise compute 365 days from the rooms (over a second for 100,000 rooms). A pass
 * claims companies due (`stats_days_runs`, one instance each, `FOR UPDATE SKIP LOCKED`), pushes
 * their next look an hour on, and reads their last 365 days as a dashboard would, which computes
 * and keeps the missing or stale ones. Past days already kept cost a read; so a day changes once
 * and a new day is added once, whichever instance looks.
 */
export class StatsDaysKeeper implements Job {
  readonly #db: Kysely<DB>;
  readonly #clock: () => number;

  constructor(db: Kysely<DB>, clock: () => number) {
    this.#db = db;
    this.#clock = clock;
  }

  /** One pass; resolves with the companies it made sure of. */
  async tick(): Promise<number[]> {
    const now = new Date(this.#clock());
    await sql`insert into stats_days_runs (company_id, next_at)
      select id, ${now}::timestamptz from companies on conflict (company_id) do nothing`.execute(this.#db);
    const { rows } = await sql<{ company_id: number }>`update stats_days_runs
      set next_at = ${now}::timestamptz + ${RECHECK}::interval
      where company_id in (select company_id from stats_days_runs where next_at <= ${now}::timestamptz
        order by next_at, company_id limit ${PER_PASS} for update skip locked)
      returning company_id`.execute(this.#db);
    const done: number[] = [];
    for (const { company_id: companyId } of rows) {
      await this.#keepYear(companyId, now);
      done.push(companyId);
    }
    return done;
  }

  /** The company's last 365 local days before today, read (so computed where missing). */
  async #keepYear(companyId: number, now: Date) {
    const zone = await companyZone(this.#db, companyId);
    const today = localDay(now, zone);
    const day = (offset: number) =>
      new Date(Date.UTC(today.year, today.month - 1, today.day + offset)).toISOString().slice(0, 10);
    const range = statsRange('custom', now, zone, { dt_gt: day(-365), dt_lt: day(-1) });
    await conversationGroups(this.#db, { companyId, zone, range, now });
  }
}
