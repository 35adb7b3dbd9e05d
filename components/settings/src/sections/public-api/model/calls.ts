import { PUBLIC_API_STATUS_CLASSES } from '@omnicanal/api';

/*
 * The public API audit as the screen shows it: times on the company's clock, and the filters as
 * the server's query takes them.
 */

/** The status filters offered: every answer, or one class of them. */
export const STATUS_FILTERS = PUBLIC_API_STATUS_CLASSES.filter((c) => c !== '3xx');

/** What the audit is filtered by; empty strings mean "every". */
export interface CallFilters {
  token: string;
  status: string;
}

/** The query parameters of the filters (an empty one is left out). */
export function filterParams(filters: CallFilters): Record<string, string> {
  return {
    ...(filters.token ? { token: filters.token } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

/**
 * The moment of a call on the company's clock, to the second (an audit lines calls up closely):
 * "27/11/2026 10:05:09". A zone the browser does not know falls back to the reader's clock.
 */
export function callTime(instant: string, zone: string, locale: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'medium' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }).format(new Date(instant));
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(new Date(instant));
  }
}
