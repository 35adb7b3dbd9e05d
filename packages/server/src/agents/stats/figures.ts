import {
  type AgentStats,
  type HeaderStats,
  STATS_LATE_AFTER_SECONDS,
  type StatsBucket,
  type StatsDetail,
  type StatsInterval,
  type StatsState,
} from '@omnicanal/api';
import {
  averageSatisfaction,
  handleRate,
  roomLabel,
  type StatsRange,
  twoDecimals,
  wholeSeconds,
} from '@omnicanal/core';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { bucketSlot, npsSql, satSql, secondsBetween, unansweredSinceSql } from '../../stats/sql.ts';

/** Which rooms are counted: always within one company (the caller's). */
export type RoomScope = (eb: ExpressionBuilder<DB, 'rooms'>) => Expression<SqlBool>;

/** Most rooms the details list of the JSON answer carries; the CSV carries up to `CSV_MAX_ROWS`. */
export const DETAILS_MAX_ROWS = 500;
export const CSV_MAX_ROWS = 10_000;

/**
 * The rooms created in the range, with the times of the last visitor and agent messages: what a
 * room's statistics state needs.
 */
function facts(db: Kysely<DB>, scope: RoomScope, range: StatsRange) {
  return (
    db
      .selectFrom('rooms')
      .leftJoin('skills', 'skills.id', 'rooms.skill_id')
      .leftJoin('users as agent', 'agent.id', 'rooms.agent_id')
      .where(scope)
      .where('rooms.created_at', '>=', range.from)
      .where('rooms.created_at', '<', range.to)
      .select([
        'rooms.uuid',
        'rooms.status',
        'rooms.agent_id',
        'rooms.infos',
        'rooms.session_group_integer_id',
        'rooms.created_at',
        'rooms.last_waiting',
        'rooms.last_running',
        'rooms.last_closed',
        'skills.name as skill_name',
        'agent.first_name as agent_first_name',
        'agent.last_name as agent_last_name',
        'agent.email as agent_email',
      ])
      // The roll-up the trigger keeps per room (migration 0031), as the dashboards read it.
      .leftJoin('room_message_stats as m', 'm.room_uuid', 'rooms.uuid')
      .select(['m.last_visitor', 'm.last_agent'])
  );
}

/**
 * The rooms with their statistics state. Spec 000 §4/§9: an open room whose visitor has had no
 * agent reply for 10 minutes counts as late, whatever the company's own late timer says; the wait
 * starts at the first unanswered visitor message, or when the room began waiting.
 */
function stated(db: Kysely<DB>, scope: RoomScope, range: StatsRange, now: Date) {
  const lateBefore = new Date(now.getTime() - STATS_LATE_AFTER_SECONDS * 1000);
  return db
    .with('facts', () => facts(db, scope, range))
    .selectFrom('facts')
    .selectAll('facts')
    .select(
      sql<StatsState>`case
        when status = 'closed' then 'closed'
        when status = 'transferred' then 'transferred'
        when status = 'late' then 'late'
        when ${unansweredSinceSql(sql`last_visitor`, sql`last_agent`, sql`last_waiting`, sql`created_at`)}
          <= ${lateBefore}::timestamptz then 'late'
        when status = 'running' then 'running'
        else 'waiting'
      end`.as('state'),
    );
}

const seconds = (value: unknown) =>
  wholeSeconds(value === null || value === undefined ? null : Number(value));

/** Counts and averages over the rooms created in the range. */
async function summary(db: Kysely<DB>, scope: RoomScope, range: StatsRange, now: Date) {
  const row = await db
    .with('stated', () => stated(db, scope, range, now))
    .selectFrom('stated')
    .select([
      sql<number>`count(*)::int`.as('total'),
      // Still waiting to be taken: in the waiting list (a late room nobody holds waits too).
      sql<number>`count(*) filter (where status in ('waiting', 'transferred', 'requeued')
        or (status = 'late' and agent_id is null))::int`.as('waiting'),
      sql<number>`count(*) filter (where state = 'late')::int`.as('late'),
      sql<number>`count(*) filter (where status = 'closed')::int`.as('closed'),
      sql<number>`count(distinct agent_id)::int`.as('agents'),
      sql<number>`count(*) filter (where last_running is not null)::int`.as('handled'),
      // The wait that ended when an agent took the room (a transfer starts a new wait).
      // The figures' definitions (@omnicanal/core stats): waiting until taken, running until closed.
      sql<number | null>`avg(${secondsBetween(sql`last_waiting`, sql`last_running`)})::float8`.as(
        'average_waiting',
      ),
      sql<
        number | null
      >`avg(${secondsBetween(sql`last_running`, sql`(case when status = 'closed' then last_closed end)`)})::float8`.as(
        'average_running',
      ),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

/** Rooms created, and rooms closed, per bucket of the range (local hours or days). */
async function buckets(db: Kysely<DB>, scope: RoomScope, range: StatsRange): Promise<StatsBucket[]> {
  const slot = (column: 'created_at' | 'last_closed') => bucketSlot(sql.ref(`rooms.${column}`), range);
  const created = await db
    .selectFrom('rooms')
    .where(scope)
    .where('rooms.created_at', '>=', range.from)
    .where('rooms.created_at', '<', range.to)
    .select([slot('created_at').as('slot'), sql<number>`count(*)::int`.as('n')])
    .groupBy('slot')
    .execute();
  const closed = await db
    .selectFrom('rooms')
    .where(scope)
    .where('rooms.status', '=', 'closed')
    .where('rooms.last_closed', '>=', range.from)
    .where('rooms.last_closed', '<', range.to)
    .select([slot('last_closed').as('slot'), sql<number>`count(*)::int`.as('n')])
    .groupBy('slot')
    .execute();
  const out: StatsBucket[] = range.starts.map((start) => ({
    start: start.toISOString(),
    created: 0,
    closed: 0,
  }));
  for (const r of created) {
    const b = out[Number(r.slot)];
    if (b) b.created += Number(r.n);
  }
  for (const r of closed) {
    const b = out[Number(r.slot)];
    if (b) b.closed += Number(r.n);
  }
  return out;
}

/** The details list: the rooms created in the range, newest first, up to `limit`. */
export async function details(
  db: Kysely<DB>,
  scope: RoomScope,
  range: StatsRange,
  now: Date,
  limit: number,
): Promise<{ details: StatsDetail[]; truncated: boolean }> {
  const rows = await db
    .with('stated', () => stated(db, scope, range, now))
    .selectFrom('stated')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('session_group_integer_id', 'desc')
    .limit(limit + 1)
    .execute();
  const list = rows.slice(0, limit).map(
    (r): StatsDetail => ({
      room: r.uuid,
      label: roomLabel({
        session_group_integer_id: r.session_group_integer_id,
        infos: r.infos as { name?: string; origin?: string },
      }),
      state: r.state,
      skill: r.skill_name ?? '',
      agent: r.agent_id === null ? null : agentLabel(r),
      created: new Date(r.created_at).toISOString(),
    }),
  );
  return { details: list, truncated: rows.length > limit };
}

function agentLabel(r: {
  agent_first_name: string | null;
  agent_last_name: string | null;
  agent_email: string | null;
}) {
  return `${r.agent_first_name ?? ''} ${r.agent_last_name ?? ''}`.trim() || r.agent_email || '';
}

/** Every figure of spec 000 §3 "Agent statistics" for the rooms of `scope` in `range`. */
export async function agentStats(
  db: Kysely<DB>,
  scope: RoomScope,
  interval: StatsInterval,
  range: StatsRange,
  now: Date,
): Promise<AgentStats> {
  const s = await summary(db, scope, range, now);
  const total = Number(s.total);
  const list = await details(db, scope, range, now, DETAILS_MAX_ROWS);
  return {
    interval,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    bucket: range.bucket,
    total_count: total,
    waiting_count: Number(s.waiting),
    late_count: Number(s.late),
    closed_count: Number(s.closed),
    agent_count: Number(s.agents),
    average_waiting: seconds(s.average_waiting),
    average_running: seconds(s.average_running),
    handle_rate: handleRate(Number(s.handled), total),
    buckets: await buckets(db, scope, range),
    details: list.details,
    details_truncated: list.truncated,
  };
}

/**
 * The header strip for one agent: their open rooms now; over today, the wait of the rooms they
 * took, the length of the rooms they closed, and the visitors' satisfaction (room infos
 * `satisfaction`: a number out of 5, or `{sat, nps}` with the NPS out of 10).
 */
export async function headerStats(
  db: Kysely<DB>,
  companyId: number,
  userId: number,
  today: StatsRange,
): Promise<HeaderStats> {
  const from = sql`${today.from}::timestamptz`;
  const to = sql`${today.to}::timestamptz`;
  const row = await db
    .selectFrom('rooms')
    .where('rooms.company_id', '=', companyId)
    .where('rooms.agent_id', '=', userId)
    .select([
      sql<number>`count(*) filter (where rooms.status in ('running', 'late'))::int`.as('running'),
      sql<number | null>`avg(extract(epoch from (rooms.last_running - rooms.last_waiting)))
        filter (where rooms.last_running >= ${from} and rooms.last_running < ${to}
          and rooms.last_running >= rooms.last_waiting)::float8`.as('avg_waiting'),
      sql<number | null>`avg(extract(epoch from (rooms.last_closed - rooms.last_running)))
        filter (where rooms.status = 'closed' and rooms.last_closed >= ${from} and rooms.last_closed < ${to}
          and rooms.last_closed >= rooms.last_running)::float8`.as('avg_running'),
      sql<
        number | null
      >`sum(${satSql}) filter (where rooms.last_closed >= ${from} and rooms.last_closed < ${to})::float8`.as(
        'sat_sum',
      ),
      sql<number>`count(${satSql}) filter (where rooms.last_closed >= ${from} and rooms.last_closed < ${to})::int`.as(
        'sat_count',
      ),
      sql<
        number | null
      >`avg(${npsSql}) filter (where rooms.last_closed >= ${from} and rooms.last_closed < ${to})::float8`.as(
        'avg_nps',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    running_count: Number(row.running),
    avg_waiting: seconds(row.avg_waiting),
    avg_running: seconds(row.avg_running),
    avg_sat: averageSatisfaction(Number(row.sat_sum ?? 0), Number(row.sat_count)),
    // The strip shows the average NPS answer out of 10, not the dashboards' promoter score.
    avg_nps: twoDecimals(row.avg_nps === null ? null : Number(row.avg_nps)),
  };
}
