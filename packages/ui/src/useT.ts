import { useStore } from '@nanostores/react';
import { $textsVersion, i18n } from '@omnicanal/i18n';
import { $locale } from '@omnicanal/stores';
import { useCallback } from 'react';

/** Translation function that re-renders its component when the language or a partner's texts change. */
export function useT(): (key: string, values?: Record<string, unknown>) => string {
  const locale = useStore($locale);
  const version = useStore($textsVersion);
  // `locale` and `version` key the callback so memoised children see a new function after a change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the key of the texts, not read here
  return useCallback(
    (key: string, values?: Record<string, unknown>) => i18n.t(key, { ...values, lng: locale }) as string,
    [locale, version],
  );
}
