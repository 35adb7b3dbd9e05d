import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header of a local-provider inbound call: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SIGNATURE_HEADER = 'x-omnicanal-signature';

/** The signature header value of a body under a channel's inbound secret. */
export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** Compares two secrets in constant time, so the comparison leaks nothing of the expected one. */
export function sameSecret(expected: string, given: string | string[] | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether a body carries the signature of the channel's secret. */
export function signatureMatches(
  secret: string,
  body: string,
  header: string | string[] | undefined,
): boolean {
  return sameSecret(signBody(secret, body), header);
}
