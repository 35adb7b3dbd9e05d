/**
 * An invoice's page or PDF as the provider gives it, kept only when it is a web address over HTTPS
 * (never `javascript:` or `data:`); opened in a new tab without giving it this page (`noopener`).
 */
export function safeInvoiceUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
