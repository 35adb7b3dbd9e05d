import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@omnicanal/core';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP) as authenticator apps compute them:
 * HMAC-SHA-1, 30-second steps, 6 digits. Secrets travel in base32 (RFC 4648), as in otpauth URLs.
 */

export const TOTP_STEP_SECONDS = 30;
/** Steps accepted either side of now: a phone clock a little off still signs in. */
export const TOTP_WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32, ignoring case, spaces and padding; null for any other character. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new 160-bit secret, the size RFC 4226 recommends for SHA-1, in base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** HOTP (RFC 4226 §5.3): dynamic truncation of HMAC-SHA-1 over the 8-byte counter. */
export function hotp(key: Uint8Array, counter: number, digits = OTP_LENGTH): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of a moment in milliseconds. */
export const totpStep = (nowMs: number) => Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);

export function totp(key: Uint8Array, nowMs: number, digits = OTP_LENGTH): string {
  return hotp(key, totpStep(nowMs), digits);
}

/**
 * The time step a code belongs to, within `TOTP_WINDOW` steps of now, or null. Steps at or before
 * `lastStep` are refused: a code already used does not sign in twice.
 */
export function verifyTotp(
  secret: string,
  code: string,
  nowMs: number,
  lastStep: number | null = null,
): number | null {
  const key = base32Decode(secret);
  if (!key || key.length === 0 || !/^\d+$/.test(code) || code.length !== OTP_LENGTH) return null;
  const now = totpStep(nowMs);
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) return step;
  }
  return null;
}

/** The otpauth URL authenticator apps read from the QR code (Key Uri Format). */
export function otpauthUrl(secret: string, account: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(OTP_LENGTH),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params}`;
}
