import type { CalendarRule, SettingsPage } from '@omnicanal/api';

/**
 * One page of the calendars list from the whole list `GET /rules` answers (the chronos service
 * answers every calendar at once, as the bot builder's picker wants them): searched by label,
 * sorted by label or time zone, then cut to the page the list asks for.
 */
export function calendarPage(
  rules: readonly CalendarRule[],
  params: Record<string, string>,
): SettingsPage<CalendarRule> {
  const needle = (params.search ?? '').trim().toLocaleLowerCase();
  const ordering = params.ordering ?? 'label';
  const field = ordering.replace(/^-/, '') === 'timezone' ? 'timezone' : 'label';
  const found = rules
    .filter((rule) => rule.label.toLocaleLowerCase().includes(needle))
    .sort((a, b) => a[field].localeCompare(b[field]) * (ordering.startsWith('-') ? -1 : 1));
  const offset = Number(params.offset ?? 0);
  const limit = Number(params.limit ?? 20);
  return { results: found.slice(offset, offset + limit), count: found.length };
}

/** What the list says of a calendar's hours: open 24/7, customised, or not yet. */
export function hoursKey(rule: Pick<CalendarRule, 'open_24_7' | 'customized'>): string {
  if (rule.open_24_7) return 'settings-calendars:hours.always';
  return rule.customized ? 'settings-calendars:hours.customized' : 'settings-calendars:hours.not_customized';
}
