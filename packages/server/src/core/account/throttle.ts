import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Sign-in throttling: failures are counted per account (the email typed, known or not, so the answer
 * does not reveal accounts) and per client address. Past the limit within the window a lock starts;
 * each new lock doubles, capped, and every lock ends by itself, so an attacker cannot shut a victim
 * out for longer than the cap.
 */

export interface ThrottleRule {
  scope: 'account' | 'ip';
  /** Failures within `windowMs` that start a lock. */
  limit: number;
  windowMs: number;
}

export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** First lock, then doubled for each further lock. */
export const LOCK_BASE_MS = 60_000;
export const LOCK_MAX_MS = 15 * 60_000;
/** After this long without failure the lock history is forgotten and locks start small again. */
export const LOCK_MEMORY_MS = 24 * 60 * 60_000;

export const ACCOUNT_RULE: ThrottleRule = { scope: 'account', limit: 5, windowMs: THROTTLE_WINDOW_MS };
export const IP_RULE: ThrottleRule = { scope: 'ip', limit: 20, windowMs: THROTTLE_WINDOW_MS };

export interface ThrottleState {
  failures: number;
  windowStart: number;
  locks: number;
  lockedUntil: number | null;
}

/** The lock a `locks`-th lock lasts: 1, 2, 4, 8, then 15 minutes. */
export function lockDuration(locks: number): number {
  return Math.min(LOCK_BASE_MS * 2 ** Math.max(0, locks - 1), LOCK_MAX_MS);
}

/** The state after one more failure at `now` (plain function: the table-driven tests use it). */
export function afterFailure(state: ThrottleState | null, rule: ThrottleRule, now: number): ThrottleState {
  let { failures, windowStart, locks } = state ?? { failures: 0, windowStart: now, locks: 0 };
  if (now - windowStart >= LOCK_MEMORY_MS) locks = 0;
  if (now - windowStart >= rule.windowMs) {
    failures = 0;
    windowStart = now;
  }
  failures += 1;
  if (failures < rule.limit) return { failures, windowStart, locks, lockedUntil: state?.lockedUntil ?? null };
  locks += 1;
  return { failures: 0, windowStart: now, locks, lockedUntil: now + lockDuration(locks) };
}

const key = (value: string) => value.trim().toLowerCase().slice(0, 320);

/** The latest lock end among the keys still locked at `now`, or null. */
export async function lockedUntil(
  db: Kysely<DB>,
  keys: { account: string; ip: string },
  now: number,
): Promise<Date | null> {
  const rows = await db
    .selectFrom('login_throttle')
    .select('locked_until')
    .where((eb) =>
      eb.or([
        eb.and([eb('scope', '=', 'account'), eb('key', '=', key(keys.account))]),
        eb.and([eb('scope', '=', 'ip'), eb('key', '=', key(keys.ip))]),
      ]),
    )
    .where('locked_until', '>', new Date(now))
    .execute();
  const ends = rows.map((row) => row.locked_until?.getTime() ?? 0);
  return ends.length ? new Date(Math.max(...ends)) : null;
}

async function fail(db: Kysely<DB>, rule: ThrottleRule, value: string, now: number) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('login_throttle')
      .values({ scope: rule.scope, key: key(value), window_start: new Date(now) })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .execute();
    // The row lock serialises concurrent failures of one key, so none is lost.
    const row = await trx
      .selectFrom('login_throttle')
      .selectAll()
      .where('scope', '=', rule.scope)
      .where('key', '=', key(value))
      .forUpdate()
      .executeTakeFirstOrThrow();
    const next = afterFailure(
      {
        failures: row.failures,
        windowStart: row.window_start.getTime(),
        locks: row.locks,
        lockedUntil: row.locked_until?.getTime() ?? null,
      },
      rule,
      now,
    );
    await trx
      .updateTable('login_throttle')
      .set({
        failures: next.failures,
        window_start: new Date(next.windowStart),
        locks: next.locks,
        locked_until: next.lockedUntil === null ? null : new Date(next.lockedUntil),
      })
      .where('scope', '=', rule.scope)
      .where('key', '=', key(value))
      .execute();
  });
}

/** Counts one failed sign-in for the account and for the address. */
export async function recordFailure(db: Kysely<DB>, keys: { account: string; ip: string }, now: number) {
  await fail(db, ACCOUNT_RULE, keys.account, now);
  await fail(db, IP_RULE, keys.ip, now);
}

/** A successful sign-in clears the account's counter (the address keeps its own). */
export async function clearAccount(db: Kysely<DB>, account: string) {
  await db
    .deleteFrom('login_throttle')
    .where('scope', '=', 'account')
    .where('key', '=', key(account))
    .execute();
}
