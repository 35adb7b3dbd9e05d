import { instantOf, wallClockOf } from '../campaigns/zone.ts';

/** Statistics intervals of spec 000 §9. */
export const STATS_INTERVALS = ['today', 'yesterday', 'lastweek', 'thismonth', 'custom'] as const;
export type StatsInterval = (typeof STATS_INTERVALS)[number];

/**
 * A counted range: what was created from `from` (included) to `to` (excluded), cut into buckets
 * that start on the company's wall clock (`starts`, in order, the first being `from`). An hourly
 * day has 23 buckets when clocks go forward and 25 when they go back; a daily bucket is a local
 * calendar day, whatever its length.
 */
export interface StatsRange {
  from: Date;
  to: Date;
  bucket: 'hour' | 'day';
  starts: Date[];
}

/** The calendar day of `instant` in `tz`. */
export function localDay(instant: Date, tz: string): { year: number; month: number; day: number } {
  const [year, month, day] = wallClockOf(instant, tz).slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return { year, month, day };
}

/**
 * Midnight of a calendar day in `tz` (where a zone skips midnight, the day's first instant).
 * Days past the month's end roll over (day 32 is the next month's first), as Date.UTC does.
 */
export function localMidnight(year: number, month: number, day: number, tz: string): Date {
  return instantOf(new Date(Date.UTC(year, month - 1, day)), tz);
}

/** A usable IANA zone: the one given, or UTC when it is unknown to this runtime. */
export function safeZone(tz: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz;
  } catch {
    return 'UTC';
  }
}

const parseDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return { year: y ?? 1970, month: m ?? 1, day: d ?? 1 };
};

const HOUR_MS = 3_600_000;

/** Every local midnight from the day of `from` until `to` (excluded). */
function dailyStarts(first: { year: number; month: number; day: number }, to: Date, tz: string): Date[] {
  const starts: Date[] = [];
  for (let i = 0; ; i++) {
    const start = localMidnight(first.year, first.month, first.day + i, tz);
    if (start.getTime() >= to.getTime()) return starts;
    starts.push(start);
  }
}

/** Hourly buckets are real hours: elapsed time, so a repeated or skipped wall hour is kept exact. */
function hourlyStarts(from: Date, to: Date): Date[] {
  const starts: Date[] = [];
  for (let t = from.getTime(); t < to.getTime(); t += HOUR_MS) starts.push(new Date(t));
  return starts;
}

/**
 * The range of a statistics interval (spec 000 §9) seen from `now` in the zone `tz`: today and
 * yesterday in hourly buckets, the last 7 days (today included) in daily ones, this month from its
 * first day to its last in daily ones, a custom range (first and last day included) in daily ones.
 * The custom days must already be checked (`customRangeProblem` of the contract).
 */
export function statsRange(
  interval: StatsInterval,
  now: Date,
  tz: string,
  custom: { dt_gt?: string | null; dt_lt?: string | null } = {},
): StatsRange {
  const zone = safeZone(tz);
  const today = localDay(now, zone);
  const day = (offset: number) => localMidnight(today.year, today.month, today.day + offset, zone);
  const hourly = (from: Date, to: Date): StatsRange => ({
    from,
    to,
    bucket: 'hour',
    starts: hourlyStarts(from, to),
  });
  const daily = (first: { year: number; month: number; day: number }, to: Date): StatsRange => {
    const starts = dailyStarts(first, to, zone);
    return { from: starts[0] ?? to, to, bucket: 'day', starts };
  };
  switch (interval) {
    case 'today':
      return hourly(day(0), day(1));
    case 'yesterday':
      return hourly(day(-1), day(0));
    case 'lastweek':
      return daily({ ...today, day: today.day - 6 }, day(1));
    case 'thismonth':
      return daily({ ...today, day: 1 }, localMidnight(today.year, today.month + 1, 1, zone));
    case 'custom': {
      const first = parseDay(custom.dt_gt ?? '');
      const last = parseDay(custom.dt_lt ?? custom.dt_gt ?? '');
      return daily(first, localMidnight(last.year, last.month, last.day + 1, zone));
    }
  }
}

/** The bucket an instant of the range falls in (its index in `starts`), or -1 outside the range. */
export function bucketIndex(range: StatsRange, instant: Date): number {
  const t = instant.getTime();
  if (t < range.from.getTime() || t >= range.to.getTime()) return -1;
  let lo = 0;
  let hi = range.starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((range.starts[mid] as Date).getTime() <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The first and last calendar day of a range, `YYYY-MM-DD` in `tz` (for export file names). */
export function rangeDays(range: StatsRange, tz: string): [string, string] {
  const zone = safeZone(tz);
  return [
    wallClockOf(range.from, zone).slice(0, 10),
    wallClockOf(new Date(range.to.getTime() - 1), zone).slice(0, 10),
  ];
}
