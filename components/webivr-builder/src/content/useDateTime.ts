import { useStore } from '@nanostores/react';
import { $locale } from '@omnicanal/stores';
import { useMemo } from 'react';

/** Formats an ISO time as the page's language writes a date and time ("20 nov. 2026, 10:00"). */
export function useDateTime(): (iso: string) => string {
  const locale = useStore($locale);
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
}
