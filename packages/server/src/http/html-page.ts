import type { Locale } from '@omnicanal/core';

/*
 * What the server's own HTML pages share (the survey answer page, the local sign-in page, the
 * entry points' link page, the API reference): text made inert, and the page's language.
 */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made inert in HTML, in content and in quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The page's language: `?lang=`, else the browser's first preference we speak, else French. */
export function pageLocale(lang: string | undefined, acceptLanguage: string | undefined): Locale {
  if (lang === 'en' || lang === 'fr') return lang;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (tag === 'fr' || tag === 'en') return tag;
  }
  return 'fr';
}
