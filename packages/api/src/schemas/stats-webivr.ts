import * as v from 'valibot';
import { INT4_MAX, IsoDate } from './common.ts';
import type { StatsInterval } from './stats.ts';
import {
  checkRange,
  ExportEntries,
  QueryInt,
  RangeEntries,
  StatsDashboardQueryEntries,
} from './stats-dashboard.ts';

/*
 * The web IVR's statistics (spec 002 §7 "Second stats service": `/webivr/dashboard`,
 * `/webivr/sankey`, `/webivr/sankey-v2` and their exports). They count visitors' sessions on
 * published menus started in the range (the builder's previews are not visitors), and the steps
 * those visitors took, in the company's time zone.
 */

/** How many nodes the dashboard lists, most visited first. */
export const WEBIVR_STATS_TOP_NODES = 10;

const AccountEntries = {
  /** One web IVR; none: all the company's (within the skill filter). */
  account: v.optional(QueryInt(INT4_MAX)),
};

const QueryEntries = { ...StatsDashboardQueryEntries, ...AccountEntries };
/** The dashboards' query, and the web IVR it reads. */
export const WebivrStatsQuery = v.pipe(
  v.object(QueryEntries),
  checkRange<v.InferOutput<v.ObjectSchema<typeof QueryEntries, undefined>>>(),
);
export type WebivrStatsQuery = v.InferOutput<typeof WebivrStatsQuery>;

const ExportQueryEntries = { ...ExportEntries, ...AccountEntries };
/** The exports' query: the dashboard's and the file's format. */
export const WebivrStatsExportQuery = v.pipe(
  v.object(ExportQueryEntries),
  checkRange<v.InferOutput<v.ObjectSchema<typeof ExportQueryEntries, undefined>>>(),
);
export type WebivrStatsExportQuery = v.InferOutput<typeof WebivrStatsExportQuery>;

/** A web IVR the filter may pick (those of the company, within the skill filter). */
const StatsAccount = v.object({ id: v.number(), label: v.string() });

/** `GET /webivr/dashboard`: sessions, hand-offs to chat, forms sent and the most visited nodes. */
export const WebivrStatsDashboard = v.object({
  ...RangeEntries,
  accounts: v.array(StatsAccount),
  sessions: v.number(),
  steps: v.number(),
  /** Steps per session, 2 decimals; null without sessions. */
  avg_steps: v.nullable(v.number()),
  /** Sessions that reached a chat hand-off (a `messaging` node). */
  handed_off: v.number(),
  handoff_rate: v.number(),
  /** Forms visitors sent in the range. */
  forms_sent: v.number(),
  buckets: v.array(v.object({ start: IsoDate, sessions: v.number(), handed_off: v.number() })),
  top_nodes: v.array(
    v.object({ node: v.string(), label: v.string(), action: v.string(), visits: v.number() }),
  ),
});
export type WebivrStatsDashboard = v.InferOutput<typeof WebivrStatsDashboard>;

/** `GET /webivr/sankey`: the moves between nodes, labelled with the nodes' labels. */
export const WebivrSankey = v.object({
  ...RangeEntries,
  accounts: v.array(StatsAccount),
  nodes: v.array(v.object({ id: v.string(), label: v.string() })),
  links: v.array(v.object({ source: v.string(), target: v.string(), value: v.number() })),
});
export type WebivrSankey = v.InferOutput<typeof WebivrSankey>;

/**
 * `GET /webivr/sankey-v2` (the customer analytics tree): one web IVR's menu as published (else as
 * being built), each node with the sessions that reached it in the range.
 */
export const WebivrPathTree = v.object({
  ...RangeEntries,
  accounts: v.array(StatsAccount),
  /** The web IVR shown: the one asked, else the first; null when the company has none. */
  account: v.nullable(v.number()),
  sessions: v.number(),
  nodes: v.array(
    v.object({
      id: v.string(),
      parent: v.nullable(v.string()),
      tree: v.string(),
      label: v.string(),
      action: v.string(),
      depth: v.number(),
      visits: v.number(),
    }),
  ),
});
export type WebivrPathTree = v.InferOutput<typeof WebivrPathTree>;

/** What a caller passes to every web IVR statistics call. */
export interface WebivrStatsParams {
  interval: StatsInterval;
  dt_gt?: string | null;
  dt_lt?: string | null;
  skill?: number | null;
  account?: number | null;
  company?: number | null;
}
