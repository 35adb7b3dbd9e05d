/**
 * A scheduled export's recurrence rule (issue 20 point 4): an RFC 5545 RRULE on the company's wall
 * clock, kept to what the form offers — every `interval` days, weeks or months, maybe on some
 * days of the week, at one hour and minute, counted from a first day:
 *
 *     DTSTART:20261127T000000
 *     RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,FR;BYHOUR=2;BYMINUTE=30
 *
 * DTSTART is floating (no zone, no `Z`): the company's zone places it. It anchors the interval
 * (every other week from that week) and a monthly rule's day of the month.
 */

export const EXPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ExportFrequency = (typeof EXPORT_FREQUENCIES)[number];

/** RFC 5545 weekday codes, Monday first. */
export const RULE_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type RuleWeekday = (typeof RULE_WEEKDAYS)[number];

/** The longest interval offered (every 365 days, weeks or months). */
export const EXPORT_INTERVAL_MAX = 365;

/** A recurrence as the form edits it. */
export interface ExportRecurrence {
  freq: ExportFrequency;
  interval: number;
  /** Days of the week (daily and weekly rules); empty: every day, or the first day's weekday. */
  days: RuleWeekday[];
  hour: number;
  minute: number;
  /** The first day, `YYYY-MM-DD` on the company's wall clock. */
  start: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The rule's text, as stored and sent. */
export function recurrenceRule(r: ExportRecurrence): string {
  const parts = [`FREQ=${r.freq.toUpperCase()}`, `INTERVAL=${r.interval}`];
  const days = RULE_WEEKDAYS.filter((d) => r.days.includes(d));
  if (days.length > 0) parts.push(`BYDAY=${days.join(',')}`);
  parts.push(`BYHOUR=${r.hour}`, `BYMINUTE=${r.minute}`);
  return `DTSTART:${r.start.replaceAll('-', '')}T000000\nRRULE:${parts.join(';')}`;
}

const int = (text: string | undefined, min: number, max: number): number | null => {
  if (text === undefined || !/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
};

function startOf(line: string): string | null {
  const m = /^DTSTART:(\d{4})(\d{2})(\d{2})T000000$/.exec(line);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || y < 2000) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/**
 * The recurrence a rule's text says, or null when it is malformed or asks what the form does not
 * offer (another frequency, several hours, days on a monthly rule, a part twice).
 */
export function parseRecurrence(rule: string): ExportRecurrence | null {
  const lines = rule
    .trim()
    .split(/\r?\n/)
    .map((l) => l.trim());
  if (lines.length !== 2) return null;
  const start = startOf(lines[0] as string);
  const body = /^RRULE:(.+)$/.exec(lines[1] as string)?.[1];
  if (!start || !body) return null;
  const parts = new Map<string, string>();
  for (const part of body.split(';')) {
    const [key, value, extra] = part.split('=');
    if (!key || value === undefined || extra !== undefined || parts.has(key)) return null;
    parts.set(key, value);
  }
  if ([...parts.keys()].some((k) => !['FREQ', 'INTERVAL', 'BYDAY', 'BYHOUR', 'BYMINUTE'].includes(k)))
    return null;
  const freq = parts.get('FREQ')?.toLowerCase();
  if (!(EXPORT_FREQUENCIES as readonly string[]).includes(freq ?? '')) return null;
  const interval = parts.has('INTERVAL') ? int(parts.get('INTERVAL'), 1, EXPORT_INTERVAL_MAX) : 1;
  const hour = int(parts.get('BYHOUR'), 0, 23);
  const minute = int(parts.get('BYMINUTE'), 0, 59);
  if (interval === null || hour === null || minute === null) return null;
  const dayText = parts.get('BYDAY');
  const days = dayText === undefined ? [] : dayText.split(',');
  if (
    days.some((d) => !(RULE_WEEKDAYS as readonly string[]).includes(d)) ||
    new Set(days).size !== days.length
  )
    return null;
  if (freq === 'monthly' && days.length > 0) return null;
  return { freq: freq as ExportFrequency, interval, days: days as RuleWeekday[], hour, minute, start };
}

/** `invalid_rule` when the rule's text is not one `parseRecurrence` reads, else null. */
export const recurrenceProblem = (rule: string): 'invalid_rule' | null =>
  parseRecurrence(rule) ? null : 'invalid_rule';

/** `YYYY-MM-DD` of `n` as it is written in a rule's DTSTART. */
export const ruleDay = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
