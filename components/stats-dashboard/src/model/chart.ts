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

/**
 * Level-of-detail copies of a chart's columns (times, then one column per series), for ranges
 * holding far more buckets than the chart has pixels. Level 0 is the columns themselves; each next
 * level cuts the previous one into runs of four points and keeps two per run: its first time with
 * each series' lowest value, its last time with each series' highest — half the points, the same
 * envelope (a level's lows and highs are its runs' own, so a run of them has the same lowest and
 * highest as the buckets under it). Levels stop once one holds at most `smallest` points. Level 0
 * is `columns` itself, not a copy.
 */
export function chartLevels(columns: number[][], smallest = 2048): number[][][] {
  const levels: number[][][] = [columns];
  let source = columns;
  while ((source[0]?.length ?? 0) > smallest) {
    const level = halved(source);
    levels.push(level);
    source = level;
  }
  return levels;
}

/** One level of `chartLevels` from the one before: runs of four points, two kept from each. */
function halved(columns: readonly (readonly number[])[]): number[][] {
  const times = columns[0] as readonly number[];
  const level: number[][] = columns.map(() => []);
  const out = level[0] as number[];
  for (let start = 0; start < times.length; start += 4) {
    const end = Math.min(start + 4, times.length);
    const last = end - 1;
    out.push(times[start] as number);
    if (last > start) out.push(times[last] as number);
    for (let s = 1; s < columns.length; s++) {
      const column = columns[s] as readonly number[];
      let low = column[start] as number;
      let high = low;
      for (let i = start + 1; i < end; i++) {
        const value = column[i] as number;
        if (value < low) low = value;
        else if (value > high) high = value;
      }
      (level[s] as number[]).push(low);
      if (last > start) (level[s] as number[]).push(high);
    }
  }
  return level;
}

/**
 * The level of `chartLevels` to draw the range `min`–`max` with: the most detailed one that puts at
 * most `budget` points in it (about two per pixel column), the coarsest when none does.
 */
/** How many of `times` (sorted) fall within `min`–`max`. */
export function pointsIn(times: readonly number[], min: number, max: number): number {
  return firstIndex(times, (t) => t > max) - firstIndex(times, (t) => t >= min);
}

/**
 * The series' line width in CSS pixels for `points` drawn across `width`: 2 while the points are at
 * least two pixels apart, 1 when denser. A 2-pixel stroke through a dense, jagged series shows
 * nothing a 1-pixel one does not, and costs a browser rasterising without a GPU two or three times
 * the frame (measured: 2,400 points, 1 px 16.7 ms frames, 2 px 30–41 ms).
 */
export function lineWidthFor(points: number, width: number): 1 | 2 {
  return points * 2 <= width ? 2 : 1;
}

export function levelFor(
  levels: readonly (readonly number[][])[],
  min: number,
  max: number,
  budget: number,
): number {
  for (let level = 0; level < levels.length; level++) {
    if (pointsIn((levels[level] as readonly number[][])[0] ?? [], min, max) <= budget) return level;
  }
  return levels.length - 1;
}
