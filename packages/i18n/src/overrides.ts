import { isLocale, type Locale } from '@omnicanal/core';
import { shared } from '@omnicanal/stores';
import type { i18n as I18n } from 'i18next';
import { atom } from 'nanostores';

/**
 * A partner's own texts in place of ours: `{ fr: { 'settings:skills.title': 'Files d’attente' } }`,
 * each key written as the element's code reads it (`namespace:path.to.key`). They are the page's:
 * every element showing that key shows the partner's text, in that language.
 */
export type TextOverrides = Partial<Record<Locale, Record<string, string>>>;

/** Overrides by language and namespace, kept to apply again after a namespace's file loads. */
const overrides = shared('i18n.overrides', () => new Map<string, Map<string, string>>());

/** Bumped on each change, so components drawn with the old texts draw again. */
export const $textsVersion = shared('i18n.textsVersion', () => atom(0));

function split(key: string): { ns: string; path: string } | null {
  const at = key.indexOf(':');
  if (at <= 0 || at === key.length - 1) return null;
  return { ns: key.slice(0, at), path: key.slice(at + 1) };
}

/** Puts the overrides of `lang`/`ns` into i18next (after its file loaded, or at once). */
export function applyOverrides(instance: I18n, lang: string, ns: string): void {
  for (const [path, text] of overrides.get(`${lang}/${ns}`) ?? []) instance.addResource(lang, ns, path, text);
}

/**
 * Takes a partner's texts; keys without a namespace or in an unknown language are ignored, as are
 * values that are not strings (a text is never markup: elements render it as text).
 */
export function overrideTexts(instance: I18n, texts: TextOverrides): void {
  let changed = false;
  for (const [lang, entries] of Object.entries(texts ?? {})) {
    if (!isLocale(lang) || !entries || typeof entries !== 'object') continue;
    for (const [key, text] of Object.entries(entries)) {
      const at = split(key);
      if (!at || typeof text !== 'string') continue;
      const bucket = `${lang}/${at.ns}`;
      if (!overrides.has(bucket)) overrides.set(bucket, new Map());
      overrides.get(bucket)?.set(at.path, text);
      instance.addResource(lang, at.ns, at.path, text);
      changed = true;
    }
  }
  if (changed) $textsVersion.set($textsVersion.get() + 1);
}
