import type { BillingOffer, OfferPrice } from '@omnicanal/api';
import type { BillingPeriod, Currency } from '@omnicanal/core';

/**
 * The price of an offer in a currency for a billing period: a plan is sold by the month or the
 * year, a deal-marketplace tier once, whatever period is chosen. Null when the offer has none
 * (Enterprise, agreed on request).
 */
export function priceOf(offer: BillingOffer, currency: Currency, period: BillingPeriod): OfferPrice | null {
  const wanted: BillingPeriod = offer.kind === 'deal' ? 'once' : period;
  return offer.prices.find((p) => p.currency === currency && p.period === wanted) ?? null;
}

/** True when subscribing to it takes a payment (not the free plan, not an offer on request). */
export function isPaid(offer: BillingOffer, currency: Currency, period: BillingPeriod): boolean {
  return (priceOf(offer, currency, period)?.amount_cents ?? 0) > 0;
}

/** The period actually bought: `once` for a tier, else the chosen one. */
export const periodOf = (offer: BillingOffer, period: BillingPeriod): BillingPeriod =>
  offer.kind === 'deal' ? 'once' : period;
