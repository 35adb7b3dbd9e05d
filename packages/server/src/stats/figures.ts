import type {
  AgentActivityRow,
  DashboardBucket,
  DashboardKpis,
  StatsDashboard,
  StatsDashboardQuery,
} from '@omnicanal/api';
import { STATS_TOP_CONTACT_REASONS } from '@omnicanal/api';
import {
  averageSatisfaction,
  handleRate,
  NPS_DETRACTOR_MAX,
  NPS_PROMOTER_MIN,
  netPromoterScore,
  percent,
  wholeSeconds,
} from '@omnicanal/core';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { agentName, conversationsSql, roomsWhere, type StatsFilter } from './conversations.ts';
import { bucketSlot, num, numOrNull } from './sql.ts';

const avgSeconds = (value: unknown) => wholeSeconds(numOrNull(value));

/** The range part of every answer. */
export const rangeAnswer = (interval: StatsDashboardQuery['interval'], f: StatsFilter) => ({
  interval,
  from: f.range.from.toISOString(),
  to: f.range.to.toISOString(),
  bucket: f.range.bucket,
});

/** Sums over a group of conversations: every overview figure is made from these. */
interface Sums {
  n: number;
  handled: number;
  late: number;
  waiting_sum: number;
  waiting_n: number;
  fr_sum: number;
  fr_n: number;
  run_sum: number;
  run_n: number;
  sat_sum: number;
  sat_n: number;
  nps_n: number;
  promoters: number;
  detractors: number;
  visitor_messages: number;
  agent_messages: number;
}
const SUM_KEYS = [
  'n',
  'handled',
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
] as const;
const zero = (): Sums => Object.fromEntries(SUM_KEYS.map((k) => [k, 0])) as unknown as Sums;
const add = (into: Sums, row: Record<string, unknown>) => {
  for (const k of SUM_KEYS) into[k] += num(row[k]);
  return into;
};
/** An average of durations in whole seconds, null when none was measured. */
const mean = (sum: number, n: number) => (n > 0 ? wholeSeconds(sum / n) : null);

function kpisOf(t: Sums): DashboardKpis {
  return {
    conversations: t.n,
    handled: t.handled,
    handle_rate: handleRate(t.handled, t.n),
    avg_waiting: mean(t.waiting_sum, t.waiting_n),
    avg_first_response: mean(t.fr_sum, t.fr_n),
    avg_running: mean(t.run_sum, t.run_n),
    late_count: t.late,
    late_rate: percent(t.late, t.n),
    avg_sat: averageSatisfaction(t.sat_sum, t.sat_n),
    sat_count: t.sat_n,
    nps: netPromoterScore(t.promoters, t.detractors, t.nps_n),
    nps_count: t.nps_n,
    visitor_messages: t.visitor_messages,
    agent_messages: t.agent_messages,
  };
}

/**
 * One pass over the conversations, grouped by skill, channel and bucket: the headline figures,
 * the chart's created, handled and late, and the channel and skill tables all add these groups up
 * (a year of rooms is read once, not once per table).
 */
async function groupedSums(db: Kysely<DB>, f: StatsFilter) {
  const { rows } = await sql<Record<string, unknown>>`with c as (${conversationsSql(f)})
    select skill_id, coalesce(skill_name, '') as skill, channel, ${bucketSlot(sql`created_at`, f.range)} as slot,
      count(*)::int as n, count(*) filter (where handled)::int as handled, count(*) filter (where late)::int as late,
      coalesce(sum(waiting), 0)::float8 as waiting_sum, count(waiting)::int as waiting_n,
      coalesce(sum(first_response), 0)::float8 as fr_sum, count(first_response)::int as fr_n,
      coalesce(sum(running), 0)::float8 as run_sum, count(running)::int as run_n,
      coalesce(sum(sat), 0)::float8 as sat_sum, count(sat)::int as sat_n, count(nps)::int as nps_n,
      count(*) filter (where nps >= ${NPS_PROMOTER_MIN})::int as promoters,
      count(*) filter (where nps <= ${NPS_DETRACTOR_MAX})::int as detractors,
      coalesce(sum(visitor_messages), 0)::int as visitor_messages,
      coalesce(sum(agent_messages), 0)::int as agent_messages
    from c group by 1, 2, 3, 4`.execute(db);
  return rows;
}

/** Rooms closed per bucket of their closing time (as the agent console's chart counts them). */
async function closedSlots(db: Kysely<DB>, f: StatsFilter) {
  const { rows } = await sql<{ slot: number; n: number }>`
    select ${bucketSlot(sql`rooms.last_closed`, f.range)} as slot, count(*)::int as n
    from rooms where rooms.status = 'closed' and ${roomsWhere(f, 'last_closed')} group by 1`.execute(db);
  return rows;
}

/** The contact reasons given, most first (the `limit` first); a reason counts once per conversation. */
export async function reasonCounts(db: Kysely<DB>, f: StatsFilter, limit?: number) {
  const { rows } = await sql<{ id: number; label: string; n: number }>`
    select reasons.id, reasons.label, count(distinct rooms.uuid)::int as n
    from rooms join contact_reason_events e on e.room_uuid = rooms.uuid
    cross join lateral jsonb_array_elements_text(e.contact_reasons) as given(id)
    join contact_reasons reasons on reasons.id = given.id::int and reasons.company_id = ${f.companyId}
    where ${roomsWhere(f)}
    group by reasons.id, reasons.label order by n desc, reasons.label
    ${limit ? sql`limit ${limit}` : sql``}`.execute(db);
  return rows.map((r) => ({ id: num(r.id), label: r.label, count: num(r.n) }));
}

/**
 * `GET /stats/dashboard`: figures, chart, channels, skills and the top contact reasons. The chart
 * counts the conversations created per bucket, and of those, handled and late; and the rooms
 * closed per bucket of their closing time.
 */
export async function overview(
  db: Kysely<DB>,
  interval: StatsDashboardQuery['interval'],
  f: StatsFilter,
): Promise<StatsDashboard> {
  const groups = await groupedSums(db, f);
  const total = zero();
  const channels = new Map<string, number>();
  const skills = new Map<string, { id: number | null; name: string; sums: Sums }>();
  const buckets: DashboardBucket[] = f.range.starts.map((start) => ({
    start: start.toISOString(),
    created: 0,
    handled: 0,
    closed: 0,
    late: 0,
  }));
  for (const g of groups) {
    add(total, g);
    channels.set(String(g.channel), (channels.get(String(g.channel)) ?? 0) + num(g.n));
    const key = `${g.skill_id}`;
    const skill = skills.get(key) ?? { id: numOrNull(g.skill_id), name: String(g.skill), sums: zero() };
    skills.set(key, { ...skill, sums: add(skill.sums, g) });
    const b = buckets[Number(g.slot)];
    if (b) {
      b.created += num(g.n);
      b.handled += num(g.handled);
      b.late += num(g.late);
    }
  }
  for (const r of await closedSlots(db, f)) {
    const b = buckets[Number(r.slot)];
    if (b) b.closed = num(r.n);
  }
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    ...rangeAnswer(interval, f),
    kpis: kpisOf(total),
    buckets,
    by_channel: [...channels]
      .map(([channel, conversations]) => ({ channel, conversations }))
      .sort((a, b) => b.conversations - a.conversations || byName(a.channel, b.channel)),
    by_skill: [...skills.values()]
      .map((s) => ({
        skill_id: s.id,
        skill: s.name,
        conversations: s.sums.n,
        handle_rate: handleRate(s.sums.handled, s.sums.n),
        avg_waiting: mean(s.sums.waiting_sum, s.sums.waiting_n),
      }))
      .sort((a, b) => b.conversations - a.conversations || byName(a.skill, b.skill)),
    contact_reasons: await reasonCounts(db, f, STATS_TOP_CONTACT_REASONS),
  };
}

/** `GET /stats/dashboard2`: per agent, over the conversations they hold that were created in range. */
export async function agentActivity(db: Kysely<DB>, f: StatsFilter): Promise<AgentActivityRow[]> {
  const { rows } = await sql<Record<string, unknown>>`with c as (${conversationsSql(f)})
    select agent_uuid, agent_first_name as first_name, agent_last_name as last_name, agent_email as email,
      count(*) filter (where handled)::int as taken, count(*) filter (where status = 'closed')::int as closed,
      avg(first_response)::float8 as avg_first_response, avg(running)::float8 as avg_running,
      coalesce(sum(sat), 0)::float8 as sat_sum, count(sat)::int as sat_count,
      coalesce(sum(agent_messages), 0)::int as agent_messages
    from c where agent_uuid is not null
    group by agent_uuid, agent_first_name, agent_last_name, agent_email
    order by taken desc, agent_last_name, agent_first_name, agent_uuid`.execute(db);
  return rows.map((r) => ({
    agent: String(r.agent_uuid),
    name: agentName(r as { first_name: string | null; last_name: string | null; email: string | null }),
    taken: num(r.taken),
    closed: num(r.closed),
    avg_first_response: avgSeconds(r.avg_first_response),
    avg_running: avgSeconds(r.avg_running),
    avg_sat: averageSatisfaction(num(r.sat_sum), num(r.sat_count)),
    agent_messages: num(r.agent_messages),
  }));
}
