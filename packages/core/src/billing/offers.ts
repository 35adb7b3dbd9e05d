import { WHATSAPP_FULL_PLANS } from '../channels/kinds.ts';

/**
 * The offers of spec 000 §1 and 002 §9: the plans free, essential, pro and custom (Enterprise, on
 * request), and the four deal-marketplace tiers (sold at 49, 99, 189 and 299 once).
 */
export const OFFER_CODES = [
  'free',
  'essential',
  'pro',
  'custom',
  'tier1',
  'tier2',
  'tier3',
  'tier4',
] as const;
export type OfferCode = (typeof OFFER_CODES)[number];

export const isOfferCode = (value: unknown): value is OfferCode =>
  typeof value === 'string' && (OFFER_CODES as readonly string[]).includes(value);

/** `plan`: listed to every company; `deal`: a deal-marketplace tier, reached with its promo code. */
export const OFFER_KINDS = ['plan', 'deal'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** Spec 000 §1: euro and dollar. Lower case, as card payment providers write them. */
export const CURRENCIES = ['eur', 'usd'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * How often an offer is paid: `month` and `year` for the plans (spec 000 §1), `once` for a
 * deal-marketplace tier, bought for life.
 */
export const BILLING_PERIODS = ['month', 'year', 'once'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Spec 000 §1: yearly billing gives 2 months free. */
export const YEARLY_FREE_MONTHS = 2;

/** The yearly price of a monthly one, in integer cents: ten months paid for twelve. */
export function yearlyAmount(monthlyCents: number): number {
  return monthlyCents * (12 - YEARLY_FREE_MONTHS);
}

/** What a year of yearly billing saves against twelve monthly payments, in cents. */
export function yearlySaving(monthlyCents: number): number {
  return monthlyCents * 12 - yearlyAmount(monthlyCents);
}

/**
 * A subscription's state, Stripe's words: `active` (paid, or free), `past_due` (the period's
 * invoice is not paid yet, the plan still applies), `canceled` (ended; the company is back on free).
 */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Feature flags an offer grants (the `features` of the Customer's `offer_desc`, spec 000 §3). */
export const OFFER_FLAGS = ['surveys', 'whatsapp_full', 'subaccounts'] as const;
export type OfferFlag = (typeof OFFER_FLAGS)[number];

/** Spec 000 §6, 002 §5: surveys are for Pro and Enterprise (`custom`). */
export const SURVEY_PLANS: readonly string[] = ['pro', 'custom'];

/**
 * The flags of an offer by the spec's rules (000 §6, 002 §5): surveys for Pro and Enterprise, full
 * WhatsApp for Essential, Pro and Enterprise, sub-accounts when more than one skill is allowed.
 */
export function offerFlags(offer: { plan?: string | null; max_skills: number }): OfferFlag[] {
  const flags: OfferFlag[] = [];
  const plan = offer.plan ?? '';
  if (SURVEY_PLANS.includes(plan)) flags.push('surveys');
  if (WHATSAPP_FULL_PLANS.includes(plan)) flags.push('whatsapp_full');
  if (offer.max_skills > 1) flags.push('subaccounts');
  return flags;
}

/**
 * The end of a billing period that starts at `start`: a calendar month or year later (the 31st of
 * January runs to the last day of February), none for a payment made once.
 */
export function periodEnd(start: Date, period: BillingPeriod): Date | null {
  if (period === 'once') return null;
  const months = period === 'year' ? 12 : 1;
  const target = start.getUTCMonth() + months;
  const end = new Date(start.getTime());
  end.setUTCDate(1);
  end.setUTCMonth(target);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end;
}
