import type { BillingPeriod, Currency, OfferCode, OfferKind, SubscriptionStatus } from '@omnicanal/core';
import type { ColumnType } from 'kysely';
import type { TimestampNullable, WithDefault } from '../db/columns.ts';

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
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
