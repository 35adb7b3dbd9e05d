import { TIME_PICKER_STEP_MINUTES } from '../constants.ts';
import type { CalendarDay, ClockTime, Slot, WeekDays } from './model.ts';
import { WEEKDAYS } from './model.ts';

/**
 * The error keys of the calendar rules (spec 001 §5 "Calendar", §8 "Calendar"), translated under
 * `calendars.errors.<key>`. The server answers them in its field lists; the editor shows the same.
 */
export const CALENDAR_ERRORS = [
  /** Hour and minute must both be filled or both be empty. */
  'time_incomplete',
  /** Not `HH` 00–23 and `mm` 00–59 (24:00 only as an end): "invalid time format" per weekday. */
  'invalid_time_format',
  /** Not on the 15-minute step of the time pickers. */
  'time_step',
  /** A slot whose end is not after its start. */
  'end_before_start',
  /** Two slots of a day that overlap. */
  'slots_overlap',
  /** An open day needs its start and end times. */
  'time_required',
  /** An off day that is not a YYYY-MM-DD date. */
  'invalid_date',
  /** An off day that is not in the future. */
  'off_day_in_past',
  /** An off day already listed. */
  'off_day_already_listed',
] as const;
export type CalendarError = (typeof CALENDAR_ERRORS)[number];

/** Field path → error keys, the per-field lists of spec 000 §5 (`days.monday.slots.0.end_dt`). */
export type CalendarFieldErrors = Record<string, CalendarError[]>;

const isEmpty = (time: ClockTime) => time.hour === '' && time.minute === '';

/** Minutes since midnight of a well-formed time; `24:00` is allowed as an end (midnight after). */
export function minutesOf(time: ClockTime): number | null {
  if (!/^\d{2}$/.test(time.hour) || !/^\d{2}$/.test(time.minute)) return null;
  const hour = Number(time.hour);
  const minute = Number(time.minute);
  if (minute > 59 || hour > 24 || (hour === 24 && minute !== 0)) return null;
  return hour * 60 + minute;
}

/** The problem of one time of a slot, or null. `end` allows 24:00. */
export function timeProblem(time: ClockTime, end: boolean): CalendarError | null {
  if ((time.hour === '') !== (time.minute === '')) return 'time_incomplete';
  if (isEmpty(time)) return 'time_required';
  const minutes = minutesOf(time);
  if (minutes === null || (!end && minutes >= 24 * 60)) return 'invalid_time_format';
  if (minutes % TIME_PICKER_STEP_MINUTES !== 0) return 'time_step';
  return null;
}

/** A slot whose four fields are empty: spec 001 §5 says such empty rows are ignored. */
export const isEmptySlot = (s: Slot) => isEmpty(s.start_dt) && isEmpty(s.end_dt);

/** The problems of one day, keyed by the path under the day (`slots.0.end_dt`). */
export function dayProblems(day: CalendarDay): CalendarFieldErrors {
  const errors: CalendarFieldErrors = {};
  const add = (path: string, key: CalendarError) => {
    const list = errors[path] ?? [];
    if (!list.includes(key)) list.push(key);
    errors[path] = list;
  };
  if (day.closed) return errors;
  const ranges: { index: number; start: number; end: number }[] = [];
  day.slots.forEach((s, index) => {
    if (isEmptySlot(s)) return;
    const start = timeProblem(s.start_dt, false);
    const end = timeProblem(s.end_dt, true);
    if (start) add(`slots.${index}.start_dt`, start);
    if (end) add(`slots.${index}.end_dt`, end);
    if (start || end) return;
    const from = minutesOf(s.start_dt) ?? 0;
    const to = minutesOf(s.end_dt) ?? 0;
    if (to <= from) add(`slots.${index}.end_dt`, 'end_before_start');
    else ranges.push({ index, start: from, end: to });
  });
  // Each slot is compared with every other, so both slots of an overlap carry the error.
  for (const a of ranges)
    for (const b of ranges)
      if (a.index !== b.index && a.start < b.end && b.start < a.end)
        add(`slots.${a.index}.start_dt`, 'slots_overlap');
  return errors;
}

/** The problems of a week, keyed `days.<weekday>.slots.<n>.<start_dt|end_dt>`; empty when valid. */
export function weekProblems(days: WeekDays): CalendarFieldErrors {
  const errors: CalendarFieldErrors = {};
  for (const weekday of WEEKDAYS)
    for (const [path, keys] of Object.entries(dayProblems(days[weekday])))
      errors[`days.${weekday}.${path}`] = keys;
  return errors;
}

/** The week as stored: empty slot rows dropped, a closed day without slots. */
export function cleanWeek(days: WeekDays): WeekDays {
  return Object.fromEntries(
    WEEKDAYS.map((weekday) => {
      const day = days[weekday];
      return [
        weekday,
        { closed: day.closed, slots: day.closed ? [] : day.slots.filter((s) => !isEmptySlot(s)) },
      ];
    }),
  ) as unknown as WeekDays;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * The problem of adding `day` to the off days `listed`, or null (spec 001 §5: in the future and
 * not already listed). `today` is the calendar's current date (YYYY-MM-DD in its time zone): a day
 * that has begun is not in the future.
 */
export function offDayProblem(day: string, listed: readonly string[], today: string): CalendarError | null {
  if (!isIsoDate(day)) return 'invalid_date';
  if (listed.includes(day)) return 'off_day_already_listed';
  if (day <= today) return 'off_day_in_past';
  return null;
}

/**
 * The problems of a saved list of off days, keyed `days_off.<n>`. Days already `stored` may have
 * passed since they were saved and are kept; a new one must be in the future; none twice.
 */
export function offDaysProblems(
  days: readonly string[],
  stored: readonly string[],
  today: string,
): CalendarFieldErrors {
  const errors: CalendarFieldErrors = {};
  days.forEach((day, index) => {
    const before = days.slice(0, index);
    const problem =
      stored.includes(day) && isIsoDate(day) && !before.includes(day)
        ? null
        : offDayProblem(day, before, today);
    if (problem) errors[`days_off.${index}`] = [problem];
  });
  return errors;
}
