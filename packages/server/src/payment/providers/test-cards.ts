/**
 * Stripe's documented test card numbers (docs.stripe.com/testing) and what each does when charged,
 * for the sandbox provider. A number that is not one of them is refused, as Stripe's test mode
 * refuses real cards.
 */

/** What a test card does: succeed, or fail with Stripe's `code` and `decline_code`. */
export type CardOutcome = { ok: true } | { ok: false; code: string; declineCode: string };

const OK: CardOutcome = { ok: true };
const declined = (declineCode: string): CardOutcome => ({ ok: false, code: 'card_declined', declineCode });
const failed = (code: string): CardOutcome => ({ ok: false, code, declineCode: code });

export const TEST_CARDS: Readonly<Record<string, { brand: string; outcome: CardOutcome }>> = {
  '4242424242424242': { brand: 'visa', outcome: OK },
  '4000056655665556': { brand: 'visa', outcome: OK },
  '5555555555554444': { brand: 'mastercard', outcome: OK },
  '2223003122003222': { brand: 'mastercard', outcome: OK },
  '5200828282828210': { brand: 'mastercard', outcome: OK },
  '378282246310005': { brand: 'amex', outcome: OK },
  '6011111111111117': { brand: 'discover', outcome: OK },
  '3056930009020004': { brand: 'diners', outcome: OK },
  '3566002020360505': { brand: 'jcb', outcome: OK },
  '4000000000000002': { brand: 'visa', outcome: declined('generic_decline') },
  '4000000000009995': { brand: 'visa', outcome: declined('insufficient_funds') },
  '4000000000009987': { brand: 'visa', outcome: declined('lost_card') },
  '4000000000009979': { brand: 'visa', outcome: declined('stolen_card') },
  // Attaches, then every charge is declined (Stripe's "decline after attaching").
  '4000000000000341': { brand: 'visa', outcome: declined('generic_decline') },
  '4000000000000069': { brand: 'visa', outcome: failed('expired_card') },
  '4000000000000127': { brand: 'visa', outcome: failed('incorrect_cvc') },
  '4000000000000119': { brand: 'visa', outcome: failed('processing_error') },
};

/** The Luhn check every card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * What tokenising `digits` gives (spec 002 §8: "The card number is incorrect", "… is incomplete"):
 * a test card, or Stripe's error code: `incomplete_number` when too short, `incorrect_number` when
 * it fails the Luhn check, `card_declined` for a real card in test mode.
 */
export function readTestCard(
  digits: string,
): { ok: true; brand: string; outcome: CardOutcome } | { ok: false; code: string } {
  const card = TEST_CARDS[digits];
  if (card) return { ok: true, ...card };
  const short = digits.startsWith('3') ? 15 : 16;
  if (digits.length < short) return { ok: false, code: 'incomplete_number' };
  if (!luhnValid(digits)) return { ok: false, code: 'incorrect_number' };
  return { ok: false, code: 'card_declined' };
}
