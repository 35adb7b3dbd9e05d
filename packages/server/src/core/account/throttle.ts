import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Sign-in throttling: failures are counted per account and client address together (the email
 * typed, known or not, so the answer does not reveal accounts) and per client address. Past the
 * limit within the window a lock starts; each new lock doubles, capped, and every lock ends by
 * itself. Because the account's count is kept per address, an attacker elsewhere locks only
 * themselves out, never the account's owner.
 *
 * A sign-in claims its attempt before the password is checked: the lock decision and the count are
 * one `UPDATE … RETURNING` on the row, so parallel attempts queue on it and no more than the limit
 * are ever checked against the password.
 */

export interface ThrottleRule {
  /** `account`: an email and an address together; `ip`: an address, whatever the emails. */
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

/** The row of an account seen from one address: the email and the address, a newline apart. */
const accountKey = (account: string, ip: string) => `${key(account)}\n${key(ip)}`;

export interface ThrottleKeys {
  account: string;
  ip: string;
}

const rowKey = (rule: ThrottleRule, keys: ThrottleKeys) =>
  rule.scope === 'account' ? accountKey(keys.account, keys.ip) : key(keys.ip);

const millis = (ms: number) => sql`(${ms}::float8 * interval '1 millisecond')`;

/**
 * One more failure on the row of `rule`, as `afterFailure` computes it, in one statement. With
 * `unlessLocked` a locked row is left as it is and nothing is returned: the attempt is refused.
 */
async function countFailure(
  db: Kysely<DB>,
  rule: ThrottleRule,
  rowKey: string,
  now: number,
  unlessLocked: boolean,
): Promise<boolean> {
  const at = new Date(now);
  await db
    .insertInto('login_throttle')
    .values({ scope: rule.scope, key: rowKey, window_start: at })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .execute();
  const expired = sql`(${at}::timestamptz - window_start >= ${millis(rule.windowMs)})`;
  const forgotten = sql`(${at}::timestamptz - window_start >= ${millis(LOCK_MEMORY_MS)})`;
  const failures = sql`((case when ${expired} then 0 else failures end) + 1)`;
  const locks = sql`(case when ${forgotten} then 0 else locks end)`;
  const locking = sql`(${failures} >= ${rule.limit})`;
  const duration = sql`least(${LOCK_BASE_MS}::float8 * power(2, ${locks}), ${LOCK_MAX_MS}::float8)`;
  const row = await db
    .updateTable('login_throttle')
    .set({
      failures: sql<number>`case when ${locking} then 0 else ${failures} end`,
      window_start: sql<Date>`case when ${locking} or ${expired} then ${at}::timestamptz else window_start end`,
      locks: sql<number>`case when ${locking} then ${locks} + 1 else ${locks} end`,
      locked_until: sql<Date>`case when ${locking} then ${at}::timestamptz + ${duration} * interval '1 millisecond' else locked_until end`,
    })
    .where('scope', '=', rule.scope)
    .where('key', '=', rowKey)
    .$if(unlessLocked, (qb) =>
      qb.where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)])),
    )
    .returning('failures')
    .executeTakeFirst();
  return row !== undefined;
}

/** The latest lock end among the rows still locked at `now`, or null. */
export async function lockedUntil(db: Kysely<DB>, keys: ThrottleKeys, now: number): Promise<Date | null> {
  const rows = await db
    .selectFrom('login_throttle')
    .select('locked_until')
    .where((eb) =>
      eb.or([
        eb.and([eb('scope', '=', 'account'), eb('key', '=', rowKey(ACCOUNT_RULE, keys))]),
        eb.and([eb('scope', '=', 'ip'), eb('key', '=', rowKey(IP_RULE, keys))]),
      ]),
    )
    .where('locked_until', '>', new Date(now))
    .execute();
  const ends = rows.map((row) => row.locked_until?.getTime() ?? 0);
  return ends.length ? new Date(Math.max(...ends)) : null;
}

/**
 * Claims one sign-in attempt before the password is checked: null when it may go on (it already
 * counts as a failure until `clearAttempts`), or the end of the lock that refuses it.
 */
export async function claimAttempt(db: Kysely<DB>, keys: ThrottleKeys, now: number): Promise<Date | null> {
  const locked = await lockedUntil(db, keys, now);
  if (locked) return locked;
  if (await countFailure(db, ACCOUNT_RULE, rowKey(ACCOUNT_RULE, keys), now, true)) return null;
  // Another attempt locked the row between the two statements.
  return (await lockedUntil(db, keys, now)) ?? new Date(now + LOCK_BASE_MS);
}

/** Counts a failed attempt against the address (the account's count was taken by `claimAttempt`). */
export async function recordAddressFailure(db: Kysely<DB>, keys: ThrottleKeys, now: number): Promise<void> {
  await countFailure(db, IP_RULE, rowKey(IP_RULE, keys), now, false);
}

/** Counts one failed password check for the account (from this address) and for the address. */
export async function recordFailure(db: Kysely<DB>, keys: ThrottleKeys, now: number): Promise<void> {
  await countFailure(db, ACCOUNT_RULE, rowKey(ACCOUNT_RULE, keys), now, false);
  await recordAddressFailure(db, keys, now);
}

/** A successful sign-in clears the account's count from that address (the address keeps its own). */
export async function clearAttempts(db: Kysely<DB>, keys: ThrottleKeys): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('scope', '=', 'account')
    .where('key', '=', rowKey(ACCOUNT_RULE, keys))
    .execute();
}

/** A new password (reset, invitation) clears the account's counts from every address. */
export async function clearAccount(db: Kysely<DB>, account: string): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('scope', '=', 'account')
    .where((eb) =>
      eb.or([eb('key', '=', key(account)), sql<boolean>`starts_with(key, ${`${key(account)}\n`})`]),
    )
    .execute();
}
