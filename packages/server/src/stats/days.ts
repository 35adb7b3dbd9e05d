import type { StatsRange } from '@omnicanal/core';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { StatsFilter } from './conversations.ts';
import { addSums, roomGroups, type SumsGroup, zeroSums } from './day-sums.ts';

/*
 * The conversations of a range as sums per bucket, skill, channel and agent (`day-sums.ts`): what
 * the overview, the agents' activity, the guests' conversation counts and the contact reasons add
 * up. A past day's sums are kept (`stats_days`, migration 0047, which says how they stay exact) and
 * read back; the day that is still going on, hourly buckets and a day whose sums are stale are
 * computed from the rooms.
 */

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
