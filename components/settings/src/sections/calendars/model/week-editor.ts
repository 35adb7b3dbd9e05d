import {
  type CalendarError,
  type ClockTime,
  offDayProblem,
  type Slot,
  TIME_PICKER_STEP_MINUTES,
  type WeekDays,
  type Weekday,
  weekProblems,
} from '@omnicanal/core';

/*
 * The day-row editor's rules as plain functions over the week (spec 001 §4 "Calendar days", §5):
 * each returns a new week, so the screen only keeps one value and re-checks it after each change.
 */

/** Which end of a slot. */
export type SlotEnd = 'start_dt' | 'end_dt';

const EMPTY: ClockTime = { hour: '', minute: '' };
const emptySlot = (): Slot => ({ start_dt: { ...EMPTY }, end_dt: { ...EMPTY } });

const withDay = (
  days: WeekDays,
  day: Weekday,
  change: (slots: Slot[], closed: boolean) => WeekDays[Weekday],
) => ({
  ...days,
  [day]: change(
    days[day].slots.map((s) => ({ start_dt: { ...s.start_dt }, end_dt: { ...s.end_dt } })),
    days[day].closed,
  ),
});

/** Closes a day, or opens it; an opened day without slots gets one empty slot to fill. */
export function setClosed(days: WeekDays, day: Weekday, closed: boolean): WeekDays {
  return withDay(days, day, (slots) => ({
    closed,
    slots: !closed && slots.length === 0 ? [emptySlot()] : slots,
  }));
}

/** One more empty slot at the end of the day. */
export function addSlot(days: WeekDays, day: Weekday): WeekDays {
  return withDay(days, day, (slots, closed) => ({ closed, slots: [...slots, emptySlot()] }));
}

/** The day without its slot `index`; a day left without slots is closed. */
export function removeSlot(days: WeekDays, day: Weekday, index: number): WeekDays {
  return withDay(days, day, (slots, closed) => {
    const left = slots.filter((_, i) => i !== index);
    return { closed: closed || left.length === 0, slots: left };
  });
}

/** Sets the hour or the minute of one end of a slot. */
export function setTime(
  days: WeekDays,
  day: Weekday,
  index: number,
  end: SlotEnd,
  part: keyof ClockTime,
  value: string,
): WeekDays {
  return withDay(days, day, (slots, closed) => ({
    closed,
    slots: slots.map((s, i) => (i === index ? { ...s, [end]: { ...s[end], [part]: value } } : s)),
  }));
}

/** The hours a picker offers: 00–23, and 24 for an end (a slot up to midnight). */
export const hourOptions = (end: SlotEnd): string[] =>
  Array.from({ length: end === 'end_dt' ? 25 : 24 }, (_, h) => String(h).padStart(2, '0'));

/** The minutes a picker offers: every 15 (spec 001 §9, the time pickers' step). */
export const MINUTE_OPTIONS: readonly string[] = Array.from(
  { length: 60 / TIME_PICKER_STEP_MINUTES },
  (_, i) => String(i * TIME_PICKER_STEP_MINUTES).padStart(2, '0'),
);

/** Problems of the week by field path (`days.monday.slots.1.start_dt`), as the server names them. */
export type WeekErrors = Record<string, string[]>;

/** The week's problems as the server would answer them, checked before anything is sent. */
export const weekErrors = (days: WeekDays): WeekErrors => weekProblems(days);

/** The problems shown beside a slot: those of its start, then of its end. */
export function slotErrors(errors: WeekErrors, day: Weekday, index: number): string[] {
  const at = (end: SlotEnd) => errors[`days.${day}.slots.${index}.${end}`] ?? [];
  return [...new Set([...at('start_dt'), ...at('end_dt')])];
}

/** Whether the week may be sent: no problem anywhere. */
export const isWeekValid = (errors: WeekErrors) => Object.keys(errors).length === 0;

/**
 * Adds an off day to the list (kept in date order), or answers why not: not in the future, already
 * listed, not a date (spec 001 §5, §8).
 */
export function addDayOff(
  list: readonly string[],
  day: string,
  today: string,
): { list: string[] } | { error: CalendarError } {
  const error = offDayProblem(day, list, today);
  return error ? { error } : { list: [...list, day].sort() };
}
