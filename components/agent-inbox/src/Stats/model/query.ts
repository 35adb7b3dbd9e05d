import { customRangeProblem, type StatsInterval, type SupervisorStatsQuery } from '@omnicanal/api';
import { hasRank, type Role } from '@omnicanal/core';

/** What the statistics view asks for: an interval, its days when custom, a skill and an agent. */
export interface StatsFilters {
  interval: StatsInterval;
  from: string;
  to: string;
  /** Skill id as the select holds it; empty for every skill. */
  skill: string;
  /** Agent uuid; empty for every agent. */
  agent: string;
}

export const initialFilters = (): StatsFilters => ({
  interval: 'today',
  from: '',
  to: '',
  skill: '',
  agent: '',
});

/** Spec 000 §6: supervisors, and managers and above, see the company's statistics and filter them. */
export function canSupervise(role: Role | null | undefined): boolean {
  return !!role && (role === 'supervisor' || hasRank(role, 'manager'));
}

/** The socket command for the view: own or supervisor statistics, figures or CSV. */
export function statsCommand(supervisor: boolean, csv: true): 'get_csv_stats' | 'get_supervisor_csv_stats';
export function statsCommand(supervisor: boolean, csv: false): 'get_stats' | 'get_supervisor_stats';
export function statsCommand(supervisor: boolean, csv: boolean): string {
  if (supervisor) return csv ? 'get_supervisor_csv_stats' : 'get_supervisor_stats';
  return csv ? 'get_csv_stats' : 'get_stats';
}

export type StatsRequest =
  | { ok: true; payload: SupervisorStatsQuery }
  | { ok: false; problem: 'range_required' | 'range_order' | 'range_too_long' };

/**
 * The command payload for the filters, or why it cannot be sent yet (a custom range missing a
 * day, reversed, or over a year). Skill and agent are sent only to supervisors' commands.
 */
export function statsRequest(filters: StatsFilters, supervisor: boolean): StatsRequest {
  const custom = filters.interval === 'custom';
  const range = { interval: filters.interval, dt_gt: filters.from || null, dt_lt: filters.to || null };
  const problem = customRangeProblem(range);
  if (problem) return { ok: false, problem };
  const payload: SupervisorStatsQuery = { interval: filters.interval, details: 'rooms' };
  if (custom) Object.assign(payload, { dt_gt: filters.from, dt_lt: filters.to });
  if (supervisor && filters.skill) payload.skill = Number(filters.skill);
  if (supervisor && filters.agent) payload.agent = filters.agent;
  return { ok: true, payload };
}

/**
 * The name a download is saved under: the server's when it keeps to `export-….csv` (spec 000 §9)
 * and holds no path, otherwise a plain `export-stats.csv`.
 */
export function downloadName(name: unknown): string {
  return typeof name === 'string' && /^export-[\w.-]+\.csv$/.test(name) ? name : 'export-stats.csv';
}
