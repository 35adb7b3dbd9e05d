import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';

/** A counter after one more hit: the hits of the current window and the time left in it. */
export interface Hit {
  hits: number;
  ttlMs: number;
}

/** Expired counters are swept once in this many hits, so the table stays the size of the live keys. */
const SWEEP_EVERY = 500;

/**
 * Rate-limit counters in the database, so that every instance on one PostgreSQL shares them (and
 * PGlite, the single-process default, works the same). One hit is one upsert: it starts a window
 * or counts in the current one atomically, so parallel requests cannot all slip under the limit.
 */
export class RateLimitStore {
  readonly #db: Kysely<DB>;
  readonly #clock: () => number;
  #hitsSinceSweep = 0;

  constructor(db: Kysely<DB>, clock: () => number) {
    this.#db = db;
    this.#clock = clock;
  }

  /** Counts one hit of `key` in a window of `windowMs`. */
  async hit(key: string, windowMs: number): Promise<Hit> {
    const now = new Date(this.#clock());
    const reset = new Date(now.getTime() + windowMs);
    const row = await this.#db
      .insertInto('rate_limits')
      .values({ key, hits: 1, reset_at: reset })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.hits + 1 end`,
          reset_at: sql<Date>`case when rate_limits.reset_at <= ${now} then ${reset} else rate_limits.reset_at end`,
        }),
      )
      .returning(['hits', 'reset_at'])
      .executeTakeFirstOrThrow();
    if (++this.#hitsSinceSweep >= SWEEP_EVERY) {
      this.#hitsSinceSweep = 0;
      await this.#db.deleteFrom('rate_limits').where('reset_at', '<', now).execute();
    }
    return { hits: row.hits, ttlMs: Math.max(0, new Date(row.reset_at).getTime() - now.getTime()) };
  }
}
