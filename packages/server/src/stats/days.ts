import {
  NPS_DETRACTOR_MAX,
  NPS_PROMOTER_MIN,
  STATS_LATE_AFTER_SECONDS,
  type StatsRange,
} from '@omnicanal/core';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { conversationsSql, roomsWhere, type StatsFilter } from './conversations.ts';
import { bucketSlot, num } from './sql.ts';

/*
 * The conversations of a range as sums per bucket, skill, channel and agent: what the overview,
 * the agents' activity and the guests' conversation counts add up. A past day's sums are kept
 * (`stats_days`, migration 0047, which says how they stay exact) and read back; the day that is
 * still going on, hourly buckets and a day whose sums are stale are computed from the rooms.
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
async function roomGroups(db: Kysely<DB>, f: StatsFilter) {
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

interface Day {
  slot: number;
  start: Date;
  end: Date;
}

const daysOf = (range: StatsRange): Day[] =>
  range.starts.map((start, slot) => ({ slot, start, end: range.starts[slot + 1] ?? range.to }));

/** The filter's agent as a user id: undefined when it has none, null when it names no user of the company. */
async function agentIdOf(db: Kysely<DB>, f: StatsFilter) {
  if (!f.agent) return undefined;
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('uuid', '=', f.agent)
    .where('company_id', '=', f.companyId)
    .executeTakeFirst();
  return user?.id ?? null;
}

/** The filter's skill and agent applied to sums computed for every skill and agent. */
function keeps(f: StatsFilter, agentId: number | null | undefined) {
  return (g: SumsGroup) =>
    (!f.skill || g.skill_id === f.skill) &&
    (!f.skills || (g.skill_id !== null && f.skills.includes(g.skill_id))) &&
    (agentId === undefined || (agentId !== null && g.agent_id === agentId));
}

/** Consecutive days as one range each, so a run of missing days is read from the rooms at once. */
function runsOf(days: Day[]): Day[][] {
  const runs: Day[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run.at(-1)?.end.getTime() === day.start.getTime()) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

/**
 * Waits a moment for the transactions running now to end: one that changed a room before the
 * `computing` rows existed could not mark them, so the rooms are read once it has committed. False
 * when some still run (a long import, say): the days are then answered but not kept.
 */
async function runningEnded(db: Kysely<DB>, waitMs = 2_000): Promise<boolean> {
  const running = await sql<{ xid: string }>`
    select x::text as xid from pg_snapshot_xip(pg_current_snapshot()) as x`.execute(db);
  let pending = running.rows.map((r) => r.xid);
  const deadline = Date.now() + waitMs;
  while (pending.length > 0) {
    const { rows } = await sql<{ xid: string }>`select x as xid from unnest(${pending}::text[]) as x
      where pg_xact_status(x::xid8) = 'in progress'`.execute(db);
    pending = rows.map((r) => r.xid);
    if (pending.length === 0) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

/**
 * Computes past days from the rooms for every skill and agent, and keeps them. The rows say
 * `computing` before the rooms are read, and the rooms are read once the transactions that were
 * running then have ended; a day marked stale meanwhile, or taken over by a later computation, is
 * not kept. Rows are written in day order, as the marks of a room's days are, so neither waits on
 * the other in a cycle.
 */
async function computeDays(db: Kysely<DB>, f: StatsFilter, days: Day[]): Promise<SumsGroup[]> {
  const now = f.now;
  const versions = await db.transaction().execute(async (trx) => {
    // Days kept in another zone are of no use once the company's zone changed.
    await trx
      .deleteFrom('stats_days')
      .where('company_id', '=', f.companyId)
      .where('zone', '<>', f.zone)
      .execute();
    const rows = await trx
      .insertInto('stats_days')
      .values(
        days.map((d) => ({
          company_id: f.companyId,
          zone: f.zone,
          starts_at: d.start,
          ends_at: d.end,
          state: 'computing' as const,
          computed_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['company_id', 'zone', 'starts_at']).doUpdateSet((eb) => ({
          state: 'computing' as const,
          ends_at: eb.ref('excluded.ends_at'),
          computed_at: eb.ref('excluded.computed_at'),
          version: sql<number>`stats_days.version + 1`,
        })),
      )
      .returning(['starts_at', 'version'])
      .execute();
    return new Map(rows.map((r) => [new Date(r.starts_at).getTime(), r.version]));
  });

  const keep = await runningEnded(db);
  const whole: StatsFilter = { ...f, skill: null, agent: null, skills: null };
  const computed: SumsGroup[] = [];
  const settles = new Map<number, number>();
  for (const run of runsOf(days)) {
    const range: StatsRange = {
      from: run[0]!.start,
      to: run.at(-1)!.end,
      bucket: 'day',
      starts: run.map((d) => d.start),
    };
    const part = await roomGroups(db, { ...whole, range });
    for (const g of part.groups) computed.push({ ...g, slot: run[g.slot]!.slot });
    for (const [slot, at] of part.settles) settles.set(run[slot]!.slot, at);
  }

  if (keep) await keepDays(db, f, days, versions, computed, settles);
  return computed;
}

/** Writes the computed days still `computing` at this computation's version, and makes them ready. */
async function keepDays(
  db: Kysely<DB>,
  f: StatsFilter,
  days: Day[],
  versions: Map<number, number>,
  computed: SumsGroup[],
  settles: Map<number, number>,
) {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('stats_days')
      .select(['starts_at', 'version', 'state'])
      .where('company_id', '=', f.companyId)
      .where('zone', '=', f.zone)
      .where(
        'starts_at',
        'in',
        days.map((d) => d.start),
      )
      .orderBy('starts_at')
      .forUpdate()
      .execute();
    const mine = new Set(
      current
        .filter((r) => r.state === 'computing' && versions.get(new Date(r.starts_at).getTime()) === r.version)
        .map((r) => new Date(r.starts_at).getTime()),
    );
    const kept = days.filter((d) => mine.has(d.start.getTime()));
    if (kept.length === 0) return;
    const starts = kept.map((d) => d.start);
    await trx
      .deleteFrom('stats_day_groups')
      .where('company_id', '=', f.companyId)
      .where('zone', '=', f.zone)
      .where('starts_at', 'in', starts)
      .execute();
    const keptSlots = new Map(kept.map((d) => [d.slot, d.start]));
    const rows = computed
      .filter((g) => keptSlots.has(g.slot))
      .map(({ slot, reasons, ...g }) => ({
        ...g,
        reasons: JSON.stringify(reasons),
        company_id: f.companyId,
        zone: f.zone,
        starts_at: keptSlots.get(slot)!,
      }));
    for (let i = 0; i < rows.length; i += 1000)
      await trx
        .insertInto('stats_day_groups')
        .values(rows.slice(i, i + 1000))
        .execute();
    for (const d of kept) {
      const settlesAt = settles.get(d.slot);
      await trx
        .updateTable('stats_days')
        .set({ state: 'ready', valid_until: settlesAt === undefined ? null : new Date(settlesAt) })
        .where('company_id', '=', f.companyId)
        .where('zone', '=', f.zone)
        .where('starts_at', '=', d.start)
        .execute();
    }
  });
}

/** The kept sums of the range's past days that still hold now, and which days they cover. */
async function keptGroups(db: Kysely<DB>, f: StatsFilter, days: Day[]) {
  if (days.length === 0) return { groups: [] as SumsGroup[], covered: new Set<number>() };
  const from = days[0]!.start;
  const to = days.at(-1)!.end;
  const covered = await db
    .selectFrom('stats_days')
    .select('starts_at')
    .where('company_id', '=', f.companyId)
    .where('zone', '=', f.zone)
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to)
    .where('state', '=', 'ready')
    .where('computed_at', '<=', f.now)
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', f.now)]))
    .execute();
  const fresh = new Set(covered.map((r) => new Date(r.starts_at).getTime()));
  // The days' rows by their index alone, the fresh ones kept here (a join was planned badly on PGlite).
  // One JSON value rather than a row each: PGlite decodes a year of rows several times slower.
  const { rows: answer } = await sql<{ groups: Record<string, unknown>[] }>`select
      coalesce(json_agg(g), '[]'::json) as groups from stats_day_groups g
    where g.company_id = ${f.companyId} and g.zone = ${f.zone}
      and g.starts_at >= ${from}::timestamptz and g.starts_at < ${to}::timestamptz`.execute(db);
  const rows = answer[0]?.groups ?? [];
  const slotOf = new Map(days.map((d) => [d.start.getTime(), d.slot]));
  const groups = rows.flatMap((r): SumsGroup[] => {
    const start = new Date(r.starts_at as string).getTime();
    const slot = slotOf.get(start);
    if (slot === undefined || !fresh.has(start)) return [];
    return [
      {
        ...addSums(zeroSums(), r),
        slot,
        skill_id: r.skill_id === null ? null : Number(r.skill_id),
        channel: String(r.channel),
        agent_id: r.agent_id === null ? null : Number(r.agent_id),
        reasons: (r.reasons ?? {}) as Record<string, number>,
      },
    ];
  });
  return { groups, covered: fresh };
}

/**
 * The filter's conversations as sums per bucket, skill, channel and agent. Hourly ranges (a day)
 * read the rooms; daily ranges read the kept past days, compute and keep the missing or stale
 * ones, and read the day still going on from the rooms.
 */
export async function conversationGroups(db: Kysely<DB>, f: StatsFilter): Promise<SumsGroup[]> {
  if (f.range.bucket !== 'day') return (await roomGroups(db, f)).groups;
  const days = daysOf(f.range);
  const past = days.filter((d) => d.end.getTime() <= f.now.getTime());
  const going = days.filter((d) => d.end.getTime() > f.now.getTime());
  const kept = await keptGroups(db, f, past);
  const missing = past.filter((d) => !kept.covered.has(d.start.getTime()));
  const agentId = await agentIdOf(db, f);
  const groups = [...kept.groups.filter(keeps(f, agentId))];
  if (missing.length > 0) groups.push(...(await computeDays(db, f, missing)).filter(keeps(f, agentId)));
  if (going.length > 0) {
    const range: StatsRange = { ...f.range, from: going[0]!.start, starts: going.map((d) => d.start) };
    for (const g of (await roomGroups(db, { ...f, range })).groups)
      groups.push({ ...g, slot: going[g.slot]!.slot });
  }
  return groups;
}
