import type { StatsInterval } from '@omnicanal/api';
import { instantOf, wallClockOf } from '@omnicanal/core';

/** A counted range: rooms created from `from` (included) to `to` (excluded), cut into buckets. */
export interface StatsRange {
  from: Date;
  to: Date;
  bucket: 'hour' | 'day';
  /** Bucket width in seconds: the chart's buckets are fixed slices from `from`. */
  width: number;
  count: number;
}

const HOUR = 3_600;
const DAY = 86_400;

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

/** A usable IANA zone: the user's, or UTC when the stored one is unknown to this runtime. */
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

/**
 * The range of a statistics interval (spec 000 §9) seen from `now` in the user's zone: today and
 * yesterday in 24 hourly buckets, the last 7 days (today included) in 7 daily ones, this month in
 * 31 daily ones from its first day, a custom range (first and last day included) in daily ones.
 * The custom days must already be checked (`customRangeProblem`).
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
  switch (interval) {
    case 'today':
      return { from: day(0), to: day(1), bucket: 'hour', width: HOUR, count: 24 };
    case 'yesterday':
      return { from: day(-1), to: day(0), bucket: 'hour', width: HOUR, count: 24 };
    case 'lastweek':
      return { from: day(-6), to: day(1), bucket: 'day', width: DAY, count: 7 };
    case 'thismonth':
      return {
        from: localMidnight(today.year, today.month, 1, zone),
        to: localMidnight(today.year, today.month + 1, 1, zone),
        bucket: 'day',
        width: DAY,
        count: 31,
      };
    case 'custom': {
      const first = parseDay(custom.dt_gt ?? '');
      const last = parseDay(custom.dt_lt ?? custom.dt_gt ?? '');
      const from = localMidnight(first.year, first.month, first.day, zone);
      const to = localMidnight(last.year, last.month, last.day + 1, zone);
      const count = Math.max(1, Math.round((to.getTime() - from.getTime()) / (DAY * 1000)));
      return { from, to, bucket: 'day', width: DAY, count };
    }
  }
}
