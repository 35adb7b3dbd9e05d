/**
 * The embed code of a web entry point: one script tag loading the visitor widget and one
 * `<oc-web-chat>` element naming the entry point (its skill too, which the widget opens today).
 * Addresses are absolute so the code works on the customer's own website.
 */
export interface EmbedTarget {
  /** Where the console is served (`https://omnicanal.example`), which also serves `web-chat.js`. */
  origin: string;
  /** The API base as the console uses it (`/api` or absolute). */
  apiBase: string;
  entryPoint: number;
  skill: number;
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The two lines to paste before `</body>`. */
export function embedCode({ origin, apiBase, entryPoint, skill }: EmbedTarget): string {
  const script = new URL('/web-chat.js', origin).href;
  const api = new URL(apiBase || '/api', origin).href.replace(/\/+$/, '');
  return [
    `<script type="module" src="${attribute(script)}"></script>`,
    `<oc-web-chat entry-point-id="${entryPoint}" skill-id="${skill}" api-base="${attribute(api)}"></oc-web-chat>`,
  ].join('\n');
}

/**
 * The address of a URL link entry point's hosted page (the guests service's `link/{id}`), to send
 * to customers: absolute, on the API's origin.
 */
export function linkAddress({ origin, apiBase, entryPoint }: Omit<EmbedTarget, 'skill'>): string {
  const api = new URL(apiBase || '/api', origin).href.replace(/\/+$/, '');
  return `${api}/guests/link/${entryPoint}`;
}
