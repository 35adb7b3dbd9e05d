import {
  type CalendarFieldErrors,
  type WeekDays as CoreWeekDays,
  isIsoDate,
  isTimeZone,
  WEEKDAYS,
  type Weekday,
  weekProblems,
} from '@omnicanal/core';
import * as v from 'valibot';
import { RowId } from './common.ts';
import { SettingsLabel } from './settings/common.ts';

/*
 * The chronos service's payloads (spec 001 §3 "Calendar", §7 "Schedule rules (chronos)"). A rule is
 * the calendar as chronos nodes and entry points name it; its weekly days are a week of their own
 * (`/weeks/week/{id}`). Shapes here, the rules of §5 in `@omnicanal/core`, applied by these schemas
 * so the server's field lists and the editor's errors are the same keys.
 */

/** One or two digits, or empty (an unfilled time). Ranges and steps are core's `timeProblem`. */
const TimePart = v.pipe(v.string(), v.maxLength(2, 'invalid_time_format'));

export const ClockTime = v.object({ hour: TimePart, minute: TimePart });

export const Slot = v.object({ start_dt: ClockTime, end_dt: ClockTime });

/** At most a slot per quarter of an hour. */
export const SLOTS_PER_DAY_MAX = 96;

export const CalendarDay = v.object({
  closed: v.boolean(),
  slots: v.pipe(v.array(Slot), v.maxLength(SLOTS_PER_DAY_MAX, 'too_long')),
});

export const WeekDays = v.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, CalendarDay])) as Record<Weekday, typeof CalendarDay>,
);
export type WeekDays = v.InferOutput<typeof WeekDays>;

/** Core's field lists as valibot issues at their own paths (`days.monday.slots.0.end_dt`). */
function addProblems(
  problems: CalendarFieldErrors,
  input: unknown,
  addIssue: (issue: { message: string; path: [v.IssuePathItem, ...v.IssuePathItem[]] }) => void,
) {
  for (const [path, keys] of Object.entries(problems)) {
    const items = path
      .split('.')
      .map(
        (key) =>
          ({ type: 'object', origin: 'value', input, key, value: undefined }) as unknown as v.IssuePathItem,
      );
    for (const message of keys) addIssue({ message, path: items as [v.IssuePathItem, ...v.IssuePathItem[]] });
  }
}

/** A weekly schedule (`GET /weeks/week/{id}`): the seven days, each closed or with its slots. */
export const Week = v.object({ id: v.number(), days: WeekDays });
export type Week = v.InferOutput<typeof Week>;

/** `POST /weeks/week/{id}`: the days, checked against spec 001 §5 (end after start, no overlap…). */
export const WeekInput = v.pipe(
  v.object({ days: WeekDays }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (dataset.typed) addProblems(weekProblems(dataset.value.days as CoreWeekDays), dataset.value, addIssue);
  }),
);
export type WeekInput = v.InferOutput<typeof WeekInput>;

/** `GET /weeks/week?add_new=true`: `add_new` creates a week, every day closed, and answers it. */
export const WeekQuery = v.object({ add_new: v.optional(v.picklist(['true', 'false']), 'false') });

/** A date written YYYY-MM-DD. */
export const IsoDate = v.pipe(v.string(), v.check(isIsoDate, 'invalid_date'));

/** `GET /off_groups`: a named list of days off (public holidays…) a calendar may include. */
export const OffGroup = v.object({ id: v.number(), label: v.string(), days: v.array(v.string()) });
export type OffGroup = v.InferOutput<typeof OffGroup>;

/** An IANA time zone this runtime knows. */
export const CalendarTimezone = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(64, 'too_long'),
  v.check(isTimeZone, 'invalid_timezone'),
);

/** The most days off a calendar lists itself (groups hold the rest). */
export const DAYS_OFF_MAX = 366;

/**
 * `POST /rules[/{id}]`: a calendar as an administrator writes it. `week` is the id of its weekly
 * schedule, null until its hours are customised. Whether new days off are in the future and listed
 * once, and whether the label is free, the server checks against what is stored.
 */
export const CalendarInput = v.object({
  label: SettingsLabel,
  timezone: CalendarTimezone,
  open_24_7: v.optional(v.boolean(), false),
  week: v.optional(v.nullable(RowId), null),
  days_off: v.optional(v.pipe(v.array(IsoDate), v.maxLength(DAYS_OFF_MAX, 'too_long')), []),
  off_groups: v.optional(v.pipe(v.array(RowId), v.maxLength(100, 'too_long')), []),
});
export type CalendarInput = v.InferOutput<typeof CalendarInput>;

/**
 * `GET /rules`, `GET /rules/{id}`: a calendar. `customized` says its hours were set (it has a week);
 * `days` are that week's days, every day closed otherwise.
 */
export const CalendarRule = v.object({
  id: v.number(),
  label: v.string(),
  timezone: v.string(),
  open_24_7: v.boolean(),
  customized: v.boolean(),
  week: v.nullable(v.number()),
  days: WeekDays,
  days_off: v.array(v.string()),
  off_groups: v.array(v.number()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type CalendarRule = v.InferOutput<typeof CalendarRule>;

/**
 * `GET /accounts/calendar-trees/{id}`: a tree that uses the calendar, through a chronos node of a
 * bot or an entry point that opens the tree on it.
 */
export const CalendarTree = v.object({
  via: v.picklist(['chronos', 'entry_point']),
  skill: v.number(),
  skill_name: v.string(),
  bot: v.string(),
  channel: v.string(),
  tree: v.string(),
  title: v.string(),
  /** The entry point's name, for `via: 'entry_point'`. */
  entry_point: v.nullable(v.string()),
});
export type CalendarTree = v.InferOutput<typeof CalendarTree>;
