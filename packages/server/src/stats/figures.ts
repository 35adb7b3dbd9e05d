import type {
  AgentActivityRow,
  DashboardBucket,
  DashboardKpis,
  StatsDashboard,
  StatsDashboardQuery,
} from '@omnicanal/api';
import { STATS_TOP_CONTACT_REASONS } from '@omnicanal/api';
import { averageSatisfaction, handleRate, netPromoterScore, percent, wholeSeconds } from '@omnicanal/core';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { agentName, type StatsFilter } from './conversations.ts';
import { addSums, type Sums, type SumsGroup, zeroSums } from './day-sums.ts';
import { conversationGroups } from './days.ts';
import { num } from './sql.ts';

/** The range part of every answer. */
export const rangeAnswer = (interval: StatsDashboardQuery['interval'], f: StatsFilter) => ({
  interval,
  from: f.range.from.toISOString(),
  to: f.range.to.toISOString(),
  bucket: f.range.bucket,
  zone: f.zone,
});

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
 * The contact reasons given in the filter's conversations, most first (the `limit` first), a reason
 * counted once per conversation; from `groups` when the caller has them already.
 */
export async function reasonCounts(db: Kysely<DB>, f: StatsFilter, limit?: number, groups?: SumsGroup[]) {
  const totals = new Map<number, number>();
  for (const g of groups ?? (await conversationGroups(db, f)))
    for (const [id, n] of Object.entries(g.reasons))
      if (/^\d+$/.test(id)) totals.set(Number(id), (totals.get(Number(id)) ?? 0) + n);
  if (totals.size === 0) return [];
  // The labels, and the order of equal counts, as the database sorts text.
  const { rows } = await sql<{ id: number; label: string; n: number }>`
    select reasons.id, reasons.label, given.n
    from unnest(${[...totals.keys()]}::int[], ${[...totals.values()]}::int[]) as given(id, n)
    join contact_reasons reasons on reasons.id = given.id and reasons.company_id = ${f.companyId}
    order by given.n desc, reasons.label
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
  const groups = await conversationGroups(db, f);
  const names = await skillNames(db, f.companyId);
  const total = zeroSums();
  const skills = new Map<string, { id: number | null; name: string; sums: Sums }>();
  const buckets: DashboardBucket[] = f.range.starts.map((start) => ({
    start: start.toISOString(),
    created: 0,
    handled: 0,
    closed: 0,
    late: 0,
  }));
  for (const g of groups) {
    addSums(total, g);
    const key = `${g.skill_id}`;
    if (g.n > 0) {
      const skill = skills.get(key) ?? {
        id: g.skill_id,
        name: names.get(g.skill_id) ?? '',
        sums: zeroSums(),
      };
      skills.set(key, { ...skill, sums: addSums(skill.sums, g) });
    }
    const b = buckets[g.slot];
    if (b) {
      b.created += g.n;
      b.handled += g.handled;
      b.late += g.late;
      b.closed += g.closed_here;
    }
  }
  return {
    ...rangeAnswer(interval, f),
    kpis: kpisOf(total),
    buckets,
    by_channel: conversationsByChannel(groups),
    by_skill: [...skills.values()]
      .map((s) => ({
        skill_id: s.id,
        skill: s.name,
        conversations: s.sums.n,
        handle_rate: handleRate(s.sums.handled, s.sums.n),
        avg_waiting: mean(s.sums.waiting_sum, s.sums.waiting_n),
      }))
      .sort((a, b) => b.conversations - a.conversations || byName(a.skill, b.skill)),
    contact_reasons: await reasonCounts(db, f, STATS_TOP_CONTACT_REASONS, groups),
  };
}

/** The conversations per channel, most first (the overview's and the guests' conversations' table). */
export function conversationsByChannel(groups: readonly SumsGroup[]) {
  const channels = new Map<string, number>();
  for (const g of groups) if (g.n > 0) channels.set(g.channel, (channels.get(g.channel) ?? 0) + g.n);
  return [...channels]
    .map(([channel, conversations]) => ({ channel, conversations }))
    .sort((a, b) => b.conversations - a.conversations || byName(a.channel, b.channel));
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** `GET /stats/dashboard2`: per agent, over the conversations they hold that were created in range. */
export async function agentActivity(db: Kysely<DB>, f: StatsFilter): Promise<AgentActivityRow[]> {
  const perAgent = new Map<number, Sums>();
  for (const g of await conversationGroups(db, f))
    if (g.agent_id !== null && g.n > 0)
      perAgent.set(g.agent_id, addSums(perAgent.get(g.agent_id) ?? zeroSums(), g));
  if (perAgent.size === 0) return [];
  // The users in the lists' order; the sort below keeps it among agents who took as many rooms.
  const users = await db
    .selectFrom('users')
    .select(['id', 'uuid', 'first_name', 'last_name', 'email'])
    .where('id', 'in', [...perAgent.keys()])
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('uuid')
    .execute();
  return users
    .map((u) => {
      const t = perAgent.get(u.id) as Sums;
      return {
        agent: u.uuid,
        name: agentName(u),
        taken: t.handled,
        closed: t.closed,
        avg_first_response: mean(t.fr_sum, t.fr_n),
        avg_running: mean(t.run_sum, t.run_n),
        avg_sat: averageSatisfaction(t.sat_sum, t.sat_n),
        agent_messages: t.agent_messages,
      };
    })
    .sort((a, b) => b.taken - a.taken);
}

/** The company's skill names by id (a room's skill deleted since reads as no name). */
async function skillNames(db: Kysely<DB>, companyId: number) {
  const rows = await db
    .selectFrom('skills')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .execute();
  return new Map<number | null, string>(rows.map((r) => [r.id, r.name]));
}
