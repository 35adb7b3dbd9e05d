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

/** The overview's headline figures over the conversations of the filter. */
async function kpis(db: Kysely<DB>, f: StatsFilter): Promise<DashboardKpis> {
  const { rows } = await sql<Record<string, unknown>>`with c as (${conversationsSql(f)})
    select count(*)::int as total, count(*) filter (where handled)::int as handled,
      avg(waiting)::float8 as avg_waiting, avg(first_response)::float8 as avg_first_response,
      avg(running)::float8 as avg_running, count(*) filter (where late)::int as late,
      coalesce(sum(sat), 0)::float8 as sat_sum, count(sat)::int as sat_count,
      count(nps)::int as nps_count,
      count(*) filter (where nps >= ${NPS_PROMOTER_MIN})::int as promoters,
      count(*) filter (where nps <= ${NPS_DETRACTOR_MAX})::int as detractors,
      coalesce(sum(visitor_messages), 0)::int as visitor_messages,
      coalesce(sum(agent_messages), 0)::int as agent_messages
    from c`.execute(db);
  const r = rows[0] ?? {};
  const total = num(r.total);
  return {
    conversations: total,
    handled: num(r.handled),
    handle_rate: handleRate(num(r.handled), total),
    avg_waiting: avgSeconds(r.avg_waiting),
    avg_first_response: avgSeconds(r.avg_first_response),
    avg_running: avgSeconds(r.avg_running),
    late_count: num(r.late),
    late_rate: percent(num(r.late), total),
    avg_sat: averageSatisfaction(num(r.sat_sum), num(r.sat_count)),
    sat_count: num(r.sat_count),
    nps: netPromoterScore(num(r.promoters), num(r.detractors), num(r.nps_count)),
    nps_count: num(r.nps_count),
    visitor_messages: num(r.visitor_messages),
    agent_messages: num(r.agent_messages),
  };
}

/**
 * The chart: conversations created per bucket, and of those, handled and late; rooms closed per
 * bucket of their closing time (as the agent console's chart counts them).
 */
async function buckets(db: Kysely<DB>, f: StatsFilter): Promise<DashboardBucket[]> {
  const created = await sql<{ slot: number; created: number; handled: number; late: number }>`
    with c as (${conversationsSql(f)})
    select ${bucketSlot(sql`created_at`, f.range)} as slot, count(*)::int as created,
      count(*) filter (where handled)::int as handled, count(*) filter (where late)::int as late
    from c group by 1`.execute(db);
  const closed = await sql<{ slot: number; n: number }>`
    select ${bucketSlot(sql`rooms.last_closed`, f.range)} as slot, count(*)::int as n
    from rooms where rooms.status = 'closed' and ${roomsWhere(f, 'last_closed')} group by 1`.execute(db);
  const out = f.range.starts.map((start) => ({
    start: start.toISOString(),
    created: 0,
    handled: 0,
    closed: 0,
    late: 0,
  }));
  for (const r of created.rows) {
    const b = out[Number(r.slot)];
    if (b) Object.assign(b, { created: num(r.created), handled: num(r.handled), late: num(r.late) });
  }
  for (const r of closed.rows) {
    const b = out[Number(r.slot)];
    if (b) b.closed = num(r.n);
  }
  return out;
}

/** `GET /stats/dashboard`: figures, chart, channels, skills and the top contact reasons. */
export async function overview(
  db: Kysely<DB>,
  interval: StatsDashboardQuery['interval'],
  f: StatsFilter,
): Promise<StatsDashboard> {
  const byChannel = await sql<{ channel: string; n: number }>`with c as (${conversationsSql(f)})
    select channel, count(*)::int as n from c group by channel order by n desc, channel`.execute(db);
  const bySkill = await sql<Record<string, unknown>>`with c as (${conversationsSql(f)})
    select skill_id, coalesce(skill_name, '') as skill, count(*)::int as n,
      count(*) filter (where handled)::int as handled, avg(waiting)::float8 as avg_waiting
    from c group by skill_id, skill_name order by n desc, skill`.execute(db);
  // A reason counts once per conversation, however many times it was given there.
  const reasons = await sql<{ id: number; label: string; n: number }>`with c as (${conversationsSql(f)})
    select reasons.id, reasons.label, count(distinct c.uuid)::int as n
    from c join contact_reason_events e on e.room_uuid = c.uuid
    cross join lateral jsonb_array_elements_text(e.contact_reasons) as given(id)
    join contact_reasons reasons on reasons.id = given.id::int and reasons.company_id = ${f.companyId}
    group by reasons.id, reasons.label order by n desc, reasons.label
    limit ${STATS_TOP_CONTACT_REASONS}`.execute(db);
  return {
    ...rangeAnswer(interval, f),
    kpis: await kpis(db, f),
    buckets: await buckets(db, f),
    by_channel: byChannel.rows.map((r) => ({ channel: r.channel, conversations: num(r.n) })),
    by_skill: bySkill.rows.map((r) => ({
      skill_id: numOrNull(r.skill_id),
      skill: String(r.skill),
      conversations: num(r.n),
      handle_rate: handleRate(num(r.handled), num(r.n)),
      avg_waiting: avgSeconds(r.avg_waiting),
    })),
    contact_reasons: reasons.rows.map((r) => ({ id: num(r.id), label: r.label, count: num(r.n) })),
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
