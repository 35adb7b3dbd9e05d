import {
  ReviewsAgents,
  ReviewsPerStatus,
  ReviewsPlatforms,
  ReviewsPlatformsScore,
  StatsDashboardQuery,
  StatsExportQuery,
  TicketingDashboard,
  WEBIVR_STATS_TOP_NODES,
  WebivrPathTree,
  WebivrSankey,
  WebivrStatsDashboard,
  WebivrStatsExportQuery,
  WebivrStatsQuery,
} from '@omnicanal/api';
import type { ServicePlugin } from '../http/valibot.ts';
import { DASHBOARD_READERS, dashboardFilter } from './access.ts';
import { botAnswersTable, workchainRunsTable } from './event-exports.ts';
import { sendExport } from './exports.ts';
import {
  reviewEventsTable,
  reviewsAgents,
  reviewsPerStatus,
  reviewsPlatforms,
  reviewsPlatformsScore,
} from './reviews.ts';
import { ticketEventsTable, ticketingDashboard } from './ticketing.ts';
import {
  WEBIVR_SESSION_COLUMNS,
  webivrDashboard,
  webivrFilter,
  webivrPathTree,
  webivrSankey,
  webivrSessionRows,
} from './webivr.ts';

/**
 * The second stats service (spec 002 §7), mounted at /api/stats2: the web IVR's dashboards —
 * `/dashboard/webivr`, `/stats/webivr/main`, `…/customer-analytics` and `…/customer-analytics-tree`
 * read them — and their exports, the reviews dashboards (`/dashboard/reviews`) and their export,
 * the ticketing dashboards (`/dashboard/ticketing/*`, `/stats/ticketing/*`) and their export, the
 * bot's answers (`/bot/df-results`) and the workchain runs (`/stats/export`). The same readers and
 * range as the other dashboards.
 */
export const stats2Plugin: ServicePlugin = async (app) => {
  const filter = async (
    request: Parameters<typeof dashboardFilter>[1],
    query: WebivrStatsQuery | WebivrStatsExportQuery,
  ) => webivrFilter(await dashboardFilter(app, request, query), query);

  app.get(
    '/webivr/dashboard',
    {
      config: DASHBOARD_READERS,
      schema: {
        summary:
          "The web IVR's visitors over a period: sessions, steps, hand-offs to chat, forms sent, top nodes.",
        querystring: WebivrStatsQuery,
        response: { 200: WebivrStatsDashboard },
      },
    },
    async (request) =>
      webivrDashboard(
        app.db,
        request.query.interval,
        await filter(request, request.query),
        WEBIVR_STATS_TOP_NODES,
      ),
  );

  app.get(
    '/webivr/sankey',
    {
      config: DASHBOARD_READERS,
      schema: {
        summary: "The web IVR's paths over a period: nodes and the moves between them.",
        querystring: WebivrStatsQuery,
        response: { 200: WebivrSankey },
      },
    },
    async (request) => webivrSankey(app.db, request.query.interval, await filter(request, request.query)),
  );

  app.get(
    '/webivr/sankey-v2',
    {
      config: DASHBOARD_READERS,
      schema: {
        summary: "One web IVR's menu, each node with the visitors who reached it over a period.",
        querystring: WebivrStatsQuery,
        response: { 200: WebivrPathTree },
      },
    },
    async (request) => webivrPathTree(app.db, request.query.interval, await filter(request, request.query)),
  );

  const reviewsRoutes = [
    [
      'agents',
      'Who answered the reviews of a period, how fast, and on what ratings.',
      ReviewsAgents,
      reviewsAgents,
    ],
    ['platforms', 'Reviews received per platform over a period.', ReviewsPlatforms, reviewsPlatforms],
    [
      'platforms-score',
      "Each platform's average rating over a period and its reviews by stars.",
      ReviewsPlatformsScore,
      reviewsPlatformsScore,
    ],
    [
      'reviews-per-status',
      'The reviews of a period by status (waiting, answered, set aside) and the answer rate.',
      ReviewsPerStatus,
      reviewsPerStatus,
    ],
  ] as const;
  for (const [path, summary, answer, figures] of reviewsRoutes)
    app.get(
      `/reviews/dashboard/${path}`,
      {
        config: DASHBOARD_READERS,
        schema: { summary, querystring: StatsDashboardQuery, response: { 200: answer } },
      },
      async (request) =>
        figures(app.db, request.query.interval, await dashboardFilter(app, request, request.query)),
    );

  app.get(
    '/ticketing/dashboard',
    {
      config: DASHBOARD_READERS,
      schema: {
        summary:
          'The tickets of a period: created, closed, open now, late, first reply and resolution times; over time, by status, by kind and per agent.',
        querystring: StatsDashboardQuery,
        response: { 200: TicketingDashboard },
      },
    },
    async (request) =>
      ticketingDashboard(app.db, request.query.interval, await dashboardFilter(app, request, request.query)),
  );

  const fileRoute = { config: { ...DASHBOARD_READERS, answers: 'file' as const } };

  app.get(
    '/ticketing/export/events',
    {
      ...fileRoute,
      schema: {
        summary:
          'Exports the tickets created in a period as CSV or XLSX: each with its kind, skill, status, agent, instants, first reply and resolution times, whether it was late, and its subject.',
        querystring: StatsExportQuery,
      },
    },
    async (request, reply) => {
      const f = await dashboardFilter(app, request, request.query);
      return sendExport(reply, 'tickets', f, await ticketEventsTable(app.db, f), request.query.format);
    },
  );

  app.get(
    '/webivr/export',
    {
      ...fileRoute,
      schema: {
        summary:
          "Exports the web IVR's visitor sessions of a period as CSV or XLSX, one line each with its path.",
        querystring: WebivrStatsExportQuery,
      },
    },
    async (request, reply) => {
      const f = await filter(request, request.query);
      const table = {
        header: WEBIVR_SESSION_COLUMNS,
        rows: await webivrSessionRows(app.db, f),
      };
      return sendExport(reply, 'webivr', f, table, request.query.format);
    },
  );

  app.get(
    '/bot/df-results',
    {
      ...fileRoute,
      schema: {
        summary:
          'Exports the visitors’ answers to the bot over a period as CSV or XLSX: each with the node asked at, what the bot did next and whether it understood.',
        querystring: StatsExportQuery,
      },
    },
    async (request, reply) => {
      const f = await dashboardFilter(app, request, request.query);
      return sendExport(reply, 'df-results', f, await botAnswersTable(app.db, f), request.query.format);
    },
  );

  app.get(
    '/reviews/export/events',
    {
      ...fileRoute,
      schema: {
        summary:
          'Exports the reviews of a period as CSV or XLSX: each with its platform, rating, status, the agent who handled it, when and how fast, and what the customer wrote.',
        querystring: StatsExportQuery,
      },
    },
    async (request, reply) => {
      const f = await dashboardFilter(app, request, request.query);
      return sendExport(reply, 'reviews', f, await reviewEventsTable(app.db, f), request.query.format);
    },
  );

  app.get(
    '/stats/export',
    {
      ...fileRoute,
      schema: {
        summary:
          'Exports the workchain runs of a period as CSV or XLSX: each workchain, who owns it, its skill, the conversation it ran for, its status and times.',
        querystring: StatsExportQuery,
      },
    },
    async (request, reply) => {
      const f = await dashboardFilter(app, request, request.query);
      return sendExport(reply, 'workchains', f, await workchainRunsTable(app.db, f), request.query.format);
    },
  );

  app.get(
    '/webivr/sankey-v2-export',
    {
      ...fileRoute,
      schema: {
        summary: "Exports one web IVR's menu with each node's visitors over a period as CSV or XLSX.",
        querystring: WebivrStatsExportQuery,
      },
    },
    async (request, reply) => {
      const f = await filter(request, request.query);
      const tree = await webivrPathTree(app.db, request.query.interval, f);
      const table = {
        header: ['depth', 'node', 'action', 'visitors', 'share'],
        rows: tree.nodes.map((n) => [
          n.depth,
          n.label,
          n.action,
          n.visits,
          tree.sessions ? Math.round((n.visits / tree.sessions) * 10_000) / 100 : 0,
        ]),
      };
      return sendExport(reply, 'webivr-tree', f, table, request.query.format);
    },
  );
};
