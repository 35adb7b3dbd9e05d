import { DEFAULT_LOCALE, isLocale, type Locale } from '@omnicanal/core';
import { atom } from 'nanostores';
import { shared } from './shared.ts';

const LOCALE_KEY = 'oc.locale';

function initialLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // storage may be unavailable (sandboxed frames)
  }
  return DEFAULT_LOCALE;
}

/** Interface language; French by default (spec 000 §1). */
export const $locale = shared('locale', () => atom<Locale>(initialLocale()));

export function setLocale(locale: Locale, options: { persist?: boolean } = {}): void {
  if (options.persist) {
    try {
      globalThis.localStorage?.setItem(LOCALE_KEY, locale);
    } catch {
      // not persisted: the choice still applies to this page
    }
  }
  if ($locale.get() !== locale) $locale.set(locale);
}
