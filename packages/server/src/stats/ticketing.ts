import type { StatsDashboardQuery, TicketingDashboard } from '@omnicanal/api';
import { STATS_LATE_AFTER_SECONDS, TICKET_STATUSES, ticketLateRate, wholeSeconds } from '@omnicanal/core';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { agentName, type StatsFilter, skillsIn } from './conversations.ts';
import type { ExportTable } from './exports.ts';
import { rangeAnswer } from './figures.ts';
import { bucketSlot, num, numOrNull, secondsBetween } from './sql.ts';

/*
 * The ticketing dashboards (second stats service, `/ticketing/*`) over the `tickets` table the
 * ticketing area fills (migration 0048). Each figure counts what happened in the range by its own
 * instant — created, closed, taken — in the company's time zone, with the definitions of
 * `@omnicanal/core` stats/ticketing.ts written in SQL here. Skill and agent filter as on the
 * conversations' dashboards.
 */

/** The tickets of the filter whose `column` falls in the range (any instant when `column` is null). */
function ticketsWhere(
  f: StatsFilter,
  column: 'created_at' | 'closed_at' | 'taken_at' | null,
): RawBuilder<boolean> {
  const ref = column ? sql.ref(`tickets.${column}`) : null;
  return sql<boolean>`tickets.company_id = ${f.companyId}
    ${ref ? sql`and ${ref} >= ${f.range.from} and ${ref} < ${f.range.to}` : sql``}
    ${f.skill ? sql`and tickets.skill_id = ${f.skill}` : sql``}
    ${skillsIn(f, sql.ref('tickets.skill_id'))}
    ${f.agent ? sql`and tickets.agent_id = (select id from users where uuid = ${f.agent} and company_id = ${f.companyId})` : sql``}`;
}

/** `isTicketLate` of core: no reply within 10 minutes of the creation (to the close, or now while open). */
const lateSql = (now: Date) =>
  sql<boolean>`(coalesce(tickets.first_reply_at, tickets.closed_at, ${now}::timestamptz) - tickets.created_at
    >= ${`${STATS_LATE_AFTER_SECONDS} seconds`}::interval)`;
const firstReplySql = secondsBetween(sql`tickets.created_at`, sql`tickets.first_reply_at`);
const resolutionSql = secondsBetween(sql`tickets.created_at`, sql`tickets.closed_at`);

/** `instant` within the range, as SQL. */
const inRange = (f: StatsFilter, instant: RawBuilder<unknown>) =>
  sql<boolean>`(${instant} >= ${f.range.from} and ${instant} < ${f.range.to})`;

/**
 * `GET /ticketing/dashboard`: figures, chart, statuses, kinds and agents of the range. Two reads of
 * the tickets whatever the range (a year of them is read twice, not once per figure): those created
 * in it, grouped by bucket, status and kind; and those closed or taken in it, by bucket of their
 * close and agent.
 */
export async function ticketingDashboard(
  db: Kysely<DB>,
  interval: StatsDashboardQuery['interval'],
  f: StatsFilter,
): Promise<TicketingDashboard> {
  const closedHere = inRange(f, sql`tickets.closed_at`);
  const takenHere = inRange(f, sql`tickets.taken_at`);
  const [created, worked, open, kindNames] = await Promise.all([
    sql<{
      slot: number;
      status: string;
      kind_id: number | null;
      n: number;
      late: number;
      reply_sum: number | null;
      reply_n: number;
    }>`
      select ${bucketSlot(sql`tickets.created_at`, f.range)} as slot, tickets.status, tickets.kind_id,
        count(*)::int as n, count(*) filter (where ${lateSql(f.now)})::int as late,
        sum(${firstReplySql}) as reply_sum, count(${firstReplySql})::int as reply_n
      from tickets where ${ticketsWhere(f, 'created_at')}
      group by 1, 2, 3`.execute(db),
    sql<{
      slot: number;
      agent_id: number | null;
      closed: number;
      taken: number;
      resolution_sum: number | null;
    }>`
      select (case when ${closedHere} then ${bucketSlot(sql`tickets.closed_at`, f.range)} else -1 end) as slot,
        tickets.agent_id,
        count(*) filter (where ${closedHere})::int as closed,
        count(*) filter (where ${takenHere})::int as taken,
        sum(${resolutionSql}) filter (where ${closedHere}) as resolution_sum
      from tickets where ${ticketsWhere(f, null)} and (${closedHere} or ${takenHere})
      group by 1, 2`.execute(db),
    sql<{ n: number }>`
      select count(*)::int as n from tickets where ${ticketsWhere(f, null)} and tickets.status <> 'closed'`.execute(
      db,
    ),
    db.selectFrom('ticket_kinds').select(['id', 'name']).where('company_id', '=', f.companyId).execute(),
  ]);

  const buckets = f.range.starts.map((start) => ({
    start: start.toISOString(),
    created: 0,
    closed: 0,
    late: 0,
  }));
  const statuses = new Map<string, number>();
  const kinds = new Map<number | null, number>();
  let total = 0;
  let late = 0;
  let replySum = 0;
  let replyN = 0;
  for (const r of created.rows) {
    const n = num(r.n);
    total += n;
    late += num(r.late);
    replySum += num(r.reply_sum);
    replyN += num(r.reply_n);
    statuses.set(r.status, (statuses.get(r.status) ?? 0) + n);
    const kind = numOrNull(r.kind_id);
    kinds.set(kind, (kinds.get(kind) ?? 0) + n);
    const b = buckets[Number(r.slot)];
    if (b) {
      b.created += n;
      b.late += num(r.late);
    }
  }
  let closedTotal = 0;
  let resolutionSum = 0;
  const perAgent = new Map<number, { taken: number; closed: number; resolution: number }>();
  for (const r of worked.rows) {
    const closed = num(r.closed);
    closedTotal += closed;
    resolutionSum += num(r.resolution_sum);
    const b = buckets[Number(r.slot)];
    if (b) b.closed += closed;
    if (r.agent_id !== null) {
      const row = perAgent.get(r.agent_id) ?? { taken: 0, closed: 0, resolution: 0 };
      row.closed += closed;
      row.taken += num(r.taken);
      row.resolution += num(r.resolution_sum);
      perAgent.set(r.agent_id, row);
    }
  }
  const kindName = new Map(kindNames.map((k) => [k.id, k.name]));

  const names = perAgent.size
    ? await db
        .selectFrom('users')
        .select(['id', 'uuid', 'first_name', 'last_name', 'email'])
        .where('id', 'in', [...perAgent.keys()])
        .where('company_id', '=', f.companyId)
        .execute()
    : [];
  const mean = (sum: number, n: number) => (n > 0 ? wholeSeconds(sum / n) : null);
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    ...rangeAnswer(interval, f),
    kpis: {
      created: total,
      closed: closedTotal,
      open_now: num(open.rows[0]?.n),
      late,
      late_rate: ticketLateRate(late, total),
      avg_first_reply: mean(replySum, replyN),
      avg_resolution: mean(resolutionSum, closedTotal),
    },
    buckets,
    by_status: TICKET_STATUSES.map((status) => ({ status, count: statuses.get(status) ?? 0 })),
    by_kind: [...kinds]
      .map(([id, count]) => ({ kind_id: id, kind: id === null ? '' : (kindName.get(id) ?? ''), count }))
      .sort((a, b) => b.count - a.count || byName(a.kind, b.kind)),
    agents: names
      .map((u) => {
        const row = perAgent.get(u.id) ?? { taken: 0, closed: 0, resolution: 0 };
        return {
          agent: u.uuid,
          name: agentName(u),
          taken: row.taken,
          closed: row.closed,
          avg_resolution: mean(row.resolution, row.closed),
        };
      })
      .sort((a, b) => b.closed - a.closed || b.taken - a.taken || byName(a.name, b.name)),
  };
}

/** The columns of the tickets' export, one line per ticket created in the range. */
export const TICKET_EXPORT_COLUMNS = [
  'created_at',
  'ticket',
  'kind',
  'skill',
  'status',
  'agent',
  'taken_at',
  'first_reply_at',
  'closed_at',
  'first_reply_seconds',
  'resolution_seconds',
  'late',
  'subject',
] as const;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : '');

/**
 * `GET /ticketing/export/events`: one line per ticket created in the range, oldest first, with the
 * figures the dashboard counts it in — the subject is the customer's text, a cell like any other,
 * neutralised by the export when it reads as a formula.
 */
export async function ticketEventsTable(db: Kysely<DB>, f: StatsFilter): Promise<ExportTable> {
  const { rows } = await sql<{
    id: number;
    created_at: Date;
    kind: string | null;
    skill: string | null;
    status: string;
    taken_at: Date | null;
    first_reply_at: Date | null;
    closed_at: Date | null;
    first_reply: number | null;
    resolution: number | null;
    late: boolean;
    subject: string;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
  }>`
    select tickets.id, tickets.created_at, ticket_kinds.name as kind, skills.name as skill, tickets.status,
      tickets.taken_at, tickets.first_reply_at, tickets.closed_at,
      ${firstReplySql} as first_reply, ${resolutionSql} as resolution, ${lateSql(f.now)} as late,
      tickets.subject, users.first_name, users.last_name, users.email
    from tickets
    left join ticket_kinds on ticket_kinds.id = tickets.kind_id
    left join skills on skills.id = tickets.skill_id
    left join users on users.id = tickets.agent_id
    where ${ticketsWhere(f, 'created_at')}
    order by tickets.created_at, tickets.id`.execute(db);
  return {
    header: TICKET_EXPORT_COLUMNS,
    rows: rows.map((r) => [
      iso(r.created_at),
      Number(r.id),
      r.kind ?? '',
      r.skill ?? '',
      r.status,
      r.first_name || r.last_name || r.email ? agentName(r) : '',
      iso(r.taken_at),
      iso(r.first_reply_at),
      iso(r.closed_at),
      wholeSeconds(numOrNull(r.first_reply)) ?? '',
      wholeSeconds(numOrNull(r.resolution)) ?? '',
      r.late ? 1 : 0,
      r.subject,
    ]),
  };
}
