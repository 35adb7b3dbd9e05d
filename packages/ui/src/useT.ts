import { useStore } from '@nanostores/react';
import { i18n } from '@omnicanal/i18n';
import { $locale } from '@omnicanal/stores';
import { useCallback } from 'react';

/** Translation function that re-renders its component when the language changes. */
export function useT(): (key: string, values?: Record<string, unknown>) => string {
  const locale = useStore($locale);
  // `locale` keys the callback so memoised children see a new function after a language switch.
  return useCallback(
    (key: string, values?: Record<string, unknown>) => i18n.t(key, { ...values, lng: locale }) as string,
    [locale],
  );
}
