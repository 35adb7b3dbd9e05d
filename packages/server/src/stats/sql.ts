import type { StatsRange } from '@omnicanal/core';
import { type RawBuilder, sql } from 'kysely';

/*
 * SQL pieces every statistics query shares, so the agent console, the dashboards and their
 * exports bucket and read answers the same way (the figures' definitions: @omnicanal/core stats).
 */

/**
 * The bucket of `column` within the range: its index in `range.starts` (local hours or days, so a
 * DST day has 23 or 25 hours), -1 before the first start.
 */
export function bucketSlot(column: RawBuilder<unknown>, range: StatsRange): RawBuilder<number> {
  const starts = sql.join(range.starts.map((d) => sql`${d.toISOString()}::timestamptz`));
  return sql<number>`(width_bucket(${column}, array[${starts}]::timestamptz[]) - 1)`;
}

/** The survey answer stored on a room (`infos.satisfaction`: a number /5 or `{sat, nps}`). */
const SATISFACTION = sql`rooms.infos -> 'satisfaction'`;

/** The room's satisfaction out of 5, null unanswered (`satisfactionOf` in core). */
export const satSql = sql<number | null>`(case
  when jsonb_typeof(${SATISFACTION}) = 'number' then (${SATISFACTION})::text::float8
  when jsonb_typeof(${SATISFACTION} -> 'sat') = 'number' then (${SATISFACTION} -> 'sat')::text::float8
end)`;

/** The room's NPS answer out of 10, null unanswered. */
export const npsSql = sql<number | null>`(case
  when jsonb_typeof(${SATISFACTION} -> 'nps') = 'number' then (${SATISFACTION} -> 'nps')::text::float8
end)`;

/**
 * Seconds between two timestamps, null when either is missing or they are reversed. `date_part`
 * answers a float8 where `extract` answers a numeric, several times slower over a year of rooms.
 */
export const secondsBetween = (from: RawBuilder<unknown>, to: RawBuilder<unknown>) =>
  sql<number | null>`(case when ${to} >= ${from} then date_part('epoch', ${to} - ${from}) end)`;

/**
 * Since when an open room's visitor has waited for a reply (`unansweredSince` in core), from the
 * room's last visitor and agent message times, the start of its wait and its creation.
 */
export const unansweredSinceSql = (
  lastVisitor: RawBuilder<unknown>,
  lastAgent: RawBuilder<unknown>,
  lastWaiting: RawBuilder<unknown>,
  created: RawBuilder<unknown>,
) => sql<Date | null>`(case
  when ${lastAgent} is null then coalesce(${lastVisitor}, ${lastWaiting}, ${created})
  when ${lastVisitor} > ${lastAgent} then ${lastVisitor}
end)`;

/** A number from the database (counts come back as strings on PostgreSQL). */
export const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
/** A nullable number from the database. */
export const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
