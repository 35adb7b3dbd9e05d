/**
 * A random (version 4) UUID. `crypto.randomUUID` exists only in secure contexts (https and
 * localhost); a customer's website or a partner's page served over plain http still gets one: the
 * File API makes every blob URL end with a freshly generated random UUID, in any context (the
 * shortest way to it, which keeps the widget within its size budget).
 */
export function uuid4(): string {
  const crypto = globalThis.crypto;
  if (crypto.randomUUID) return crypto.randomUUID();
  const url = URL.createObjectURL(new Blob());
  URL.revokeObjectURL(url);
  return url.slice(-36);
}
