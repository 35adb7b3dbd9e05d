import { Readable } from 'node:stream';
import { StatsBot, StatsComments, StatsDashboardQuery } from '@omnicanal/api';
import { rangeDays } from '@omnicanal/core';
import type { FastifyReply } from 'fastify';
import { csvCell } from '../agents/stats/csv.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { DASHBOARD_READERS, dashboardFilter } from './access.ts';
import { botStats, commentsStats } from './bot.ts';
import type { StatsFilter } from './conversations.ts';
import { DISCUSSION_CSV_COLUMNS, type DiscussionCursor, discussionChunk, discussionLine } from './detail.ts';
import { agentActivity } from './figures.ts';

const AGENT_CSV_COLUMNS = [
  'agent',
  'name',
  'taken',
  'closed',
  'avg_first_response',
  'avg_running',
  'avg_sat',
  'agent_messages',
] as const;

/** Conversations read per query while a discussions export streams. */
const EXPORT_CHUNK = 2_000;

const lines = (rows: readonly (readonly (string | number | null)[])[]) =>
  rows.map((cells) => `${cells.map((c) => csvCell(c)).join(',')}\r\n`).join('');

/**
 * Sends a CSV download (spec 002 §9): `export-<what>-<first day>[-<last day>].csv`, days on the
 * company's wall clock, a BOM so spreadsheets read UTF-8, cells neutralised by `csvCell`.
 */
export async function sendCsv(
  reply: FastifyReply,
  what: string,
  f: StatsFilter,
  body: AsyncIterable<string> | string,
) {
  const [first, last] = rangeDays(f.range, f.zone);
  const name = `export-${what}-${first === last ? first : `${first}-${last}`}.csv`;
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(typeof body === 'string' ? `\ufeff${body}` : Readable.from(body));
}

/** Every conversation of the filter as CSV lines, read in chunks, newest first. */
export async function* discussionsCsv(app: Parameters<ServicePlugin>[0], f: StatsFilter) {
  yield `\ufeff${DISCUSSION_CSV_COLUMNS.join(',')}\r\n`;
  // Each chunk starts after the last line sent (keyset), so a year of rooms is read once.
  let after: DiscussionCursor | undefined;
  for (;;) {
    const { rows, last } = await discussionChunk(app.db, f, EXPORT_CHUNK, after);
    if (rows.length) yield rows.map((d) => `${discussionLine(d)}\r\n`).join('');
    if (rows.length < EXPORT_CHUNK || !last) return;
    after = last;
  }
}

/** The stats service's CSV exports and the bot and comments dashboards they export. */
export const statsExportRoutes: ServicePlugin = async (app) => {
  const csvRoute = { config: { ...DASHBOARD_READERS, answers: 'file' as const } };

  app.get(
    '/stats/dashboard2export',
    {
      ...csvRoute,
      schema: {
        summary: 'Exports the agents’ activity over a period as CSV.',
        querystring: StatsDashboardQuery,
      },
    },
    async (request, reply) => {
      const f = await dashboardFilter(app, request, request.query);
      const rows = await agentActivity(app.db, f);
      const body = `${AGENT_CSV_COLUMNS.join(',')}\r\n${lines(rows.map((r) => AGENT_CSV_COLUMNS.map((c) => r[c])))}`;
      return sendCsv(reply, 'agents', f, body);
    },
  );

  app.get(
    '/stats/statistics2',
    {
      config: DASHBOARD_READERS,
      schema: {
        summary: 'The bot conversations of a period: handed to an agent or ended with the bot.',
        querystring: StatsDashboardQuery,
        response: { 200: StatsBot },
      },
    },
    async (request) =>
      botStats(app.db, request.query.interval, await dashboardFilter(app, request, request.query)),
  );

  app.get(
    '/stats/statistics2export',
    {
      ...csvRoute,
      schema: {
        summary: 'Exports the bot conversations of a period as CSV, bucket by bucket.',
        querystring: StatsDashboardQuery,
      },
    },
    async (request, reply) => {
      const f = await dashboardFilter(app, request, request.query);
      const bot = await botStats(app.db, request.query.interval, f);
      const body = `start,bot_conversations,handed_off,ended_in_bot\r\n${lines(
        bot.buckets.map((b) => [b.start, b.bot_conversations, b.handed_off, b.ended_in_bot]),
      )}`;
      return sendCsv(reply, 'bot', f, body);
    },
  );

  app.get(
    '/stats/dashboard-comments-gc',
    {
      config: DASHBOARD_READERS,
      schema: {
        summary: 'Public comments of a period and how many were answered.',
        querystring: StatsDashboardQuery,
        response: { 200: StatsComments },
      },
    },
    async (request) =>
      commentsStats(request.query.interval, await dashboardFilter(app, request, request.query)),
  );

  app.get(
    '/stats/dashboard-comments-gc-export',
    {
      ...csvRoute,
      schema: {
        summary: 'Exports the public comments of a period as CSV, bucket by bucket.',
        querystring: StatsDashboardQuery,
      },
    },
    async (request, reply) => {
      const f = await dashboardFilter(app, request, request.query);
      const comments = commentsStats(request.query.interval, f);
      const body = `start,comments,answered\r\n${lines(comments.buckets.map((b) => [b.start, b.comments, b.answered]))}`;
      return sendCsv(reply, 'comments', f, body);
    },
  );
};
