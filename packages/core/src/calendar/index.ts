/** Calendars of spec 001 (§3–§5): the model, its rules and openness at an instant. */
export {
  type Calendar,
  type CalendarDay,
  type ClockTime,
  clockTime,
  closedWeek,
  type OffGroup,
  type OpeningCalendar,
  type Slot,
  slot,
  WEEKDAYS,
  type WeekDays,
  type Weekday,
  workingWeek,
} from './model.ts';
export { isCalendarOpen, isTimeZone, type LocalTime, localTime } from './open.ts';
export {
  CALENDAR_ERRORS,
  type CalendarError,
  type CalendarFieldErrors,
  cleanWeek,
  dayProblems,
  isEmptySlot,
  isIsoDate,
  minutesOf,
  offDayProblem,
  offDaysProblems,
  timeProblem,
  weekProblems,
} from './validate.ts';
