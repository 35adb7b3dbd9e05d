import type { StatsDashboardParams } from '@omnicanal/api';
import type { DayRange } from '@omnicanal/ui';

/**
 * The query of every dashboard call for a range and the filters: the presets the server knows
 * by name (today, yesterday, last week) go as their interval, any other range as `custom` with its
 * first and last day. A key account names the company it reads.
 */
export function statsParams(
  range: DayRange,
  skill: number | null,
  agent: string | null,
  company: number | null = null,
): StatsDashboardParams {
  const named = range.preset === 'today' || range.preset === 'yesterday' || range.preset === 'lastweek';
  const params: StatsDashboardParams = named
    ? { interval: range.preset as 'today' | 'yesterday' | 'lastweek' }
    : { interval: 'custom', dt_gt: range.from, dt_lt: range.to };
  if (skill !== null) params.skill = skill;
  if (agent) params.agent = agent;
  if (company !== null) params.company = company;
  return params;
}

/** A stable key of a query, to refetch when (and only when) it changes. */
export function paramsKey(params: object): string {
  return JSON.stringify(params);
}

/**
 * The file name of an export (spec 002 §9: `export-…`), from the server's content-disposition when
 * it sent one, else built from the export and the range.
 */
export function exportFileName(name: string, range: DayRange, extension: 'csv' | 'xlsx' = 'csv'): string {
  const base = name.startsWith('export-') ? name : `export-${name}`;
  return `${base}-${range.from}_${range.to}.${extension}`;
}
