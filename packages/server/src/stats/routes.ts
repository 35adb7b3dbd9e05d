import {
  DiscussionDetailPage,
  GbaHeader,
  StatsDashboard,
  StatsDashboard2,
  StatsDashboardQuery,
  StatsDetailQuery,
  StatsMonitoring,
  StatsMonitoringQuery,
} from '@omnicanal/api';
import { safeZone, statsRange } from '@omnicanal/core';
import { headerStats } from '../agents/stats/figures.ts';
import { readerCompany } from '../auth/access.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { DASHBOARD_READERS, dashboardFilter, MONITORING_READERS } from './access.ts';
import { discussionPage } from './detail.ts';
import { statsExportRoutes } from './exports.ts';
import { agentActivity, overview, rangeAnswer } from './figures.ts';
import { keyAccountPortalRoutes } from './key-account-routes.ts';
import { monitoringSocket } from './live.ts';
import { monitoring } from './monitoring.ts';

/** The stats service (spec 002 §7 "Stats service"), mounted at /api/stats. */
export const statsPlugin: ServicePlugin = async (app) => {
  app.get(
    '/stats/dashboard',
    {
      config: DASHBOARD_READERS,
      schema: {
        summary: 'The global activity over a period: figures, chart, channels, skills, contact reasons.',
        querystring: StatsDashboardQuery,
        response: { 200: StatsDashboard },
      },
    },
    async (request) =>
      overview(app.db, request.query.interval, await dashboardFilter(app, request, request.query)),
  );

  app.get(
    '/stats/dashboard2',
    {
      config: DASHBOARD_READERS,
      schema: {
        summary: 'The agents’ activity over a period, one row per agent.',
        querystring: StatsDashboardQuery,
        response: { 200: StatsDashboard2 },
      },
    },
    async (request) => {
      const f = await dashboardFilter(app, request, request.query);
      return { ...rangeAnswer(request.query.interval, f), rows: await agentActivity(app.db, f) };
    },
  );

  app.get(
    '/stats/dashboard2_discussion_detail',
    {
      config: DASHBOARD_READERS,
      schema: {
        summary: 'The conversations of a period, one row each with their figures, newest first, paged.',
        querystring: StatsDetailQuery,
        response: { 200: DiscussionDetailPage },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const f = await dashboardFilter(app, request, request.query);
      const { count, results } = await discussionPage(app.db, f, page, page_size);
      return { ...rangeAnswer(request.query.interval, f), count, page, page_size, results };
    },
  );

  app.get(
    '/stats/statistics',
    {
      config: MONITORING_READERS,
      schema: {
        summary: 'Monitoring now: rooms waiting, running and late per skill, agents by status.',
        querystring: StatsMonitoringQuery,
        response: { 200: StatsMonitoring },
      },
    },
    async (request) =>
      monitoring(app.db, readerCompany(request), new Date(app.clock()), {
        skill: request.query.skill,
        agent: request.query.agent,
      }),
  );

  app.get(
    '/stats/gba-header',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'The header strip: the caller’s open rooms now and today’s averages.',
        response: { 200: GbaHeader },
      },
    },
    async (request) => {
      // The caller's own day, as the agent console's `get_header_stats` reads it: one figure.
      const today = statsRange('today', new Date(app.clock()), safeZone(request.actor.user.timezone));
      return headerStats(app.db, request.actor.companyId, request.actor.userId, today);
    },
  );

  // The socket checks the token (a user's or a key account's) of its query itself, as the agents socket does.
  app.get(
    '/ws',
    {
      websocket: true,
      config: { auth: 'public' },
      schema: {
        summary: 'Opens the monitoring socket: says when monitoring’s figures changed.',
        description:
          'The token travels in the `token` query parameter, with `company` for a key account. A manager and above, or a key account granted the company, hears `monitoring_changed` when a room of the company waits, is taken, transferred or closed, an agent replies, or an agent’s status changes.',
      },
    },
    monitoringSocket(app),
  );

  await app.register(statsExportRoutes);
  await app.register(keyAccountPortalRoutes);
};
