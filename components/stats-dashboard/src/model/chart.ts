/** One series of a chart: its key in the buckets, its label key and its colour token. */
export interface SeriesSpec<K extends string> {
  key: K;
  label: string;
  color: string;
}

/**
 * uPlot's columns from buckets: the times in seconds, then one column per series, in order.
 */
export function chartColumns<K extends string>(
  buckets: readonly ({ start: string } & Record<K, number>)[],
  series: readonly SeriesSpec<K>[],
): number[][] {
  return [
    buckets.map((bucket) => Date.parse(bucket.start) / 1000),
    ...series.map((spec) => buckets.map((bucket) => bucket[spec.key])),
  ];
}

/** Totals of each series over the buckets, and the bucket where the first series peaks. */
export function chartSummary<K extends string>(
  buckets: readonly ({ start: string } & Record<K, number>)[],
  keys: readonly K[],
): { totals: Record<K, number>; peak: { start: string; value: number } | null } {
  const totals = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  let peak: { start: string; value: number } | null = null;
  const first = keys[0];
  for (const bucket of buckets) {
    for (const key of keys) totals[key] += bucket[key];
    if (first !== undefined && bucket[first] > 0 && (!peak || bucket[first] > peak.value))
      peak = { start: bucket.start, value: bucket[first] };
  }
  return { totals, peak };
}

/** A bucket's start as people read it: the hour for hourly buckets, the day otherwise. */
export function bucketLabel(
  start: string | number,
  bucket: 'hour' | 'day',
  locale: string,
  timeZone?: string,
): string {
  const date = typeof start === 'number' ? new Date(start * 1000) : new Date(start);
  const options: Intl.DateTimeFormatOptions =
    bucket === 'hour' ? { hour: '2-digit', minute: '2-digit' } : { day: '2-digit', month: '2-digit' };
  return new Intl.DateTimeFormat(locale, { ...options, ...(timeZone ? { timeZone } : {}) }).format(date);
}

/**
 * The x axis's ticks between `min` and `max`: bucket starts (so each label names a bucket), at
 * most about `most` of them, found by bisection. A chart of a million buckets labels a dozen per
 * redraw, never walks them all.
 */
export function ticksIn(times: readonly number[], min: number, max: number, most = 12): number[] {
  const first = firstIndex(times, (t) => t >= min);
  const end = firstIndex(times, (t) => t > max);
  const count = end - first;
  if (count <= 0) return [];
  const step = Math.max(1, Math.ceil(count / most));
  const ticks: number[] = [];
  for (let i = first; i < end; i += step) ticks.push(times[i] as number);
  return ticks;
}

/** The index of the first of the sorted `times` that meets `past` (`times.length` if none). */
function firstIndex(times: readonly number[], past: (time: number) => boolean): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (past(times[mid] as number)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
