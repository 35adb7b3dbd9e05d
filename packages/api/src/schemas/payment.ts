import { BILLING_PERIODS, CURRENCIES, OFFER_CODES } from '@omnicanal/core';
import * as v from 'valibot';
import { Subscription } from './billing.ts';
import { maybe } from './common.ts';

const Text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'too_long'));
const OptionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'too_long')), '');

/**
 * The billing address (spec 002 §3 Billing details, Card: holder name, address lines, city, state,
 * postal code, country as two ISO letters). Spec 002 §5: a valid one is needed before payment.
 */
export const BillingAddress = v.object({
  name: Text(200),
  line1: Text(200),
  line2: OptionalText(200),
  city: Text(100),
  state: OptionalText(100),
  postal_code: Text(20),
  country: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'invalid')),
});
export type BillingAddress = v.InferOutput<typeof BillingAddress>;

/** `GET`/`POST /payment/stripe/billingdetails/`: the address, null until one is entered. */
export const BillingDetails = v.object({ address: v.nullable(BillingAddress) });
export type BillingDetails = v.InferOutput<typeof BillingDetails>;

/** The payment provider that is active (`sandbox` without Stripe keys): the screens say which. */
export const PaymentProviderName = v.picklist(['sandbox', 'stripe']);
export type PaymentProviderName = v.InferOutput<typeof PaymentProviderName>;

/** `POST /payment/stripe/customer/`: the company's customer at the payment provider. */
export const PaymentCustomer = v.object({ id: v.string(), provider: PaymentProviderName });
export type PaymentCustomer = v.InferOutput<typeof PaymentCustomer>;

/** A card of the company (spec 002 §3 Card): never its number, only what a person recognises it by. */
export const PaymentMethod = v.object({
  id: v.string(),
  network: v.string(),
  last4: v.string(),
  exp_month: v.number(),
  exp_year: v.number(),
  holder_name: v.string(),
  default: v.boolean(),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethod>;

export const PaymentMethodList = v.object({ provider: PaymentProviderName, results: v.array(PaymentMethod) });
export type PaymentMethodList = v.InferOutput<typeof PaymentMethodList>;

/** The body of delete, default and attach (spec 002 §7). */
export const PaymentMethodRef = v.object({
  paymentmethod_id: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(255)),
});
export type PaymentMethodRef = v.InferOutput<typeof PaymentMethodRef>;

/**
 * `POST /payment/stripe/paymentmethods/setup/`: what the card field needs to tokenise a card with
 * the provider (Stripe's setup intent secret and publishable key; the sandbox's own route).
 */
export const PaymentSetup = v.object({
  provider: PaymentProviderName,
  client_secret: v.string(),
  publishable_key: v.nullable(v.string()),
  /** The sandbox's tokenising call, when the sandbox is active. */
  tokenize_url: v.nullable(v.string()),
});
export type PaymentSetup = v.InferOutput<typeof PaymentSetup>;

/**
 * The sandbox's tokenising call: a test card as Stripe's test mode documents them. The number is
 * read once to find its test behaviour and never kept.
 */
export const SandboxCardInput = v.object({
  client_secret: v.pipe(v.string(), v.nonEmpty('required')),
  number: v.pipe(
    v.string(),
    v.transform((s) => s.replace(/[\s-]/g, '')),
    v.regex(/^\d{1,19}$/, 'incorrect_number'),
  ),
  exp_month: v.pipe(v.number(), v.integer('invalid'), v.minValue(1, 'invalid'), v.maxValue(12, 'invalid')),
  exp_year: v.pipe(
    v.number(),
    v.integer('invalid'),
    v.minValue(2000, 'invalid'),
    v.maxValue(2100, 'invalid'),
  ),
  cvc: v.pipe(v.string(), v.regex(/^\d{3,4}$/, 'incomplete_cvc')),
  holder_name: Text(200),
});
export type SandboxCardInput = v.InferOutput<typeof SandboxCardInput>;

/** The sandbox's token for a card: its payment method id, to attach. */
export const SandboxCardToken = v.object({ id: v.string(), network: v.string(), last4: v.string() });
export type SandboxCardToken = v.InferOutput<typeof SandboxCardToken>;

/** Spec 002 §4 invoice states; `draft` is shown "Waiting", `uncollectible` "refused payment", `void` "cancelled". */
export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

/** An invoice (spec 002 §3: amount, date, plan/offer, reference, state), amounts in integer cents. */
export const Invoice = v.object({
  id: v.string(),
  number: v.string(),
  offer: v.picklist(OFFER_CODES),
  currency: v.picklist(CURRENCIES),
  period: v.picklist(BILLING_PERIODS),
  amount_cents: v.number(),
  tax_cents: v.number(),
  total_cents: v.number(),
  status: v.picklist(INVOICE_STATUSES),
  date: v.string(),
  period_start: v.string(),
  period_end: v.nullable(v.string()),
  /** The card provider's code of a failed payment. */
  error_code: v.nullable(v.string()),
  /** The provider's page or PDF of the invoice; none in the sandbox. */
  hosted_url: v.nullable(v.string()),
});
export type Invoice = v.InferOutput<typeof Invoice>;

export const InvoiceList = v.object({ provider: PaymentProviderName, results: v.array(Invoice) });
export type InvoiceList = v.InferOutput<typeof InvoiceList>;

/** `GET /payment/stripe/taxrates/?country=FR`. */
export const TaxRatesQuery = v.object({
  country: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'invalid')),
});
export type TaxRatesQuery = v.InferOutput<typeof TaxRatesQuery>;

/** A tax rate of a country, in percent and in hundredths of a percent. */
export const TaxRate = v.object({
  country: v.string(),
  display_name: v.string(),
  percentage: v.number(),
  basis_points: v.number(),
});
export type TaxRate = v.InferOutput<typeof TaxRate>;

export const TaxRateList = v.object({ results: v.array(TaxRate) });
export type TaxRateList = v.InferOutput<typeof TaxRateList>;

/**
 * `POST /offers/subscribe/`: the offer, its currency and period, said every time so that the
 * currency never changes silently; the card (the default one when left out); the promo code of
 * an unlisted offer.
 */
export const SubscribeInput = v.object({
  offer: v.picklist(OFFER_CODES, 'invalid'),
  currency: v.picklist(CURRENCIES, 'invalid'),
  period: v.picklist(BILLING_PERIODS, 'invalid'),
  paymentmethod_id: maybe(v.pipe(v.string(), v.maxLength(255))),
  code: maybe(v.pipe(v.string(), v.maxLength(100))),
});
export type SubscribeInput = v.InferOutput<typeof SubscribeInput>;

export const SubscribeAnswer = v.object({ subscription: Subscription, invoice: v.nullable(Invoice) });
export type SubscribeAnswer = v.InferOutput<typeof SubscribeAnswer>;
