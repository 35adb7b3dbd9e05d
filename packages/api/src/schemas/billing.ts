import {
  BILLING_PERIODS,
  CURRENCIES,
  OFFER_CODES,
  OFFER_KINDS,
  SUBSCRIPTION_STATUSES,
} from '@omnicanal/core';
import * as v from 'valibot';

/** A limit a month, or null when unlimited. */
const Limit = v.nullable(v.number());

/** One price of an offer, in integer cents (spec 000 §1: euro and dollar, monthly or yearly). */
export const OfferPrice = v.object({
  currency: v.picklist(CURRENCIES),
  period: v.picklist(BILLING_PERIODS),
  amount_cents: v.number(),
  /** Yearly prices: what a year saves against twelve monthly payments (2 months free); 0 otherwise. */
  saving_cents: v.number(),
  /** Per message past the package, and per WhatsApp message past it; null when none is sold. */
  extra_message_cents: v.nullable(v.number()),
  extra_whatsapp_message_cents: v.nullable(v.number()),
});
export type OfferPrice = v.InferOutput<typeof OfferPrice>;

/**
 * An offer of the catalogue (spec 002 §9 plan features): its package a month, its flags
 * (`surveys`, `whatsapp_full`, `subaccounts`) and its prices. `on_request`: no price, the offer is
 * agreed through the offer form (`POST /offers/send/`).
 */
export const BillingOffer = v.object({
  code: v.picklist(OFFER_CODES),
  kind: v.picklist(OFFER_KINDS),
  limits: v.object({
    messages: Limit,
    whatsapp_messages: Limit,
    users: Limit,
    skills: v.number(),
  }),
  features: v.array(v.string()),
  on_request: v.boolean(),
  prices: v.array(OfferPrice),
});
export type BillingOffer = v.InferOutput<typeof BillingOffer>;

/** The offer a company is on, and its current period (ISO instants; no end for an offer that never renews). */
export const Subscription = v.object({
  offer: v.picklist(OFFER_CODES),
  currency: v.picklist(CURRENCIES),
  period: v.picklist(BILLING_PERIODS),
  status: v.picklist(SUBSCRIPTION_STATUSES),
  current_period_start: v.string(),
  current_period_end: v.nullable(v.string()),
});
export type Subscription = v.InferOutput<typeof Subscription>;

/** `GET /offers/?codes=A,B`: promo codes, comma-separated, that open unlisted offers. */
export const OffersQuery = v.object({
  codes: v.optional(v.pipe(v.string(), v.maxLength(512))),
});
export type OffersQuery = v.InferOutput<typeof OffersQuery>;

/**
 * What the company used of its packages this month, its month read in the company's time zone
 * (ISO instants: the first midnight included, the next month's excluded).
 */
export const MonthlyUsage = v.object({
  period_start: v.string(),
  period_end: v.string(),
  messages: v.number(),
  whatsapp_messages: v.number(),
  /** A package of the plan is used up (the Customer's `over_quota`). */
  over_quota: v.boolean(),
});
export type MonthlyUsage = v.InferOutput<typeof MonthlyUsage>;

/** `GET /offers/`: the offers the company may choose, the one it is on and this month's usage. */
export const OfferList = v.object({
  /** The payment provider that is active (`sandbox` without Stripe keys). */
  payment_provider: v.picklist(['sandbox', 'stripe']),
  results: v.array(BillingOffer),
  subscription: Subscription,
  usage: MonthlyUsage,
});
export type OfferList = v.InferOutput<typeof OfferList>;
