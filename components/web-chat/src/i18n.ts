import { isLocale, type Locale } from '@omnicanal/core';
import en from '../../../locales/en/web-chat.json';
import fr from '../../../locales/fr/web-chat.json';

/**
 * The widget's own tiny translator. It does not use `@omnicanal/i18n` on purpose: i18next would
 * triple the size of a bundle that every visitor of a customer's site downloads. Both languages
 * are bundled (a few hundred bytes each) so switching needs no request.
 */

export type Tree = { readonly [key: string]: string | Tree };

const CATALOGUES: Record<Locale, Tree> = { fr, en };

/** Picks the widget's language: its `locale` attribute, else the page's `<html lang>`, else French. */
export function resolveLocale(
  attribute: string | null | undefined,
  pageLang: string | null | undefined,
): Locale {
  for (const candidate of [attribute, pageLang]) {
    const short = candidate?.trim().slice(0, 2).toLowerCase();
    if (isLocale(short)) return short;
  }
  return 'fr';
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * A `t(key, vars)` for one language: dotted keys, `{{name}}` placeholders, and `_one`/`_other`
 * plural keys chosen by `vars.count` (i18next's convention, so the JSON reads the same as the
 * other namespaces). A missing key falls back to French, then to the key itself. A part loaded on
 * first use passes its own `catalogues`, so its words are not in every visitor's download.
 */
export function translator(locale: Locale, catalogues: Record<Locale, Tree> = CATALOGUES): Translate {
  const fr = catalogues.fr;
  const rules = new Intl.PluralRules(locale);
  return (key, vars) => {
    const plural = typeof vars?.count === 'number' ? `${key}_${rules.select(vars.count)}` : null;
    const text =
      (plural && (lookup(catalogues[locale], plural) ?? lookup(fr, plural))) ??
      lookup(catalogues[locale], key) ??
      lookup(fr, key) ??
      key;
    return vars ? text.replace(/\{\{(\w+)\}\}/g, (all, name: string) => String(vars[name] ?? all)) : text;
  };
}
