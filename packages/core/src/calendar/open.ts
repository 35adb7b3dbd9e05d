import type { OpeningCalendar, Weekday } from './model.ts';
import { isEmptySlot, minutesOf } from './validate.ts';

/** The wall clock of an instant in a zone: its date, weekday and minutes since midnight. */
export interface LocalTime {
  /** YYYY-MM-DD in the zone. */
  date: string;
  weekday: Weekday;
  minutes: number;
}

const WEEKDAY_OF: Record<string, Weekday> = {
  Mon: 'monday',
  Tue: 'tuesday',
  Wed: 'wednesday',
  Thu: 'thursday',
  Fri: 'friday',
  Sat: 'saturday',
  Sun: 'sunday',
};

// Building a DateTimeFormat costs far more than formatting with it; a runtime walks many instants.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timezone: string): Intl.DateTimeFormat {
  let format = formatters.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      // h23, not hour12: false, which some runtimes answer as "24" at midnight.
      hourCycle: 'h23',
    });
    formatters.set(timezone, format);
  }
  return format;
}

/** True when `timezone` is an IANA zone this runtime knows. */
export function isTimeZone(timezone: string): boolean {
  try {
    formatterOf(timezone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The wall clock of `instant` in `timezone`. Intl applies the zone's rules, so the offset is the
 * one in force at that instant (summer or winter time) without any table of our own.
 */
export function localTime(instant: Date, timezone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timezone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAY_OF[parts.weekday ?? ''] ?? 'monday',
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/**
 * Whether `calendar` is open at `instant` (spec 001: the chronos node's routing, the web IVR and
 * statistics all ask this). The instant is read on the calendar's wall clock, so a slot is open
 * for whatever local times it covers: on the day clocks go forward the skipped hour simply never
 * happens, and on the day they go back a slot covering the repeated hour is open both times.
 * A day off (the calendar's own or one of its groups') closes the whole day, even a 24/7 calendar;
 * otherwise 24/7 is open, a closed day is closed, and an open day is open from each slot's start
 * (included) to its end (excluded).
 */
export function isCalendarOpen(calendar: OpeningCalendar, instant: Date): boolean {
  const local = localTime(instant, calendar.timezone);
  if (calendar.days_off.includes(local.date)) return false;
  if (calendar.off_groups.some((group) => group.days.includes(local.date))) return false;
  if (calendar.open_24_7) return true;
  const day = calendar.days[local.weekday];
  if (!day || day.closed) return false;
  return day.slots.some((s) => {
    if (isEmptySlot(s)) return false;
    const start = minutesOf(s.start_dt);
    const end = minutesOf(s.end_dt);
    return start !== null && end !== null && start <= local.minutes && local.minutes < end;
  });
}
