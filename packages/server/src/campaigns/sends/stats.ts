import { Readable } from 'node:stream';
import {
  type CampaignCounts,
  CampaignStats,
  CampaignStatsInterval,
  CampaignStatsQuery,
  customRangeProblem,
} from '@omnicanal/api';
import { DASHBOARD_ROLES, type StatsRange, statsRange } from '@omnicanal/core';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { csvCell } from '../../agents/stats/csv.ts';
import { readerCompany } from '../../auth/access.ts';
import { companyZone } from '../../billing/quotas.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { ServicePlugin } from '../../http/valibot.ts';
import { bucketSlot } from '../../stats/sql.ts';

/**
 * Spec 002 §2: `/dashboard/campaigns` and `/stats/campaigns` are for statistics managers,
 * managers, admins and owners — and the key accounts granted the company, as every dashboard.
 */
const READERS = {
  auth: 'dashboard',
  roles: DASHBOARD_ROLES,
  selfHostedOnly: true,
  what: 'campaign statistics',
  denied: 'Only statistics managers, managers and above may read campaign statistics.',
} as const;

/**
 * One definition of each count, shared by the totals, the table and the buckets. Each counts the
 * messages that got at least that far, as a funnel: a read message was delivered, and one the
 * contact answered still counts as delivered and read when its provider said so (the recipient's
 * own status has moved on to `replied`, its message's has not).
 */
const COUNTS = sql`count(*) filter (where r.sent_at is not null) as sent,
  count(*) filter (where m.status in ('delivered', 'read')) as delivered,
  count(*) filter (where m.status = 'read') as read,
  count(*) filter (where r.status = 'failed') as failed,
  count(*) filter (where r.replied_at is not null) as replied`;

/** The recipients (`r`) with their current message (`m`), whose status the counts read. */
const RECIPIENTS = sql`campaign_recipients r left join channel_messages m on m.id = r.channel_message_id`;

type CountRow = Record<keyof CampaignCounts, string | number>;
const counts = (row: CountRow | undefined): CampaignCounts => ({
  sent: Number(row?.sent ?? 0),
  delivered: Number(row?.delivered ?? 0),
  read: Number(row?.read ?? 0),
  failed: Number(row?.failed ?? 0),
  replied: Number(row?.replied ?? 0),
});

/** The recipients of the company (one campaign, when asked) first sent within the range. */
function inRange(companyId: number, range: StatsRange, campaign?: number) {
  return sql`r.company_id = ${companyId} and r.sent_at >= ${range.from} and r.sent_at < ${range.to}
    ${campaign ? sql`and r.campaign_id = ${campaign}` : sql``}`;
}

const day = (date: Date, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(date);

/**
 * The campaign statistics of spec 002 §7 (`/stats/campaigns`, `/interval`, `/export`): messages
 * sent in the interval, and for those, how many are delivered, read, failed and answered — per
 * campaign, bucket by bucket, and row by row in a CSV whose cells are neutralised.
 */
export const campaignStatsRoutes: ServicePlugin = async (app) => {
  const db: Kysely<DB> = app.db;

  /** The company read, and the range on its wall clock (its owner's zone, as every dashboard). */
  const rangeOf = async (request: FastifyRequest, query: CampaignStatsQuery) => {
    const problem = customRangeProblem({ interval: query.interval, dt_gt: query.dt_gt, dt_lt: query.dt_lt });
    if (problem)
      throw new HttpError(400, 'invalid_payload', 'The custom range is not valid.', { dt_lt: [problem] });
    const companyId = readerCompany(request);
    const zone = await companyZone(db, companyId);
    return { companyId, zone, range: statsRange(query.interval, new Date(app.clock()), zone, query) };
  };

  app.get(
    '/stats/campaigns',
    {
      config: READERS,
      schema: {
        summary: 'The campaigns’ sending figures over a period, in total and per campaign.',
        querystring: CampaignStatsQuery,
        response: { 200: CampaignStats },
      },
    },
    async (request) => {
      const { companyId, range } = await rangeOf(request, request.query);
      const where = inRange(companyId, range, request.query.campaign);
      const { rows } = await sql<CountRow & { id: number; name: string; type: string; status: string }>`
        select c.id, c.name, c.type, c.status, ${COUNTS}
        from ${RECIPIENTS} join campaigns c on c.id = r.campaign_id
        where ${where} group by c.id order by c.name, c.id`.execute(db);
      const { rows: total } = await sql<CountRow>`select ${COUNTS} from ${RECIPIENTS} where ${where}`.execute(
        db,
      );
      return {
        from: range.from.toISOString(),
        to: range.to.toISOString(),
        totals: counts(total[0]),
        campaigns: rows.map((row) => ({
          id: row.id,
          name: row.name,
          type: row.type as CampaignStats['campaigns'][number]['type'],
          status: row.status as CampaignStats['campaigns'][number]['status'],
          ...counts(row),
        })),
      };
    },
  );

  app.get(
    '/stats/campaigns/interval',
    {
      config: READERS,
      schema: {
        summary: 'The campaigns’ sending figures over a period, slice by slice.',
        querystring: CampaignStatsQuery,
        response: { 200: CampaignStatsInterval },
      },
    },
    async (request) => {
      const { companyId, zone, range } = await rangeOf(request, request.query);
      // Local hours or days, as every statistics view buckets (a DST day has 23 or 25 hours).
      const { rows } = await sql<CountRow & { bucket: number }>`
        select ${bucketSlot(sql`r.sent_at`, range)} as bucket, ${COUNTS}
        from ${RECIPIENTS}
        where ${inRange(companyId, range, request.query.campaign)}
        group by 1`.execute(db);
      const byBucket = new Map(rows.map((row) => [Number(row.bucket), row]));
      return {
        bucket: range.bucket,
        zone,
        buckets: range.starts.map((start, i) => ({
          start: start.toISOString(),
          ...counts(byBucket.get(i)),
        })),
      };
    },
  );

  app.get(
    '/stats/campaigns/export',
    {
      config: { ...READERS, answers: 'file' },
      schema: {
        summary: 'Exports the campaigns’ recipients over a period as a CSV file.',
        querystring: CampaignStatsQuery,
      },
    },
    async (request, reply) => {
      const { companyId, range, zone } = await rangeOf(request, request.query);
      const where = inRange(companyId, range, request.query.campaign);
      const columns = [
        'campaign',
        'external_id',
        'send',
        'status',
        'attempts',
        'error_code',
        'sent_at',
        'replied_at',
      ];
      async function* lines() {
        yield `\ufeff${columns.join(',')}\r\n`;
        let after = 0;
        for (;;) {
          const { rows } = await sql<{
            id: number;
            name: string;
            external_id: string;
            send: number;
            status: string;
            attempts: number;
            error_code: string | null;
            sent_at: Date;
            replied_at: Date | null;
          }>`select r.id, c.name, r.external_id, r.send, r.status, r.attempts, r.error_code, r.sent_at, r.replied_at
            from campaign_recipients r join campaigns c on c.id = r.campaign_id
            where ${where} and r.id > ${after} order by r.id limit 5000`.execute(db);
          if (rows.length === 0) return;
          yield rows
            .map((r) =>
              [
                csvCell(r.name),
                csvCell(r.external_id),
                r.send,
                r.status,
                r.attempts,
                csvCell(r.error_code),
                new Date(r.sent_at).toISOString(),
                r.replied_at ? new Date(r.replied_at).toISOString() : '',
              ].join(','),
            )
            .map((line) => `${line}\r\n`)
            .join('');
          after = (rows.at(-1) as { id: number }).id;
        }
      }
      const first = day(range.from, zone);
      const last = day(new Date(range.to.getTime() - 1), zone);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="export-campaigns-${first === last ? first : `${first}-${last}`}.csv"`,
        )
        .send(Readable.from(lines()));
    },
  );
};
