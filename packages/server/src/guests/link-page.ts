import type { Locale } from '@omnicanal/core';
import { escapeHtml } from '../http/html-page.ts';

/*
 * An entry point's hosted link page: what a "URL link" entry point is, and where a campaign's
 * visual IVR link leads. Plain HTML written by the server with the visitor widget opened at once
 * (`open`), so its web IVR menu, or its chat, is the page. No inline script or style: the widget
 * is the built `web-chat.js`, the page's few rules a stylesheet of their own. Everything from a
 * company (its name, the entry point's) is escaped.
 */

/** Where the page's stylesheet is served. */
export const LINK_PAGE_STYLESHEET = '/api/guests/link.css';

const TEXTS = {
  fr: {
    lead: 'Votre conversation s’ouvre sur cette page.',
    noscript: 'Cette page a besoin de JavaScript pour ouvrir la conversation.',
    gone: 'Ce lien n’existe pas ou n’est plus disponible.',
    goneTitle: 'Lien indisponible',
  },
  en: {
    lead: 'Your conversation opens on this page.',
    noscript: 'This page needs JavaScript to open the conversation.',
    gone: 'This link does not exist or is no longer available.',
    goneTitle: 'Link unavailable',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The entry point a link page opens, as the page names it. */
export interface LinkTarget {
  entryPoint: number;
  /** The company's name (the page's heading). */
  company: string;
  /** The entry point's name (the page's title). */
  name: string;
}

const page = (locale: Locale, title: string, head: string, body: string) => `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${LINK_PAGE_STYLESHEET}">
${head}</head>
<body>
${body}
</body>
</html>
`;

/** The page: the company's name above the widget opened on the entry point, or a sentence when gone. */
export function linkPage(locale: Locale, target: LinkTarget | null): string {
  const t = TEXTS[locale];
  if (!target)
    return page(
      locale,
      t.goneTitle,
      '',
      `<main><h1>${escapeHtml(t.goneTitle)}</h1><p role="alert">${escapeHtml(t.gone)}</p></main>`,
    );
  return page(
    locale,
    `${target.company} — ${target.name}`,
    '<script type="module" src="/web-chat.js"></script>\n',
    `<main>
<h1>${escapeHtml(target.company)}</h1>
<p>${escapeHtml(t.lead)}</p>
<noscript><p>${escapeHtml(t.noscript)}</p></noscript>
</main>
<oc-web-chat entry-point-id="${target.entryPoint}" api-base="/api" locale="${locale}" open></oc-web-chat>`,
  );
}

export const LINK_PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f4f6f8}
main{max-width:40rem;margin:2rem auto;padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
p{margin:0;color:#52606d}
`;
