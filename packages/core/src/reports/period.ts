import { localDay, localMidnight, type StatsRange } from '../stats/range.ts';

const HOUR_MS = 3_600_000;
/** Up to two days, a run's period is cut in hours; longer, in the company's calendar days. */
const HOURLY_UP_TO_MS = 48 * HOUR_MS;

/**
 * A run's period as a statistics range, so the exports that count by bucket (the bot's) count
 * the period exactly: hourly buckets from `from` for up to two days, else daily buckets starting
 * at `from` and then at each local midnight of `zone` before `to`.
 */
export function periodRange(from: Date, to: Date, zone: string): StatsRange {
  const starts: Date[] = [];
  if (to.getTime() - from.getTime() <= HOURLY_UP_TO_MS) {
    for (let t = from.getTime(); t < to.getTime(); t += HOUR_MS) starts.push(new Date(t));
    return { from, to, bucket: 'hour', starts };
  }
  starts.push(from);
  const first = localDay(from, zone);
  for (let i = 1; ; i++) {
    const start = localMidnight(first.year, first.month, first.day + i, zone);
    if (start.getTime() >= to.getTime()) break;
    starts.push(start);
  }
  return { from, to, bucket: 'day', starts };
}
