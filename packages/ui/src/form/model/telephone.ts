import { CALLING_CODES, type CallingCode, DEFAULT_COUNTRY } from './calling-codes.ts';

/**
 * The telephone field's value is E.164 (`+33612345678`); people type the national number with
 * its leading zero and separators, beside a country select.
 */

export interface TelephoneParts {
  country: string;
  /** National digits, without the trunk zero. */
  national: string;
}

const dialOf = (country: string): string =>
  CALLING_CODES.find((entry) => entry.country === country)?.dial ?? '';

/** Longest calling code first, so `+352…` reads as Luxembourg and not `+35`. */
const BY_LENGTH: readonly CallingCode[] = [...CALLING_CODES].sort((a, b) => b.dial.length - a.dial.length);

/**
 * The E.164 number for a country and what was typed: separators dropped, a trunk zero dropped, an
 * international number typed in full (`+44…` or `0044…`) kept as typed. Empty when nothing was typed.
 */
export function joinTelephone(country: string, typed: string): string {
  const trimmed = typed.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return '';
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return `+${dialOf(country)}${digits.replace(/^0/, '')}`;
}

/** Country and national part of an E.164 value; unknown codes keep the country given as fallback. */
export function splitTelephone(value: string, fallback: string = DEFAULT_COUNTRY): TelephoneParts {
  const digits = value.replace(/\D/g, '');
  if (!value.trim().startsWith('+') || !digits) return { country: fallback, national: digits };
  // The fallback wins among countries sharing a code (+1 for the United States and Canada).
  const own = dialOf(fallback);
  if (own && digits.startsWith(own)) return { country: fallback, national: digits.slice(own.length) };
  const match = BY_LENGTH.find((entry) => digits.startsWith(entry.dial));
  return match
    ? { country: match.country, national: digits.slice(match.dial.length) }
    : { country: fallback, national: `+${digits}` };
}

/** `+33` for France. */
export function callingCode(country: string): string {
  return `+${dialOf(country)}`;
}
