import { STATS_INTERVALS, STATS_LATE_AFTER_SECONDS, type StatsInterval } from '@omnicanal/core';
import * as v from 'valibot';
import { maybe, RowId } from './common.ts';

/** Statistics intervals of spec 000 §9 and the late threshold: defined once, in core. */
export { STATS_INTERVALS, STATS_LATE_AFTER_SECONDS, type StatsInterval };

/** What the details list holds; spec 000 §9 names `rooms` as the default and only mode shown. */
export const STATS_DETAILS = ['rooms'] as const;
export type StatsDetailsMode = (typeof STATS_DETAILS)[number];

/** Longest custom range, in days (spec 000 §9: the date range is limited to one year). */
export const STATS_CUSTOM_MAX_DAYS = 366;

/** A calendar day, `YYYY-MM-DD`, read in the user's time zone. */
export const StatsDay = v.pipe(v.string(), v.isoDate());

/**
 * Filters of `get_stats` / `get_csv_stats` (spec 000 §7). `dt_gt` and `dt_lt` are the first and
 * last day of a custom range, both included.
 */
export const StatsQueryEntries = {
  interval: v.picklist(STATS_INTERVALS),
  details: maybe(v.picklist(STATS_DETAILS)),
  dt_gt: maybe(StatsDay),
  dt_lt: maybe(StatsDay),
};

const SkillId = RowId;
const AgentUuid = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/** `get_supervisor_stats` / `get_supervisor_csv_stats`: the same plus a skill, an agent, or both. */
export const SupervisorStatsQueryEntries = {
  ...StatsQueryEntries,
  skill: maybe(SkillId),
  agent: maybe(AgentUuid),
};

export const StatsQuery = v.object(StatsQueryEntries);
export type StatsQuery = v.InferOutput<typeof StatsQuery>;
export const SupervisorStatsQuery = v.object(SupervisorStatsQueryEntries);
export type SupervisorStatsQuery = v.InferOutput<typeof SupervisorStatsQuery>;

/**
 * Why a custom range cannot be asked for, as an error key, or null when it can: both days given,
 * in order, at most one year apart. Other intervals ignore the days.
 */
export function customRangeProblem(
  query: Pick<StatsQuery, 'interval' | 'dt_gt' | 'dt_lt'>,
): 'range_required' | 'range_order' | 'range_too_long' | null {
  if (query.interval !== 'custom') return null;
  if (!query.dt_gt || !query.dt_lt) return 'range_required';
  const days = (Date.parse(query.dt_lt) - Date.parse(query.dt_gt)) / 86_400_000;
  if (!(days >= 0)) return 'range_order';
  return days + 1 > STATS_CUSTOM_MAX_DAYS ? 'range_too_long' : null;
}

/** What the statistics call a room: its list state, with `late` after 10 minutes unanswered. */
export const STATS_STATES = ['waiting', 'running', 'late', 'transferred', 'closed'] as const;
export type StatsState = (typeof STATS_STATES)[number];

/** One bucket of the chart: rooms created and closed from `start` to the next bucket. */
export interface StatsBucket {
  start: string;
  created: number;
  closed: number;
}

/** One room of the details list (spec 000 §3: state, skill, created). */
export interface StatsDetail {
  room: string;
  label: string;
  state: StatsState;
  skill: string;
  agent: string | null;
  created: string;
}

/**
 * Agent statistics of spec 000 §3. Durations are whole seconds (null when nothing was measured);
 * `handle_rate` is the percentage of rooms taken by an agent, with 2 decimals.
 */
export interface AgentStats {
  interval: StatsInterval;
  /** The range counted: rooms created from `from` (included) to `to` (excluded). */
  from: string;
  to: string;
  bucket: 'hour' | 'day';
  total_count: number;
  waiting_count: number;
  late_count: number;
  closed_count: number;
  agent_count: number;
  average_waiting: number | null;
  average_running: number | null;
  handle_rate: number;
  buckets: StatsBucket[];
  details: StatsDetail[];
  /** True when the details list stops short of the rooms counted. */
  details_truncated: boolean;
}

/** Answer of the CSV commands: the file's text and its name (`export-….csv`, spec 000 §9). */
export interface StatsCsv {
  filename: string;
  csv: string;
}

/**
 * The header strip (spec 000 §3): the caller's open rooms now and today's averages; satisfaction
 * out of 5 and NPS out of 10, null when no visitor answered.
 */
export interface HeaderStats {
  running_count: number;
  avg_waiting: number | null;
  avg_running: number | null;
  avg_sat: number | null;
  avg_nps: number | null;
}
