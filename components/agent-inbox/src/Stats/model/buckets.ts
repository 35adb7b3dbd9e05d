import type { StatsBucket } from '@omnicanal/api';
import { formatDate, type Locale } from '@omnicanal/core';

/** uPlot's data: x in seconds since the epoch, then one series per figure. */
export type ChartData = [number[], number[], number[]];

/** The buckets as uPlot columns: start times, rooms created, rooms closed. */
export function chartData(buckets: readonly StatsBucket[]): ChartData {
  return [
    buckets.map((b) => Math.floor(Date.parse(b.start) / 1000)),
    buckets.map((b) => b.created),
    buckets.map((b) => b.closed),
  ];
}

/**
 * A bucket's name on the axis and in the summary: the hour (`14 h`, `2 PM`) for hourly buckets,
 * the date in the language's format for daily ones.
 */
export function bucketLabel(start: string | number, bucket: 'hour' | 'day', locale: Locale): string {
  const date = new Date(typeof start === 'number' ? start * 1000 : start);
  if (bucket === 'day') return formatDate(date, locale);
  const h = date.getHours();
  if (locale === 'fr') return `${h} h`;
  return `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The busiest bucket by rooms created, for the chart's text alternative; null when all are empty. */
export function peakBucket(buckets: readonly StatsBucket[]): StatsBucket | null {
  let peak: StatsBucket | null = null;
  for (const b of buckets) if (b.created > 0 && (!peak || b.created > peak.created)) peak = b;
  return peak;
}

/** Totals over the buckets. */
export function bucketTotals(buckets: readonly StatsBucket[]): { created: number; closed: number } {
  return buckets.reduce((t, b) => ({ created: t.created + b.created, closed: t.closed + b.closed }), {
    created: 0,
    closed: 0,
  });
}
