import type { BillingOffer, OfferPrice, Subscription } from '@omnicanal/api';
import { type OfferCode, offerFlags, yearlySaving } from '@omnicanal/core';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { OfferPricesTable, OffersTable, SubscriptionsTable } from './tables.ts';

export type OfferRow = Selectable<OffersTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;

type Executor = Kysely<DB>;

/** An offer of the catalogue by its code. */
export function findOffer(db: Executor, code: OfferCode) {
  return db.selectFrom('offers').selectAll().where('code', '=', code).executeTakeFirst();
}

/**
 * The offers a company may see: the listed ones, and those its promo codes open (unknown or
 * expired codes open nothing), in the catalogue's order.
 */
export async function listOffers(db: Executor, codes: readonly string[], now: Date): Promise<OfferRow[]> {
  const opened =
    codes.length === 0
      ? []
      : await db
          .selectFrom('promo_codes')
          .select('offer_code')
          .where('code', 'in', codes)
          .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
          .execute();
  const unlisted = opened.map((row) => row.offer_code);
  return db
    .selectFrom('offers')
    .selectAll()
    .where((eb) =>
      unlisted.length
        ? eb.or([eb('listed', '=', true), eb('code', 'in', unlisted)])
        : eb('listed', '=', true),
    )
    .orderBy('position')
    .execute();
}

export function pricesOf(db: Executor, codes: readonly OfferCode[]) {
  if (codes.length === 0) return Promise.resolve([] as Selectable<OfferPricesTable>[]);
  return db
    .selectFrom('offer_prices')
    .selectAll()
    .where('offer_code', 'in', codes)
    .orderBy('offer_code')
    .orderBy('currency')
    .orderBy('period')
    .execute();
}

/** An offer's price in one currency for one period, if it is sold so. */
export function findPrice(db: Executor, code: OfferCode, currency: string, period: string) {
  return db
    .selectFrom('offer_prices')
    .selectAll()
    .where('offer_code', '=', code)
    .where('currency', '=', currency as never)
    .where('period', '=', period as never)
    .executeTakeFirst();
}

/** The company's subscription; a company without a row (created before billing) is on free. */
export async function subscriptionOf(db: Executor, companyId: number): Promise<SubscriptionRow> {
  const row = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (row) return row;
  const now = new Date();
  return {
    company_id: companyId,
    offer_code: 'free',
    currency: 'eur',
    period: 'month',
    status: 'active',
    current_period_start: now,
    current_period_end: null,
    payment_provider: null,
    payment_customer: null,
    updated_at: now,
  };
}

/** Puts a new company on the free plan. */
export async function startFreeSubscription(db: Executor, companyId: number): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values({ company_id: companyId, offer_code: 'free', currency: 'eur', period: 'month', status: 'active' })
    .onConflict((oc) => oc.column('company_id').doNothing())
    .execute();
}

function toPrice(row: Selectable<OfferPricesTable>, monthly: Map<string, number>): OfferPrice {
  const perMonth = monthly.get(`${row.offer_code}/${row.currency}`);
  return {
    currency: row.currency,
    period: row.period,
    amount_cents: row.amount_cents,
    saving_cents: row.period === 'year' && perMonth !== undefined ? yearlySaving(perMonth) : 0,
    extra_message_cents: row.extra_message_cents,
    extra_whatsapp_message_cents: row.extra_whatsapp_message_cents,
  };
}

/** The catalogue's offers as the subscription screen reads them. */
export async function offerViews(db: Executor, offers: readonly OfferRow[]): Promise<BillingOffer[]> {
  const prices = await pricesOf(
    db,
    offers.map((o) => o.code),
  );
  const monthly = new Map(
    prices.filter((p) => p.period === 'month').map((p) => [`${p.offer_code}/${p.currency}`, p.amount_cents]),
  );
  return offers.map((offer) => {
    const own = prices.filter((p) => p.offer_code === offer.code);
    return {
      code: offer.code,
      kind: offer.kind,
      limits: {
        messages: offer.max_messages,
        whatsapp_messages: offer.max_whatsapp_messages,
        users: offer.max_agents,
        skills: offer.max_skills,
      },
      features: offerFlags({ plan: offer.code, max_skills: offer.max_skills }),
      on_request: own.length === 0,
      prices: own.map((p) => toPrice(p, monthly)),
    };
  });
}

export function subscriptionView(row: SubscriptionRow): Subscription {
  return {
    offer: row.offer_code,
    currency: row.currency,
    period: row.period,
    status: row.status,
    current_period_start: row.current_period_start.toISOString(),
    current_period_end: row.current_period_end?.toISOString() ?? null,
  };
}
