import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * Secrets at rest (channel tokens, keys, signing secrets): AES-256-GCM under a key derived from
 * the configured secret key. Each value gets its own random nonce; the tag makes a tampered or
 * foreign value fail to open rather than decrypt to garbage.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The 32-byte AES key of a configured secret key (any length of text). */
export function secretKeyOf(configured: string): Buffer {
  return createHash('sha256').update(`omnicanal-secrets:${configured}`).digest();
}

/** `v1:<base64 nonce|tag|ciphertext>`: what is stored for a secret. */
export function sealSecret(key: Buffer, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** The secret a sealed value holds; throws when it was sealed under another key or altered. */
export function openSecret(key: Buffer, sealed: string): string {
  const [version, data] = sealed.split(':', 2);
  if (version !== VERSION || !data) throw new Error('Not a sealed secret.');
  const raw = Buffer.from(data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}
