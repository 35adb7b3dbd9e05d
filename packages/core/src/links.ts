/**
 * The only links rendered from customer content, anywhere (inbox, widget, forms, bot URLs, the
 * message schema): absolute http(s) URLs. Anything else
 * (`javascript:`, `data:`, relative paths, garbage) is shown as plain text, never made clickable.
 */
export function safeHref(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
