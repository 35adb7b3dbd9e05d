import { DEFAULT_LOCALE, FALLBACK_LOCALE, type Locale } from '@omnicanal/core';
import { $locale, shared } from '@omnicanal/stores';
import i18next, { type i18n as I18n, type TOptions } from 'i18next';
import { applyOverrides, overrideTexts as override, type TextOverrides } from './overrides.ts';

/**
 * Every `locales/<lang>/<namespace>.json` becomes its own chunk, loaded the first time an element
 * asks for its namespace: an element carries only its own texts.
 */
const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/*.json', { import: 'default' });

function loaderFor(lang: Locale, ns: string): (() => Promise<Record<string, unknown>>) | undefined {
  return files[`../../../locales/${lang}/${ns}.json`];
}

/** The one i18next instance of the page, French by default, English as fallback (spec 000 §1). */
export const i18n: I18n = shared('i18n', () => {
  const instance = i18next.createInstance();
  void instance.init({
    lng: $locale.get() ?? DEFAULT_LOCALE,
    fallbackLng: FALLBACK_LOCALE,
    ns: [],
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false }, // React and Lit escape on render; double escaping shows &amp;
    returnNull: false,
    initAsync: false,
  });
  $locale.listen((lang) => {
    void instance.changeLanguage(lang);
  });
  return instance;
});

const loading = shared('i18n.loading', () => new Map<string, Promise<void>>());

/** Loads namespaces in the current language and the fallback; resolves when both are in. */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const langs: Locale[] = [...new Set<Locale>([$locale.get(), FALLBACK_LOCALE, DEFAULT_LOCALE])];
  const jobs: Promise<void>[] = [];
  for (const ns of namespaces) {
    for (const lang of langs) {
      const key = `${lang}/${ns}`;
      let job = loading.get(key);
      if (!job) {
        const load = loaderFor(lang, ns);
        job = load
          ? load().then((data) => {
              i18n.addResourceBundle(lang, ns, data, true, true);
              // A partner's texts set before the file came stay on top of it.
              applyOverrides(i18n, lang, ns);
            })
          : Promise.resolve();
        loading.set(key, job);
      }
      jobs.push(job);
    }
  }
  return Promise.all(jobs).then(() => undefined);
}

export function hasNamespaces(namespaces: readonly string[]): boolean {
  return namespaces.every(
    (ns) => i18n.hasResourceBundle(FALLBACK_LOCALE, ns) || !loaderFor(FALLBACK_LOCALE, ns),
  );
}

/** Translates `ns:key` or a key of the default namespace. */
export function t(key: string, options: TOptions = {}): string {
  return i18n.t(key, options as Record<string, unknown>) as string;
}

/** A partner's own texts in place of ours, for the whole page (see `TextOverrides`). */
export function overrideTexts(texts: TextOverrides): void {
  override(i18n, texts);
}
