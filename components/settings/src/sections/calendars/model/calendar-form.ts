import { type CalendarInput, type CalendarRule, SETTINGS_LABEL_MAX_LENGTH } from '@omnicanal/api';
import type { FieldValue, FormDescriptor } from '@omnicanal/ui';

/** The time zones offered: the runtime's list, with the saved one kept even if the runtime lacks it. */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', ...known, current])].filter(Boolean).sort();
}

/** The form of a calendar (spec 001 §3): label, time zone, open 24/7. Hours are the customisation's. */
export function calendarDescriptor(rule: CalendarRule | null, fallbackZone: string): FormDescriptor {
  const zone = rule?.timezone ?? fallbackZone;
  return {
    fieldsets: [
      {
        fields: [
          {
            name: 'label',
            kind: 'text',
            label: 'settings-calendars:form.label',
            required: true,
            max_length: SETTINGS_LABEL_MAX_LENGTH,
            value: rule?.label ?? '',
          },
          {
            name: 'timezone',
            kind: 'select',
            label: 'settings-calendars:form.timezone',
            required: true,
            options: timeZones(zone).map((name) => ({ text: name, value: name })),
            value: zone,
          },
          {
            name: 'open_24_7',
            kind: 'checkbox',
            label: 'settings-calendars:form.open_24_7',
            helper: 'settings-calendars:form.open_24_7_help',
            value: rule?.open_24_7 ?? false,
          },
        ],
      },
    ],
  };
}

/** The body of `POST /rules[/{id}]`: the form's fields over what the calendar keeps (hours, days off). */
export function toCalendarInput(
  values: Record<string, FieldValue>,
  rule: CalendarRule | null,
): CalendarInput {
  return {
    label: typeof values.label === 'string' ? values.label.trim() : '',
    timezone: typeof values.timezone === 'string' ? values.timezone : '',
    open_24_7: values.open_24_7 === true,
    week: rule?.week ?? null,
    days_off: rule?.days_off ?? [],
    off_groups: rule?.off_groups ?? [],
  };
}

/** The body that saves a calendar with new hours, days off and groups, its label and zone unchanged. */
export function customizedInput(
  rule: CalendarRule,
  change: Pick<CalendarInput, 'open_24_7' | 'week' | 'days_off' | 'off_groups'>,
): CalendarInput {
  return { label: rule.label, timezone: rule.timezone, ...change };
}
