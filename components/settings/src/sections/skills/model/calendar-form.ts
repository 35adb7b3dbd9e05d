import { type ApiError, ApiRequestError, type SkillCalendar } from '@omnicanal/api';
import type { FieldValue, FormDescriptor, ValidationResult } from '@omnicanal/ui';

/*
 * The opening hours of a skill (`POST /skills/{id}/calendar-update`) as a form of the kit: the time
 * zone, then one list per weekday of `HH:mm-HH:mm` ranges. The wire holds one flat list of
 * `{day, start, end}`; the form holds it per day, which is how an administrator reads a week.
 */

/** Weekdays as the schema numbers them: 0 Monday … 6 Sunday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** Ranges per day: enough for split shifts, and within the schema's 56 in all. */
export const RANGES_PER_DAY = 8;

const RANGE = /^([01]\d|2[0-3]):([0-5]\d)\s*[-–]\s*([01]\d|2[0-3]):([0-5]\d)$/;

/** One typed range, or null when it is not `HH:mm-HH:mm` with the start before the end. */
export function parseRange(textValue: string): { start: string; end: string } | null {
  const match = RANGE.exec(textValue.trim());
  if (!match) return null;
  const start = `${match[1]}:${match[2]}`;
  const end = `${match[3]}:${match[4]}`;
  return start < end ? { start, end } : null;
}

/** Named validator `opening_ranges`: every range of the day is well formed. */
export function validateOpeningRanges(value: FieldValue): ValidationResult {
  const items = Array.isArray(value) ? value : [];
  return items.every((item) => parseRange(item) !== null)
    ? { valid: true }
    : { valid: false, message: 'settings-skills:calendar.invalid_range' };
}

const dayField = (day: number) => `day.${day}`;

/** The time zones offered: the runtime's list, with the saved one kept even if the runtime lacks it. */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set(['UTC', ...known]);
  if (current) all.add(current);
  return [...all].sort();
}

/** A calendar of the chronos service the skill may follow. */
export interface CalendarChoice {
  id: number;
  label: string;
}

/**
 * The form, filled from the saved calendar, or empty in `fallbackZone` when none is saved. With
 * `calendars` (the company's, when they could be read) it also picks the calendar the skill follows.
 */
export function calendarDescriptor(
  calendar: SkillCalendar | null,
  fallbackZone: string,
  calendars: readonly CalendarChoice[] | null = null,
): FormDescriptor {
  const zone = calendar?.timezone ?? fallbackZone;
  const ranges = calendar?.opening_hours ?? [];
  const rule = calendars
    ? [
        {
          name: 'rule',
          kind: 'select' as const,
          label: 'settings-skills:calendar.rule',
          helper: 'settings-skills:calendar.rule_help',
          // The select's empty choice, "None", clears it.
          placeholder: 'settings-skills:calendar.no_rule',
          options: calendars.map((c) => ({ text: c.label, value: String(c.id) })),
          value: calendar?.rule ? String(calendar.rule) : '',
        },
      ]
    : [];
  return {
    fieldsets: [
      {
        fields: [
          ...rule,
          {
            name: 'timezone',
            kind: 'select',
            label: 'settings-skills:calendar.timezone',
            required: true,
            options: timeZones(zone).map((name) => ({ text: name, value: name })),
            value: zone,
          },
        ],
      },
      {
        legend: 'settings-skills:calendar.opening_hours',
        fields: WEEKDAYS.map((day) => ({
          name: dayField(day),
          kind: 'list' as const,
          label: `settings-skills:calendar.days.${day}`,
          placeholder: 'settings-skills:calendar.range_placeholder',
          helper: day === 0 ? 'settings-skills:calendar.range_help' : undefined,
          max_length: RANGES_PER_DAY,
          validation: { name: 'opening_ranges' },
          value: ranges.filter((range) => range.day === day).map((range) => `${range.start}-${range.end}`),
        })),
      },
    ],
  };
}

/** The body of `calendar-update`: every valid range, by day then start. */
export function toCalendar(values: Record<string, FieldValue>): SkillCalendar {
  const opening_hours = WEEKDAYS.flatMap((day) => {
    const items = values[dayField(day)];
    return (Array.isArray(items) ? items : [])
      .map(parseRange)
      .filter((range) => range !== null)
      .map((range) => ({ day, ...range }))
      .sort((a, b) => a.start.localeCompare(b.start));
  });
  const timezone = typeof values.timezone === 'string' ? values.timezone : '';
  // No calendar field (the calendars could not be read): the body leaves the chosen one as it is.
  if (typeof values.rule !== 'string') return { timezone, opening_hours };
  return { timezone, opening_hours, rule: values.rule === '' ? null : Number(values.rule) };
}

/**
 * A refusal of `calendar-update` with its field errors moved from the wire's flat list
 * (`opening_hours.3.start`) onto the day the range belongs to (`day.1`), so each shows under its day.
 */
export function onCalendarFields(error: unknown, sent: SkillCalendar): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  const fields: ApiError['fields'] = {};
  for (const [name, messages] of Object.entries(error.error.fields)) {
    const index = /^opening_hours\.(\d+)/.exec(name)?.[1];
    const range = index === undefined ? undefined : sent.opening_hours[Number(index)];
    const target = range ? dayField(range.day) : name;
    fields[target] = [...(fields[target] ?? []), ...messages];
  }
  return new ApiRequestError({ ...error.error, fields });
}
