import { NPS_DETRACTOR_MAX, NPS_PROMOTER_MIN, STATS_LATE_AFTER_SECONDS } from '@omnicanal/core';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { conversationsSql, roomsWhere, type StatsFilter } from './conversations.ts';
import { bucketSlot, num } from './sql.ts';

/*
 * The conversations of a range as sums per bucket, skill, channel and agent, read from the rooms:
 * what `stats/days.ts` keeps for a past day and what it reads for the day still going on.
 */

/** The sums every conversation figure is made from (`@omnicanal/core` stats define the figures). */
export const SUM_KEYS = [
  'n',
  'handled',
  'closed',
  'late',
  'waiting_sum',
  'waiting_n',
  'fr_sum',
  'fr_n',
  'run_sum',
  'run_n',
  'sat_sum',
  'sat_n',
  'nps_n',
  'promoters',
  'detractors',
  'visitor_messages',
  'agent_messages',
  /** Rooms closed in the bucket (by their closing instant, whenever they were created). */
  'closed_here',
] as const;
export type Sums = Record<(typeof SUM_KEYS)[number], number>;

export const zeroSums = (): Sums => Object.fromEntries(SUM_KEYS.map((k) => [k, 0])) as Sums;
export function addSums(into: Sums, row: Partial<Record<keyof Sums, unknown>>): Sums {
  for (const k of SUM_KEYS) into[k] += num(row[k]);
  return into;
}

/** The sums of the conversations of one bucket (`slot`, an index in the range's starts) and group. */
export interface SumsGroup extends Sums {
  slot: number;
  skill_id: number | null;
  channel: string;
  agent_id: number | null;
  /** Its conversations per contact reason given (reason id → conversations; a reason counts once a room). */
  reasons: Record<string, number>;
}

const LATE_AFTER = `${STATS_LATE_AFTER_SECONDS} seconds`;

/**
 * Sums straight from the rooms, with the filter's skill and agent, and per bucket the first
 * instant a figure moves with time alone (an unanswered room turning late).
 */
export async function roomGroups(db: Kysely<DB>, f: StatsFilter) {
  const start = sql`coalesce(first_visitor, created_at)`;
  const created = await sql<Record<string, unknown>>`with c as (${conversationsSql(f)})
    select ${bucketSlot(sql`created_at`, f.range)} as slot, skill_id, channel, agent_id,
      count(*)::int as n, count(*) filter (where handled)::int as handled,
      count(*) filter (where status = 'closed')::int as closed, count(*) filter (where late)::int as late,
      coalesce(sum(waiting), 0)::float8 as waiting_sum, count(waiting)::int as waiting_n,
      coalesce(sum(first_response), 0)::float8 as fr_sum, count(first_response)::int as fr_n,
      coalesce(sum(running), 0)::float8 as run_sum, count(running)::int as run_n,
      coalesce(sum(sat), 0)::float8 as sat_sum, count(sat)::int as sat_n, count(nps)::int as nps_n,
      count(*) filter (where nps >= ${NPS_PROMOTER_MIN})::int as promoters,
      count(*) filter (where nps <= ${NPS_DETRACTOR_MAX})::int as detractors,
      coalesce(sum(visitor_messages), 0)::int as visitor_messages,
      coalesce(sum(agent_messages), 0)::int as agent_messages,
      min(${start} + ${LATE_AFTER}::interval) filter (where first_agent is null and status <> 'closed'
        and ${start} + ${LATE_AFTER}::interval > ${f.now}::timestamptz) as settles_at
    from c group by 1, 2, 3, 4`.execute(db);
  const closed = await sql<Record<string, unknown>>`
    select ${bucketSlot(sql`rooms.last_closed`, f.range)} as slot, rooms.skill_id,
      coalesce(channels.kind, 'web') as channel, rooms.agent_id, count(*)::int as closed_here
    from rooms left join channels on channels.id = rooms.channel_id
    where rooms.status = 'closed' and ${roomsWhere(f, 'last_closed')} group by 1, 2, 3, 4`.execute(db);
  const reasons = await sql<Record<string, unknown>>`
    select ${bucketSlot(sql`rooms.created_at`, f.range)} as slot, rooms.skill_id,
      coalesce(channels.kind, 'web') as channel, rooms.agent_id, given.id as reason,
      count(distinct rooms.uuid)::int as n
    from rooms left join channels on channels.id = rooms.channel_id
    join contact_reason_events e on e.room_uuid = rooms.uuid
    cross join lateral jsonb_array_elements_text(e.contact_reasons) as given(id)
    where ${roomsWhere(f)} group by 1, 2, 3, 4, 5`.execute(db);
  const settles = new Map<number, number>();
  // One group per bucket, skill, channel and agent: its conversations, its rooms closed, its reasons.
  const groups = new Map<string, SumsGroup>();
  const groupOf = (r: Record<string, unknown>) => {
    const slot = Number(r.slot);
    const key = `${slot} ${r.skill_id} ${r.channel} ${r.agent_id}`;
    const group = groups.get(key) ?? {
      ...zeroSums(),
      slot,
      skill_id: r.skill_id === null ? null : Number(r.skill_id),
      channel: String(r.channel),
      agent_id: r.agent_id === null ? null : Number(r.agent_id),
      reasons: {},
    };
    groups.set(key, group);
    return group;
  };
  for (const r of [...created.rows, ...closed.rows]) {
    const slot = Number(r.slot);
    if (slot < 0) continue;
    addSums(groupOf(r), r);
    if (r.settles_at) {
      const at = new Date(r.settles_at as string).getTime();
      settles.set(slot, Math.min(at, settles.get(slot) ?? at));
    }
  }
  for (const r of reasons.rows) {
    if (Number(r.slot) < 0) continue;
    const group = groupOf(r);
    group.reasons[String(r.reason)] = (group.reasons[String(r.reason)] ?? 0) + num(r.n);
  }
  return { groups: [...groups.values()], settles };
}
