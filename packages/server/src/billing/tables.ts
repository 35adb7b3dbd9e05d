import type { BillingAddress } from '@omnicanal/api';
import type { BillingPeriod, Currency, OfferCode, OfferKind, SubscriptionStatus } from '@omnicanal/core';
import type { ColumnType } from 'kysely';
import type { JsonNullable, TimestampNullable, WithDefault } from '../db/columns.ts';

// The billing tables (0023_billing). Composed into `DB` by db/schema.ts.

/** An offer of the catalogue; a null limit is unlimited. */
export interface OffersTable {
  code: OfferCode;
  kind: OfferKind;
  /** Order of the offers on the subscription screen. */
  position: number;
  /** Listed to every company; an unlisted offer (a deal tier) is reached with a promo code. */
  listed: boolean;
  max_messages: number | null;
  max_whatsapp_messages: number | null;
  max_agents: number | null;
  max_skills: number;
}

/** An offer's price in one currency for one period, in integer cents. */
export interface OfferPricesTable {
  offer_code: OfferCode;
  currency: Currency;
  period: BillingPeriod;
  amount_cents: number;
  /** Per message past the package; null when none is sold (the company is then over quota). */
  extra_message_cents: number | null;
  extra_whatsapp_message_cents: number | null;
}

/** A promo code opening an unlisted offer (spec 002 §7 `GET /offers/?codes=`). */
export interface PromoCodesTable {
  code: string;
  offer_code: OfferCode;
  expires_at: TimestampNullable;
}

/** The offer a company is on, one row per company. */
export interface SubscriptionsTable {
  company_id: number;
  offer_code: OfferCode;
  currency: Currency;
  period: BillingPeriod;
  status: SubscriptionStatus;
  current_period_start: WithDefault<Date>;
  /** Null for an offer that never renews (free, a deal tier). */
  current_period_end: TimestampNullable;
  /** The payment provider that bills it, and its customer there; null until the first payment. */
  payment_provider: ColumnType<string | null, string | null | undefined, string | null>;
  payment_customer: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Spec 002 §4 invoice states, Stripe's words: `draft` is shown "Waiting". */
export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

/** An invoice of one period of a subscription, as the payment provider made it. */
export interface InvoicesTable {
  id: string;
  company_id: number;
  provider: string;
  /** The reference printed on it. */
  number: string;
  offer_code: OfferCode;
  currency: Currency;
  period: BillingPeriod;
  amount_cents: number;
  /** The tax rate applied, in hundredths of a percent (2000: 20 %). */
  tax_basis_points: number;
  tax_cents: number;
  total_cents: number;
  status: InvoiceStatus;
  period_start: Date | string;
  period_end: TimestampNullable;
  /** The card provider's code when the payment failed (`insufficient_funds`, `card_declined`…). */
  error_code: string | null;
  /** The payment that paid or failed it (Stripe's payment intent), which webhooks name. */
  payment_ref: ColumnType<string | null, string | null | undefined, string | null>;
  /** When a webhook event last set its status (the event's time): older events change nothing. */
  status_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A webhook event received from the payment provider, kept by id so a replay applies nothing. */
export interface PaymentWebhookEventsTable {
  id: string;
  type: string;
  created_at: Date | string;
  received_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A customer of the sandbox payment provider (the role Stripe's own records play). */
export interface PaymentSandboxCustomersTable {
  id: string;
  company_id: number;
  address: JsonNullable<BillingAddress>;
  default_payment_method: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/**
 * A card the sandbox tokenised: its brand, last four digits and the outcome its test number stands
 * for, never the number itself. Unattached (no customer) until the company attaches it.
 */
export interface PaymentSandboxMethodsTable {
  id: string;
  customer_id: string | null;
  /** The company that tokenised it: only that company may attach it. */
  created_by: number;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  outcome: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
