import type { SubscribeAnswer, SubscribeInput } from '@omnicanal/api';
import { periodEnd } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { PaymentProvider } from '../payment/providers/provider.ts';
import { taxBasisPoints, taxCents } from '../payment/tax-rates.ts';
import { invoiceNumber, toInvoice } from './invoices.ts';
import { billingAddressRequired, paymentRefused } from './provider-errors.ts';
import { findOffer, findPrice, listOffers, subscriptionOf, subscriptionView } from './repo.ts';

const fieldError = (field: string, code: string, detail: string) =>
  new HttpError(400, 'invalid_payload', detail, { [field]: [code] });

/**
 * `POST /offers/subscribe/` (spec 002 §7): the company moves to an offer, in the currency and for
 * the period it names. A paid offer needs a billing address and a card; its first period is
 * charged at once, with the tax of the address's country, and the invoice kept. The subscription
 * changes only once the payment went through: a refused payment leaves the previous plan as it was.
 * A free offer is moved to without payment; Enterprise (`custom`) is agreed on request.
 */
export async function subscribe(
  db: Kysely<DB>,
  provider: PaymentProvider,
  companyId: number,
  input: SubscribeInput,
  now: Date,
): Promise<SubscribeAnswer> {
  const offer = await findOffer(db, input.offer);
  if (!offer) throw fieldError('offer', 'invalid', 'There is no such offer.');
  if (!offer.listed) {
    const opened = await listOffers(db, input.code ? [input.code] : [], now);
    if (!opened.some((o) => o.code === offer.code))
      throw fieldError('code', 'invalid', 'This offer needs a valid promo code.');
  }
  const price = await findPrice(db, offer.code, input.currency, input.period);
  if (!price) {
    if (offer.code === 'custom')
      throw new HttpError(400, 'offer_on_request', 'This offer is agreed on request.', {
        non_field_errors: ['offer_on_request'],
      });
    throw fieldError('period', 'invalid', 'The offer is not sold for this currency and period.');
  }
  const current = await subscriptionOf(db, companyId);
  const running = current.current_period_end === null || current.current_period_end > now;
  if (
    running &&
    current.status === 'active' &&
    current.offer_code === offer.code &&
    current.currency === input.currency &&
    current.period === input.period
  )
    // Paying again for the period already paid would charge twice for the same thing.
    throw new HttpError(400, 'already_exists', 'The company is already on this offer.', {
      non_field_errors: ['already_exists'],
    });
  const end = periodEnd(now, input.period);
  const free = price.amount_cents === 0;
  let invoice = null;
  let payment: { provider: string; customer: string } | null = null;
  if (!free) {
    const customer = await provider.customer(companyId);
    const address = await provider.billingAddress(customer);
    if (!address) throw billingAddressRequired();
    const rate = taxBasisPoints(address.country);
    const tax = taxCents(price.amount_cents, rate);
    const charged = await provider.charge(customer, {
      amountCents: price.amount_cents + tax,
      currency: input.currency,
      paymentMethod: input.paymentmethod_id ?? null,
      description: `${offer.code} ${input.period}`,
    });
    if (!charged.ok) {
      if (charged.code === 'payment_method_required')
        throw new HttpError(400, 'payment_method_required', 'Add a card before paying.', {
          paymentmethod_id: ['payment_method_required'],
        });
      throw paymentRefused(charged);
    }
    // The card the plan was paid with pays its next periods, as a subscription's card does at Stripe.
    if (input.paymentmethod_id) await provider.setDefault(customer, input.paymentmethod_id);
    payment = { provider: provider.name, customer };
    invoice = {
      id: `in_${charged.reference}`,
      company_id: companyId,
      provider: provider.name,
      number: invoiceNumber(companyId, now, offer.code),
      offer_code: offer.code,
      currency: input.currency,
      period: input.period,
      amount_cents: price.amount_cents,
      tax_basis_points: rate,
      tax_cents: tax,
      total_cents: price.amount_cents + tax,
      status: 'paid' as const,
      period_start: now,
      period_end: end,
      error_code: null,
      payment_ref: charged.reference,
    };
  }
  return db.transaction().execute(async (trx) => {
    const stored = invoice
      ? await trx.insertInto('invoices').values(invoice).returningAll().executeTakeFirstOrThrow()
      : null;
    const subscription = await trx
      .insertInto('subscriptions')
      .values({
        company_id: companyId,
        offer_code: offer.code,
        currency: input.currency,
        period: input.period,
        status: 'active',
        current_period_start: now,
        // Free never renews: no end.
        current_period_end: free ? null : end,
        // Moving to free keeps the company's customer at the provider for its cards and invoices.
        payment_provider: payment?.provider ?? current.payment_provider,
        payment_customer: payment?.customer ?? current.payment_customer,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('company_id').doUpdateSet((eb) => ({
          offer_code: eb.ref('excluded.offer_code'),
          currency: eb.ref('excluded.currency'),
          period: eb.ref('excluded.period'),
          status: eb.ref('excluded.status'),
          current_period_start: eb.ref('excluded.current_period_start'),
          current_period_end: eb.ref('excluded.current_period_end'),
          payment_provider: eb.ref('excluded.payment_provider'),
          payment_customer: eb.ref('excluded.payment_customer'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    return { subscription: subscriptionView(subscription), invoice: stored && toInvoice(stored) };
  });
}
