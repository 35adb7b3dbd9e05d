import { atom } from 'nanostores';
import { shared } from './shared.ts';

const THEME_KEY = 'oc.theme';

/** The console's colour scheme: the reader's system (`auto`), or always light or dark. */
export type Theme = 'auto' | 'light' | 'dark';

export const THEMES: readonly Theme[] = ['auto', 'light', 'dark'];

export const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);

function initialTheme(): Theme {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_KEY);
    if (isTheme(stored)) return stored;
  } catch {
    // storage may be unavailable (sandboxed frames)
  }
  return 'auto';
}

/** The reader's choice of colour scheme, kept on this browser; the system's by default. */
export const $theme = shared('theme', () => atom<Theme>(initialTheme()));

export function setTheme(theme: Theme): void {
  try {
    globalThis.localStorage?.setItem(THEME_KEY, theme);
  } catch {
    // not persisted: the choice still applies to this page
  }
  if ($theme.get() !== theme) $theme.set(theme);
}
