import { instantOf, wallClockOf, wallFields } from '../campaigns/zone.ts';
import { RRule } from '../rrule.ts';
import { type ExportRecurrence, parseRecurrence, RULE_WEEKDAYS } from './rule.ts';

const FREQ = { daily: RRule.DAILY, weekly: RRule.WEEKLY, monthly: RRule.MONTHLY } as const;
const DAY_OF = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];

/**
 * The rule in floating time (its dates' UTC fields are the wall clock), as the campaigns' plans:
 * a daily export at 02:00 in Paris stays at 02:00 across the change to summer time, and a monthly
 * one started on the 31st skips the months without one (RFC 5545).
 */
function ruleOf(r: ExportRecurrence): RRule {
  return new RRule({
    freq: FREQ[r.freq],
    interval: r.interval,
    dtstart: wallFields(`${r.start}T00:00`),
    byweekday: r.days.length > 0 ? r.days.map((d) => DAY_OF[RULE_WEEKDAYS.indexOf(d)] as never) : null,
    byhour: [r.hour],
    byminute: [r.minute],
    bysecond: [0],
  });
}

const recurrenceOf = (rule: string | ExportRecurrence): ExportRecurrence => {
  if (typeof rule !== 'string') return rule;
  const parsed = parseRecurrence(rule);
  if (!parsed) throw new RangeError(`not a scheduled export rule: ${rule}`);
  return parsed;
};

/** The runs of the rule strictly after `after`, at most `count` (the form previews 5). */
export function nextRuns(rule: string | ExportRecurrence, zone: string, after: Date, count: number): Date[] {
  const r = ruleOf(recurrenceOf(rule));
  const runs: Date[] = [];
  // Compare on the wall clock: the rule's dates are floating; a repeated hour is placed once.
  let cursor: Date | null = wallFields(wallClockOf(after, zone));
  let last = after.getTime();
  while (runs.length < count && cursor) {
    cursor = r.after(cursor, false);
    if (!cursor) break;
    const at = instantOf(cursor, zone);
    if (at.getTime() > last) {
      runs.push(at);
      last = at.getTime();
    }
  }
  return runs;
}

/** The next run strictly after `after`, or null when the rule has none. */
export const nextRun = (rule: string | ExportRecurrence, zone: string, after: Date): Date | null =>
  nextRuns(rule, zone, after, 1)[0] ?? null;

/** The last run of the rule strictly before `before`, or null when there is none. */
export function previousRun(rule: string | ExportRecurrence, zone: string, before: Date): Date | null {
  const r = ruleOf(recurrenceOf(rule));
  let cursor: Date | null = wallFields(wallClockOf(new Date(before.getTime() + 60_000), zone));
  for (;;) {
    cursor = r.before(cursor, false);
    if (!cursor) return null;
    const at = instantOf(cursor, zone);
    if (at.getTime() < before.getTime()) return at;
  }
}

/**
 * What a run at `at` covers: since the rule's previous run (so runs leave no gap and no overlap),
 * or the day before `at` on the company's wall clock when the rule has no earlier run (the first
 * run, or one run by hand before the first). `to` is excluded.
 */
export function exportPeriod(
  rule: string | ExportRecurrence,
  zone: string,
  at: Date,
): { from: Date; to: Date } {
  const previous = previousRun(rule, zone, at);
  if (previous) return { from: previous, to: at };
  const wall = wallClockOf(at, zone);
  const day = wallFields(wall);
  day.setUTCDate(day.getUTCDate() - 1);
  return { from: instantOf(day, zone), to: at };
}
