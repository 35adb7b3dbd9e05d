/**
 * The calendar of spec 001 §3 ("Calendar") as the chronos service stores it and the console edits it:
 * a label, a time zone, an open-24/7 flag, seven weekdays each closed or open on time slots, and the
 * days off (its own dates plus those of the off-day groups it includes).
 */

/** The weekdays in the order the day-row editor shows them; also the keys of `WeekDays`. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * A time of day as the wire carries it: hour `HH` and minute `mm`, two digits each. Both empty is an
 * unfilled time (spec 001 §5: both or neither).
 */
export interface ClockTime {
  hour: string;
  minute: string;
}

/** One opening range of a day, `start_dt` to `end_dt` (wire names kept). */
export interface Slot {
  start_dt: ClockTime;
  end_dt: ClockTime;
}

/** A weekday: closed, or open on its slots (spec 001 §4, "Calendar days"). */
export interface CalendarDay {
  closed: boolean;
  slots: Slot[];
}

export type WeekDays = Record<Weekday, CalendarDay>;

/** A named list of days off (public holidays…) that calendars may include. Dates are YYYY-MM-DD. */
export interface OffGroup {
  id: number;
  label: string;
  days: string[];
}

/** What "is this calendar open at T" needs: everything but the label. */
export interface OpeningCalendar {
  /** IANA time zone the slots and days off are read in. */
  timezone: string;
  /** Open at every hour of every weekday; days off still close it. */
  open_24_7: boolean;
  days: WeekDays;
  /** The calendar's own days off, YYYY-MM-DD in its time zone. */
  days_off: readonly string[];
  /** The off-day groups it includes, with their dates. */
  off_groups: readonly Pick<OffGroup, 'days'>[];
}

/** A calendar with its label, as the settings screens edit it. */
export interface Calendar extends OpeningCalendar {
  label: string;
}

/** A week with every day closed: what a new calendar starts from. */
export function closedWeek(): WeekDays {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, { closed: true, slots: [] }])) as unknown as WeekDays;
}

/** `HH:mm` → a `ClockTime`; anything else → null. */
export function clockTime(hhmm: string): ClockTime | null {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  return match ? { hour: match[1] ?? '', minute: match[2] ?? '' } : null;
}

/** A slot from two `HH:mm` strings (tests, seeds, the editor's defaults). */
export function slot(start: string, end: string): Slot {
  return {
    start_dt: clockTime(start) ?? { hour: '', minute: '' },
    end_dt: clockTime(end) ?? { hour: '', minute: '' },
  };
}

/** A week open on the same slots from Monday to Friday, closed at the weekend. */
export function workingWeek(...slots: Slot[]): WeekDays {
  const week = closedWeek();
  for (const day of WEEKDAYS.slice(0, 5)) week[day] = { closed: false, slots: slots.map((s) => ({ ...s })) };
  return week;
}
