import { useStore } from '@nanostores/react';
import { $locale } from '@omnicanal/stores';
import { useMemo } from 'react';

/** Formats counts in the interface language (`400 000` in French, `400,000` in English). */
export function useNumber(): (value: number) => string {
  const locale = useStore($locale);
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale);
    return (value: number) => format.format(value);
  }, [locale]);
}
