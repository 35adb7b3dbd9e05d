import { COMMON_PASSWORDS } from './common-passwords.ts';
import { PASSWORD_MIN_LENGTH } from './constants.ts';

/**
 * The rules of the password policy (spec 000 §5), in the order they are checked. Each name is also
 * the last part of its message key, `password.<rule>`, on the client and in server field errors.
 */
export const PASSWORD_RULES = [
  'min_length',
  'numeric',
  'digit',
  'lower',
  'upper',
  'special',
  'common',
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const SPECIAL = /[^A-Za-z0-9]/;

/** True when the password, or its letters without the digits and signs around them, is common. */
export function isCommonPassword(value: string): boolean {
  const lower = value.toLowerCase();
  const letters = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  return COMMON_PASSWORDS.has(lower) || (letters.length > 0 && COMMON_PASSWORDS.has(letters));
}

/**
 * The first rule a new password breaks, or null when it is acceptable. Strict reading of spec 000
 * §5, the same for registration, reset and change: at least `PASSWORD_MIN_LENGTH` (12) characters,
 * not only digits, a digit, a lowercase and an uppercase letter, a special character, not common.
 * Client and server both call it, so they never disagree on a password.
 */
export function passwordProblem(value: string): PasswordRule | null {
  if (value.length < PASSWORD_MIN_LENGTH) return 'min_length';
  if (/^\d+$/.test(value)) return 'numeric';
  if (!/\d/.test(value)) return 'digit';
  if (!/[a-z]/.test(value)) return 'lower';
  if (!/[A-Z]/.test(value)) return 'upper';
  if (!SPECIAL.test(value)) return 'special';
  if (isCommonPassword(value)) return 'common';
  return null;
}
