import { Readable } from 'node:stream';
import {
  StatsBot,
  StatsComments,
  StatsDashboardQuery,
  type StatsExportFormat,
  StatsExportQuery,
} from '@omnicanal/api';
import { rangeDays } from '@omnicanal/core';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { csvCell } from '../agents/stats/csv.ts';
import type { DB } from '../db/schema.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { XLSX_TYPE, xlsxFile } from '../http/xlsx.ts';
import { DASHBOARD_READERS, dashboardFilter } from './access.ts';
import { botStats, commentsStats } from './bot.ts';
import type { StatsFilter } from './conversations.ts';
import { DISCUSSION_CSV_COLUMNS, type DiscussionCursor, discussionCells, discussionChunk } from './detail.ts';
import { agentActivity } from './figures.ts';

/** The columns of the agents' activity export. */
export const AGENT_CSV_COLUMNS = [
  'agent',
  'name',
  'taken',
  'closed',
  'avg_first_response',
  'avg_running',
  'avg_sat',
  'agent_messages',
] as const;

/** The columns of the bot conversations' export, one row per bucket. */
export const BOT_CSV_COLUMNS = ['start', 'bot_conversations', 'handed_off', 'ended_in_bot'] as const;

/** Conversations read per query while a discussions export streams. */
const EXPORT_CHUNK = 2_000;

type Cell = string | number | null;

/** What an export holds: its columns and its rows, all at once or read in chunks. */
export interface ExportTable {
  header: readonly string[];
  rows: readonly (readonly Cell[])[] | AsyncIterable<readonly (readonly Cell[])[]>;
}

const csvLine = (cells: readonly Cell[]) => `${cells.map((c) => csvCell(c)).join(',')}\r\n`;

async function* chunks(rows: ExportTable['rows']): AsyncIterable<readonly (readonly Cell[])[]> {
  if (Symbol.asyncIterator in rows) yield* rows;
  else yield rows;
}

/** An export as CSV text, chunk by chunk: a BOM, the header, then each chunk of rows. */
export async function* csvText(table: ExportTable): AsyncIterable<string> {
  // A BOM so spreadsheets read UTF-8.
  yield `\ufeff${csvLine(table.header)}`;
  for await (const rows of chunks(table.rows)) if (rows.length) yield rows.map(csvLine).join('');
}

/**
 * Sends an export (spec 002 §9) as `export-<what>-<first day>[-<last day>].csv` or `.xlsx`, days
 * on the company's wall clock. CSV streams, its cells neutralised by `csvCell`; XLSX is built whole
 * (a range is at most a year), every text an inline string that never runs as a formula.
 */
export async function sendExport(
  reply: FastifyReply,
  what: string,
  f: StatsFilter,
  table: ExportTable,
  format: StatsExportFormat = 'csv',
) {
  const [first, last] = rangeDays(f.range, f.zone);
  const name = `export-${what}-${first === last ? first : `${first}-${last}`}.${format}`;
  reply.header('content-disposition', `attachment; filename="${name}"`);
  if (format === 'csv')
    return reply.header('content-type', 'text/csv; charset=utf-8').send(Readable.from(csvText(table)));
  const rows: (readonly Cell[])[] = [];
  for await (const chunk of chunks(table.rows)) rows.push(...chunk);
  return reply.header('content-type', XLSX_TYPE).send(Buffer.from(xlsxFile(what, table.header, rows)));
}

/** Every conversation of the filter, read in chunks, newest first. */
export function discussionsTable(db: Kysely<DB>, f: StatsFilter): ExportTable {
  async function* rows() {
    // Each chunk starts after the last row sent (keyset), so a year of rooms is read once.
    let after: DiscussionCursor | undefined;
    for (;;) {
      const { rows: found, last } = await discussionChunk(db, f, EXPORT_CHUNK, after);
      yield found.map(discussionCells);
      if (found.length < EXPORT_CHUNK || !last) return;
      after = last;
    }
  }
  return { header: DISCUSSION_CSV_COLUMNS, rows: rows() };
}

/** The stats service's CSV exports and the bot and comments dashboards they export. */
export const statsExportRoutes: ServicePlugin = async (app) => {
  const csvRoute = { config: { ...DASHBOARD_READERS, answers: 'file' as const } };

  app.get(
    '/stats/dashboard2export',
    {
      ...csvRoute,
      schema: {
        summary: 'Exports the agents’ activity over a period as CSV or XLSX.',
        querystring: StatsExportQuery,
      },
    },
    async (request, reply) => {
      const f = await dashboardFilter(app, request, request.query);
      const rows = await agentActivity(app.db, f);
      const table = { header: AGENT_CSV_COLUMNS, rows: rows.map((r) => AGENT_CSV_COLUMNS.map((c) => r[c])) };
      return sendExport(reply, 'agents', f, table, request.query.format);
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
        summary: 'Exports the bot conversations of a period as CSV or XLSX, bucket by bucket.',
        querystring: StatsExportQuery,
      },
    },
    async (request, reply) => {
      const f = await dashboardFilter(app, request, request.query);
      const bot = await botStats(app.db, request.query.interval, f);
      const table = {
        header: BOT_CSV_COLUMNS,
        rows: bot.buckets.map((b) => [b.start, b.bot_conversations, b.handed_off, b.ended_in_bot]),
      };
      return sendExport(reply, 'bot', f, table, request.query.format);
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
        summary: 'Exports the public comments of a period as CSV or XLSX, bucket by bucket.',
        querystring: StatsExportQuery,
      },
    },
    async (request, reply) => {
      const f = await dashboardFilter(app, request, request.query);
      const comments = commentsStats(request.query.interval, f);
      const table = {
        header: ['start', 'comments', 'answered'],
        rows: comments.buckets.map((b) => [b.start, b.comments, b.answered]),
      };
      return sendExport(reply, 'comments', f, table, request.query.format);
    },
  );
};
