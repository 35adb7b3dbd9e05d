/**
 * Payment card rules for the built-in local card entry (spec 000 §3 "payment card", §4 card
 * entry, §5 card errors): brand detection, Luhn check, expiry MM/YY and CVC lengths.
 */

/** Card font size of spec 000 §9; provider entries receive it too. */
export const CARD_FONT_SIZE_PX = 16;

export type CardBrand =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'discover'
  | 'diners'
  | 'jcb'
  | 'unionpay'
  | 'unknown';

interface BrandRule {
  brand: CardBrand;
  pattern: RegExp;
  /** Accepted lengths of the number. */
  lengths: readonly number[];
  cvc: number;
}

const BRANDS: readonly BrandRule[] = [
  { brand: 'amex', pattern: /^3[47]/, lengths: [15], cvc: 4 },
  { brand: 'diners', pattern: /^3(0[0-5]|[689])/, lengths: [14, 16], cvc: 3 },
  { brand: 'jcb', pattern: /^35(2[89]|[3-8])/, lengths: [16], cvc: 3 },
  { brand: 'discover', pattern: /^(6011|65|64[4-9])/, lengths: [16], cvc: 3 },
  { brand: 'unionpay', pattern: /^62/, lengths: [16, 17, 18, 19], cvc: 3 },
  { brand: 'mastercard', pattern: /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/, lengths: [16], cvc: 3 },
  { brand: 'visa', pattern: /^4/, lengths: [13, 16], cvc: 3 },
];

const UNKNOWN: BrandRule = { brand: 'unknown', pattern: /^/, lengths: [16], cvc: 3 };

const rule = (digits: string): BrandRule => BRANDS.find((entry) => entry.pattern.test(digits)) ?? UNKNOWN;

export const onlyDigits = (text: string): string => text.replace(/\D/g, '');

/** The brand of a (partial) card number. */
export function cardBrand(number: string): CardBrand {
  const digits = onlyDigits(number);
  return digits ? rule(digits).brand : 'unknown';
}

/** Luhn checksum of the digits. */
export function luhn(number: string): boolean {
  const digits = onlyDigits(number);
  if (!digits) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Longest number the brand allows: typing stops there. */
export const maxCardLength = (number: string): number => Math.max(...rule(onlyDigits(number)).lengths);

/** Digits grouped by four (American Express 4-6-5), as printed on the card. */
export function formatCardNumber(number: string): string {
  const digits = onlyDigits(number).slice(0, maxCardLength(number));
  if (rule(digits).brand === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export type PartState = 'empty' | 'incomplete' | 'complete' | 'invalid';

/** A number is complete at the brand's longest length, or at a shorter one that passes Luhn. */
export function cardNumberState(number: string): PartState {
  const digits = onlyDigits(number);
  if (!digits) return 'empty';
  const { lengths } = rule(digits);
  if (digits.length >= Math.max(...lengths)) return luhn(digits) ? 'complete' : 'invalid';
  if (lengths.includes(digits.length) && luhn(digits)) return 'complete';
  return 'incomplete';
}

/** `MM/YY` as typed: digits only, the slash added after the month. */
export function formatExpiry(typed: string): string {
  let digits = onlyDigits(typed);
  // A single month digit above 1 can only be that month: `4` becomes `04`.
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Expiry `MM/YY`: a real month, not before the month of `today`. */
export function expiryState(expiry: string, today: Date = new Date()): PartState {
  const digits = onlyDigits(expiry);
  if (!digits) return 'empty';
  const month = Number(digits.slice(0, 2));
  if (digits.length >= 2 && (month < 1 || month > 12)) return 'invalid';
  if (digits.length < 4) return 'incomplete';
  const year = 2000 + Number(digits.slice(2, 4));
  const now = today.getFullYear() * 12 + today.getMonth();
  return year * 12 + (month - 1) < now ? 'invalid' : 'complete';
}

/** CVC length for the number's brand (4 for American Express, 3 otherwise). */
export function cvcState(cvc: string, number: string): PartState {
  const digits = onlyDigits(cvc);
  if (!digits) return 'empty';
  const length = rule(onlyDigits(number)).cvc;
  if (digits.length < length) return 'incomplete';
  return digits.length === length ? 'complete' : 'invalid';
}

export const cvcLength = (number: string): number => rule(onlyDigits(number)).cvc;

/** What a card entry reports: any wrong part is one error (spec 000 §5). */
export interface CardStatus {
  brand: CardBrand;
  empty: boolean;
  complete: boolean;
  error: boolean;
}

export function cardStatus(number: string, expiry: string, cvc: string, today?: Date): CardStatus {
  const parts = [cardNumberState(number), expiryState(expiry, today), cvcState(cvc, number)];
  return {
    brand: cardBrand(number),
    empty: parts.every((part) => part === 'empty'),
    complete: parts.every((part) => part === 'complete'),
    error: parts.includes('invalid'),
  };
}
