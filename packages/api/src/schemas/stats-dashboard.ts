import * as v from 'valibot';
import { AgentStatus } from './agent-status.ts';
import { INT4_MAX, IsoDate } from './common.ts';
import {
  customRangeProblem,
  type HeaderStats,
  STATS_INTERVALS,
  STATS_STATES,
  type StatsInterval,
} from './stats.ts';

/*
 * The dashboards' statistics (spec 002 §7 "Stats service", guests stats; spec 000 §9). Every
 * figure is computed over the rooms created in the range, in the company's time zone. Durations
 * are whole seconds, null when nothing was measured; rates are percent numbers with 2 decimals.
 */

/** Most rows a page of `dashboard2_discussion_detail` holds. */
export const STATS_DETAIL_MAX_PAGE_SIZE = 200;
export const STATS_DETAIL_DEFAULT_PAGE_SIZE = 50;
/** How many contact reasons the overview lists, most used first. */
export const STATS_TOP_CONTACT_REASONS = 10;

const QueryDay = v.pipe(v.string(), v.isoDate('invalid'));
export const QueryInt = (max: number) =>
  v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'invalid'), v.transform(Number), v.maxValue(max, 'invalid'));

/**
 * The query of every dashboard call: an interval of spec 000 §9; for `custom`, the first and last
 * day (`dt_gt`, `dt_lt`, both included, at most one year); optionally one skill and one agent.
 * A bad range is refused with a field error on `dt_lt` (`range_required`, `range_order`,
 * `range_too_long`).
 */
export const StatsDashboardQueryEntries = {
  interval: v.picklist(STATS_INTERVALS, 'invalid'),
  dt_gt: v.optional(v.nullable(QueryDay)),
  dt_lt: v.optional(v.nullable(QueryDay)),
  skill: v.optional(QueryInt(INT4_MAX)),
  agent: v.optional(v.pipe(v.string(), v.uuid('invalid'))),
  /**
   * The company whose dashboards are read: required with a key account's token (one of its
   * granted companies), absent or the caller's own for a user.
   */
  company: v.optional(QueryInt(INT4_MAX)),
};

/** Refuses a custom range `customRangeProblem` refuses, as a field error on `dt_lt`. */
export const checkRange = <
  T extends { interval: StatsInterval; dt_gt?: string | null; dt_lt?: string | null },
>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    // A malformed day has its own error already; the range is only checked between good days.
    if (!dataset.typed || dataset.issues) return;
    const problem = customRangeProblem(dataset.value);
    if (problem)
      addIssue({
        message: problem,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value as Record<string, unknown>,
            key: 'dt_lt',
            value: dataset.value.dt_lt,
          },
        ],
      });
  });

export const StatsDashboardQuery = v.pipe(
  v.object(StatsDashboardQueryEntries),
  checkRange<v.InferOutput<v.ObjectSchema<typeof StatsDashboardQueryEntries, undefined>>>(),
);
export type StatsDashboardQuery = v.InferOutput<typeof StatsDashboardQuery>;

/** The file formats of the statistics exports (spec 002 §2: CSV and XLSX). */
export const STATS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type StatsExportFormat = (typeof STATS_EXPORT_FORMATS)[number];
export const ExportEntries = {
  ...StatsDashboardQueryEntries,
  format: v.optional(v.picklist(STATS_EXPORT_FORMATS, 'invalid'), 'csv'),
};
/** The query of every export: the dashboard's, and the file's format (CSV unless asked). */
export const StatsExportQuery = v.pipe(
  v.object(ExportEntries),
  checkRange<v.InferOutput<v.ObjectSchema<typeof ExportEntries, undefined>>>(),
);
export type StatsExportQuery = v.InferOutput<typeof StatsExportQuery>;

/** Monitoring's query: it reads now, so an interval, when sent, is ignored; skill and agent filter. */
export const StatsMonitoringQuery = v.object({
  interval: v.optional(v.picklist(STATS_INTERVALS, 'invalid')),
  skill: StatsDashboardQueryEntries.skill,
  agent: StatsDashboardQueryEntries.agent,
  company: StatsDashboardQueryEntries.company,
});
export type StatsMonitoringQuery = v.InferOutput<typeof StatsMonitoringQuery>;
/** What a caller passes: the wire's strings, typed. */
export interface StatsDashboardParams {
  interval: StatsInterval;
  dt_gt?: string | null;
  dt_lt?: string | null;
  skill?: number | null;
  agent?: string | null;
  /** With a key account's token: the granted company whose dashboards are read. */
  company?: number | null;
}

const DetailEntries = {
  ...StatsDashboardQueryEntries,
  page: v.optional(QueryInt(1_000_000), '1'),
  page_size: v.optional(QueryInt(STATS_DETAIL_MAX_PAGE_SIZE), String(STATS_DETAIL_DEFAULT_PAGE_SIZE)),
};
export const StatsDetailQuery = v.pipe(
  v.object(DetailEntries),
  checkRange<v.InferOutput<v.ObjectSchema<typeof DetailEntries, undefined>>>(),
);
export type StatsDetailQuery = v.InferOutput<typeof StatsDetailQuery>;
export interface StatsDetailParams extends StatsDashboardParams {
  page?: number;
  page_size?: number;
}

const Seconds = v.nullable(v.number());
const Percent = v.number();
/**
 * Every range answer says what it counted: `[from, to)`, the bucket width, and the company's time
 * zone the buckets are cut in (the charts label them on that clock, not the browser's).
 */
export const RangeEntries = {
  interval: v.picklist(STATS_INTERVALS),
  from: IsoDate,
  to: IsoDate,
  bucket: v.picklist(['hour', 'day']),
  zone: v.string(),
};

/** The overview's headline figures. `nps` is promoters − detractors in percent, null unanswered. */
export const DashboardKpis = v.object({
  conversations: v.number(),
  handled: v.number(),
  handle_rate: Percent,
  avg_waiting: Seconds,
  avg_first_response: Seconds,
  avg_running: Seconds,
  late_count: v.number(),
  late_rate: Percent,
  /** Out of 5, 2 decimals. */
  avg_sat: v.nullable(v.number()),
  sat_count: v.number(),
  nps: v.nullable(v.number()),
  nps_count: v.number(),
  visitor_messages: v.number(),
  agent_messages: v.number(),
});
export type DashboardKpis = v.InferOutput<typeof DashboardKpis>;

/** One bucket: rooms created, taken by an agent, closed, and late, from `start` to the next. */
export const DashboardBucket = v.object({
  start: IsoDate,
  created: v.number(),
  handled: v.number(),
  closed: v.number(),
  late: v.number(),
});
export type DashboardBucket = v.InferOutput<typeof DashboardBucket>;

/** `GET /stats/dashboard`: the global activity (overview). */
export const StatsDashboard = v.object({
  ...RangeEntries,
  kpis: DashboardKpis,
  buckets: v.array(DashboardBucket),
  by_channel: v.array(v.object({ channel: v.string(), conversations: v.number() })),
  by_skill: v.array(
    v.object({
      skill_id: v.nullable(v.number()),
      skill: v.string(),
      conversations: v.number(),
      handle_rate: Percent,
      avg_waiting: Seconds,
    }),
  ),
  contact_reasons: v.array(v.object({ id: v.number(), label: v.string(), count: v.number() })),
});
export type StatsDashboard = v.InferOutput<typeof StatsDashboard>;

/** One agent's row of `GET /stats/dashboard2` (agent activity). */
export const AgentActivityRow = v.object({
  agent: v.string(),
  name: v.string(),
  taken: v.number(),
  closed: v.number(),
  avg_first_response: Seconds,
  avg_running: Seconds,
  avg_sat: v.nullable(v.number()),
  agent_messages: v.number(),
});
export type AgentActivityRow = v.InferOutput<typeof AgentActivityRow>;
export const StatsDashboard2 = v.object({ ...RangeEntries, rows: v.array(AgentActivityRow) });
export type StatsDashboard2 = v.InferOutput<typeof StatsDashboard2>;

/** The statistics state of a room (spec 000 §9): `late` after 10 minutes without an agent reply. */
export const DISCUSSION_STATES = STATS_STATES;

/** One conversation of `GET /stats/dashboard2_discussion_detail` and of the CSV exports. */
export const DiscussionDetail = v.object({
  room: v.string(),
  label: v.string(),
  channel: v.string(),
  skill: v.string(),
  agent: v.nullable(v.string()),
  created: IsoDate,
  state: v.picklist(DISCUSSION_STATES),
  waiting: Seconds,
  first_response: Seconds,
  running: Seconds,
  sat: v.nullable(v.number()),
  nps: v.nullable(v.number()),
  contact_reasons: v.array(v.string()),
});
export type DiscussionDetail = v.InferOutput<typeof DiscussionDetail>;
export const DiscussionDetailPage = v.object({
  ...RangeEntries,
  count: v.number(),
  page: v.number(),
  page_size: v.number(),
  results: v.array(DiscussionDetail),
});
export type DiscussionDetailPage = v.InferOutput<typeof DiscussionDetailPage>;

/** Agent statuses of spec 002 §4, 1 available … 5 disconnected (the agents' own `AgentStatus`). */
export const MONITORING_AGENT_STATUSES = AgentStatus.options;

/** `GET /stats/statistics`: monitoring, now (the interval is ignored). */
export const StatsMonitoring = v.object({
  at: IsoDate,
  skills: v.array(
    v.object({
      skill_id: v.number(),
      skill: v.string(),
      waiting: v.number(),
      running: v.number(),
      late: v.number(),
      oldest_waiting_since: v.nullable(IsoDate),
    }),
  ),
  agents: v.array(
    v.object({
      agent: v.string(),
      name: v.string(),
      status: AgentStatus,
      open_rooms: v.number(),
    }),
  ),
  totals: v.object({
    waiting: v.number(),
    running: v.number(),
    late: v.number(),
    /** Agents per status, keyed `'1'` … `'5'`. */
    agents_by_status: v.record(v.string(), v.number()),
  }),
});
export type StatsMonitoring = v.InferOutput<typeof StatsMonitoring>;

/** `GET /stats/dashboard-comments-gc`: public comments answered (zeros until comments exist). */
export const StatsComments = v.object({
  ...RangeEntries,
  comments: v.number(),
  answered: v.number(),
  answer_rate: Percent,
  avg_first_response: Seconds,
  buckets: v.array(v.object({ start: IsoDate, comments: v.number(), answered: v.number() })),
});
export type StatsComments = v.InferOutput<typeof StatsComments>;

/** `GET /stats/statistics2`: the bot main dashboard. */
export const StatsBot = v.object({
  ...RangeEntries,
  bot_conversations: v.number(),
  handed_off: v.number(),
  ended_in_bot: v.number(),
  handoff_rate: Percent,
  buckets: v.array(
    v.object({
      start: IsoDate,
      bot_conversations: v.number(),
      handed_off: v.number(),
      ended_in_bot: v.number(),
    }),
  ),
});
export type StatsBot = v.InferOutput<typeof StatsBot>;

/** Guests `GET /stats/conversations`: conversations per bucket and per channel. */
export const GuestConversationStats = v.object({
  ...RangeEntries,
  conversations: v.number(),
  buckets: v.array(v.object({ start: IsoDate, conversations: v.number() })),
  by_channel: v.array(v.object({ channel: v.string(), conversations: v.number() })),
});
export type GuestConversationStats = v.InferOutput<typeof GuestConversationStats>;

/** Guests `GET /stats/contact-reasons`: every reason used in the range, most used first. */
export const ContactReasonStats = v.object({
  ...RangeEntries,
  results: v.array(v.object({ id: v.number(), label: v.string(), count: v.number() })),
});
export type ContactReasonStats = v.InferOutput<typeof ContactReasonStats>;

/** Guests `GET /stats/sankey`: the bot paths, steps as nodes and moves between them as links. */
export const SankeyStats = v.object({
  ...RangeEntries,
  nodes: v.array(v.object({ id: v.string(), label: v.string() })),
  links: v.array(v.object({ source: v.string(), target: v.string(), value: v.number() })),
});
export type SankeyStats = v.InferOutput<typeof SankeyStats>;

/** `GET /stats/gba-header`: the header strip's figures (spec 000 §2) for the caller, today. */
export const GbaHeader = v.object({
  running_count: v.number(),
  avg_waiting: Seconds,
  avg_running: Seconds,
  avg_sat: v.nullable(v.number()),
  avg_nps: v.nullable(v.number()),
}) satisfies v.GenericSchema<unknown, HeaderStats>;
export type GbaHeader = v.InferOutput<typeof GbaHeader>;

/** The CSV exports of the stats and guests services (spec 002 §9: files named `export-….csv`). */
export const STATS_CSV_EXPORTS = [
  'dashboard2export',
  'statistics2export',
  'dashboard-comments-gc-export',
  'export-discussions',
] as const;
export type StatsCsvExport = (typeof STATS_CSV_EXPORTS)[number];
