import type { StatsDetail } from '@omnicanal/api';

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break; a leading `=`, `+`,
 * `-`, `@`, tab or carriage return is prefixed with `'` so a spreadsheet never runs a visitor's
 * name as a formula.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const CSV_COLUMNS = ['room', 'label', 'state', 'skill', 'agent', 'created'] as const;

/** The details list as CSV, one room per line under a header, lines ended by CRLF (RFC 4180). */
export function detailsCsv(details: readonly StatsDetail[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const d of details) lines.push(CSV_COLUMNS.map((c) => csvCell(d[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The export's file name (spec 000 §9: `export-` then the extension): what, from which day to
 * which, e.g. `export-stats-2026-03-01-2026-03-31.csv`.
 */
export function exportFileName(
  kind: 'stats' | 'supervisor-stats',
  firstDay: string,
  lastDay: string,
): string {
  const range = firstDay === lastDay ? firstDay : `${firstDay}-${lastDay}`;
  return `export-${kind}-${range}.csv`;
}
