import {
  ContactReasonStats,
  DiscussionDetailPage,
  GuestConversationStats,
  SankeyStats,
  StatsDashboardQuery,
  StatsDetailQuery,
  StatsExportQuery,
} from '@omnicanal/api';
import { sql } from 'kysely';
import type { ServicePlugin } from '../http/valibot.ts';
import { DASHBOARD_READERS, dashboardFilter } from './access.ts';
import { conversationGroups } from './days.ts';
import { discussionPage } from './detail.ts';
import { botAnswersTable, sessionEventsTable, smartcoachingEventsTable } from './event-exports.ts';
import { discussionsTable, sendExport } from './exports.ts';
import { conversationsByChannel, rangeAnswer, reasonCounts } from './figures.ts';
import { num } from './sql.ts';

/**
 * The guests service's statistics (spec 002 §7 "Guests service", Stats): conversations, contact
 * reasons, the conversations one by one and as CSV, and the bot paths. The same filter and the
 * same figures as the stats service's dashboards.
 */
export const guestStatsRoutes: ServicePlugin = async (app) => {
  app.get(
    '/stats/conversations',
    {
      config: DASHBOARD_READERS,
      schema: {
        summary: 'Conversations of a period, bucket by bucket and per channel.',
        querystring: StatsDashboardQuery,
        response: { 200: GuestConversationStats },
      },
    },
    async (request) => {
      const f = await dashboardFilter(app, request, request.query);
      const buckets = f.range.starts.map((start) => ({ start: start.toISOString(), conversations: 0 }));
      const groups = await conversationGroups(app.db, f);
      for (const g of groups) {
        const b = buckets[g.slot];
        if (b) b.conversations += g.n;
      }
      return {
        ...rangeAnswer(request.query.interval, f),
        conversations: buckets.reduce((n, b) => n + b.conversations, 0),
        buckets,
        by_channel: conversationsByChannel(groups),
      };
    },
  );

  app.get(
    '/stats/contact-reasons',
    {
      config: DASHBOARD_READERS,
      schema: {
        summary: 'The contact reasons given in a period’s conversations, most used first.',
        querystring: StatsDashboardQuery,
        response: { 200: ContactReasonStats },
      },
    },
    async (request) => {
      const f = await dashboardFilter(app, request, request.query);
      return {
        ...rangeAnswer(request.query.interval, f),
        results: await reasonCounts(app.db, f),
      };
    },
  );

  app.get(
    '/stats/discussions',
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
    '/stats/export-discussions',
    {
      config: { ...DASHBOARD_READERS, answers: 'file' },
      schema: {
        summary: 'Exports the conversations of a period as CSV or XLSX, one line each.',
        querystring: StatsExportQuery,
      },
    },
    async (request, reply) => {
      const f = await dashboardFilter(app, request, request.query);
      return sendExport(reply, 'discussions', f, discussionsTable(app.db, f), request.query.format);
    },
  );

  const fileRoute = { config: { ...DASHBOARD_READERS, answers: 'file' as const } };
  const exports = [
    [
      '/stats/df-results',
      'df-results',
      botAnswersTable,
      'the visitors’ answers to the bot, each with what the bot did next and whether it understood',
    ],
    [
      '/stats/export-events',
      'events',
      sessionEventsTable,
      'the session events (taken, closed, transferred…) of the company’s conversations',
    ],
    [
      '/stats/export-smartcoaching-events',
      'smartcoaching-events',
      smartcoachingEventsTable,
      'the smart coaching events: each visitor message, the suggestions offered and the one the agent used',
    ],
  ] as const;
  for (const [path, what, table, holds] of exports)
    app.get(
      path,
      {
        ...fileRoute,
        schema: {
          summary: `Exports ${holds} over a period as CSV or XLSX, one line each.`,
          querystring: StatsExportQuery,
        },
      },
      async (request, reply) => {
        const f = await dashboardFilter(app, request, request.query);
        return sendExport(reply, what, f, await table(app.db, f), request.query.format);
      },
    );

  app.get(
    '/stats/sankey',
    {
      config: DASHBOARD_READERS,
      schema: {
        summary: 'The bot paths of a period: its steps as nodes and the moves between them as links.',
        querystring: StatsDashboardQuery,
        response: { 200: SankeyStats },
      },
    },
    async (request) => {
      const f = await dashboardFilter(app, request, request.query);
      // Each move from one recorded node to the next within a bot conversation is one link.
      const { rows } = await sql<{ source: string; target: string; n: number }>`
        with steps as (
          select bot_steps.node as target,
            lag(bot_steps.node) over (partition by bot_steps.session order by bot_steps.id) as source
          from bot_steps join bot_sessions on bot_sessions.uuid = bot_steps.session
          where bot_sessions.company_id = ${f.companyId} and bot_steps.company_id = ${f.companyId}
            and bot_sessions.created_at >= ${f.range.from} and bot_sessions.created_at < ${f.range.to}
            ${f.skill ? sql`and bot_sessions.skill_id = ${f.skill}` : sql``}
            and bot_steps.node is not null
        )
        select source, target, count(*)::int as n from steps
        where source is not null and source <> target
        group by source, target order by n desc, source, target`.execute(app.db);
      const ids = new Set<string>();
      for (const r of rows) ids.add(r.source).add(r.target);
      return {
        ...rangeAnswer(request.query.interval, f),
        nodes: [...ids].sort().map((id) => ({ id, label: id })),
        links: rows.map((r) => ({ source: r.source, target: r.target, value: num(r.n) })),
      };
    },
  );
};
