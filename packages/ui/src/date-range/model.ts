/**
 * The date range picker's rules (spec 002 §2 statistics, 000 §9): days are `YYYY-MM-DD` read in
 * the user's calendar, both ends included; a range spans at most one year.
 */

/** The presets offered beside the two dates. */
export const RANGE_PRESETS = ['today', 'yesterday', 'lastweek', 'lastmonth', 'lastyear'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** A range of whole days, both included; `preset` when it came from one (its label is shown). */
export interface DayRange {
  from: string;
  to: string;
  preset?: RangePreset;
}

/** Longest range in days (spec 000 §9: one year; 366 so that a leap year fits). */
export const RANGE_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** Midnight UTC of a day: arithmetic on days without the local zone's DST shifts. */
function utc(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return dayOf(utc(day) + days * DAY_MS);
}

/** Days from `from` to `to`, both included (1 for a single day, 0 or less when reversed). */
export function rangeDays(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS) + 1;
}

/** Today in the browser's calendar, `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The days a preset covers on `today`: last week is the 7 days before today, last month the
 * previous calendar month, last year the 12 calendar months before this one.
 */
export function presetRange(preset: RangePreset, today: string): DayRange {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const monthStart = (y: number, m: number) => dayOf(Date.UTC(y, m - 1, 1));
  switch (preset) {
    case 'today':
      return { from: today, to: today, preset };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1), preset };
    case 'lastweek':
      return { from: addDays(today, -7), to: addDays(today, -1), preset };
    case 'lastmonth':
      return { from: monthStart(year, month - 1), to: addDays(firstOfMonth, -1), preset };
    case 'lastyear':
      return { from: monthStart(year, month - 12), to: addDays(firstOfMonth, -1), preset };
  }
}

/** What is wrong with a range, as a `form:date_range.errors.*` key, or null. */
export function rangeProblem(range: Pick<DayRange, 'from' | 'to'>): 'required' | 'order' | 'too_long' | null {
  const valid = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(utc(day));
  if (!valid(range.from) || !valid(range.to)) return 'required';
  const days = rangeDays(range.from, range.to);
  if (days < 1) return 'order';
  return days > RANGE_MAX_DAYS ? 'too_long' : null;
}

/** Bounds of the end date once a start is chosen: not before it, at most one year after it. */
export function endBounds(from: string): { min: string; max: string } | null {
  if (rangeProblem({ from, to: from })) return null;
  return { min: from, max: addDays(from, RANGE_MAX_DAYS - 1) };
}
