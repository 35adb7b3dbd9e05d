/**
 * Hostile texts for the rendering journeys. Every payload that could run calls `__xss(n)` (n tells
 * which one did): a page that installs the trap of `installXssTrap` learns of any that ran. They
 * cover the usual routes into a page: raw tags, event-handler attributes, attribute and quote
 * breaking, script URLs, frames, parser differentials (mXSS), template syntaxes, encoded forms and
 * Unicode look-alikes or controls.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>__xss(1)</script>',
  '<img src=x onerror="__xss(2)">',
  '<svg onload=__xss(3)>',
  'javascript:__xss(4)',
  '<iframe srcdoc="<script>parent.__xss(5)</script>"></iframe>',
  '"><img src=x onerror=__xss(6)>',
  "'><svg/onload=__xss(7)>",
  '<a href="javascript:__xss(8)">cliquez ici</a>',
  '<details open ontoggle=__xss(9)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(10)>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(11)>">',
  '&lt;img src=x onerror=__xss(12)&gt;',
  '\uff1cscript\uff1e__xss(13)\uff1c/script\uff1e',
  '\u202e<img src=x onerror=__xss(14)>',
  '<img\u000csrc=x\u000conerror=__xss(15)>',
  'java\tscript:__xss(16)',
  '{{constructor.constructor("__xss(17)")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder itself is the payload
  '${__xss(18)}',
  '[cliquez](javascript:__xss(19))',
  '<object data="javascript:__xss(20)"></object>',
];

/** A guest name within the 128 characters a visitor's name may have. */
export const XSS_NAME = '"><img src=x onerror=__xss(100)><script>__xss(101)</script>';

/** A file name breaking out of attributes, then a hostile type. */
export const XSS_FILE = {
  name: '"><img src=x onerror=__xss(200)>.pdf',
  mimetype: 'text/html"><script>__xss(201)</script>',
};

/** Link texts: a description and a web URL whose query tries to break out of the attribute. */
export const XSS_LINK = {
  url: 'https://example.test/?q="><script>__xss(300)</script>',
  desc: '<img src=x onerror=__xss(301)> voir la page',
};

/** Links a server must refuse: only http(s) may be sent as a link or a file. */
export const XSS_REFUSED_URLS: readonly string[] = [
  'javascript:__xss(400)',
  'data:text/html,<script>__xss(401)</script>',
  'JaVaScRiPt:__xss(402)',
];

/**
 * Defines `window.__xss` in every frame of a page: a call means a payload ran. Each call is
 * reported on the console (which Playwright hears from any frame) and kept on the top window.
 */
export function installXssTrap(): void {
  const calls: string[] = [];
  const trap = (n?: unknown) => {
    const which = String(n ?? '?');
    console.error(`__xss called: ${which}`);
    try {
      const top = window.top as (Window & { __xssCalls?: string[] }) | null;
      top?.__xssCalls?.push(which);
    } catch {
      calls.push(which);
    }
  };
  Object.assign(window, { __xss: trap, __xssCalls: calls });
}

/**
 * What payloads left in the page as live markup, searched through every open shadow root:
 * frames and plugins, scripts or inline handlers mentioning the trap, script URLs, srcdoc.
 * Runs in the page (pass it to `page.evaluate`); an empty list means all of it stayed text.
 */
export function liveMarkup(): string[] {
  const found: string[] = [];
  const scriptUrl = /^\s*(javascript|vbscript|data):/i;
  const visit = (root: Document | ShadowRoot) => {
    for (const el of root.querySelectorAll('*')) {
      const tag = el.tagName.toLowerCase();
      if (['iframe', 'frame', 'frameset', 'object', 'embed'].includes(tag)) found.push(`<${tag}>`);
      if (tag === 'script' && (el.textContent ?? '').includes('__xss')) found.push('<script>__xss');
      for (const attr of el.attributes) {
        const name = attr.name.toLowerCase();
        // Control characters are dropped by browsers inside URL schemes (java\tscript:).
        const value = attr.value.replace(/\p{Cc}/gu, '');
        if (name.startsWith('on') && value.includes('__xss')) found.push(`<${tag} ${name}>`);
        if (name === 'srcdoc') found.push(`<${tag} srcdoc>`);
        // A data: URL on an image or a sound only loads media; it runs script where it navigates
        // (links, forms) or loads a document or script (frames, objects, script src).
        const media = ['img', 'audio', 'video', 'source', 'track'].includes(tag) && name === 'src';
        const mediaDataUrl = media && /^\s*data:(image|audio|video)\//i.test(value);
        if (
          ['href', 'src', 'data', 'action', 'formaction', 'xlink:href'].includes(name) &&
          scriptUrl.test(value) &&
          !mediaDataUrl
        )
          found.push(`<${tag} ${name}=${attr.value}>`);
      }
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  visit(document);
  return found;
}
