import { useStore } from '@nanostores/react';
import { $locale } from '@omnicanal/stores';
import { useMemo } from 'react';

/**
 * An instant as the campaign's own wall clock says it, its zone named ("1 déc. 2026, 10:00
 * (Europe/Paris)"): a campaign sends in its zone, whatever the reader's.
 */
export function useDateTime(): (iso: string, zone: string) => string {
  const locale = useStore($locale);
  return useMemo(
    () => (iso: string, zone: string) => {
      const at = new Date(iso);
      try {
        const text = new Intl.DateTimeFormat(locale, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: zone,
        });
        return `${text.format(at)} (${zone})`;
      } catch {
        // A zone the browser does not know: the reader's own clock.
        return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
      }
    },
    [locale],
  );
}
