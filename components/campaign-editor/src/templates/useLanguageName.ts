import { useStore } from '@nanostores/react';
import { $locale } from '@omnicanal/stores';
import { useMemo } from 'react';

/**
 * A WhatsApp template language (`pt_BR`, `zh_HK`) by its name in the interface language
 * ("portugais (Brésil)"), from the browser's own names; the code itself where it has none.
 */
export function useLanguageName(): (code: string) => string {
  const locale = useStore($locale);
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'language' });
    return (code: string) => {
      try {
        return names.of(code.replace('_', '-')) ?? code;
      } catch {
        return code;
      }
    };
  }, [locale]);
}
