import { periodEnd } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { PaymentProvider } from '../payment/providers/provider.ts';
import { taxBasisPoints, taxCents } from '../payment/tax-rates.ts';
import { invoiceNumber } from './invoices.ts';
import { findPrice } from './repo.ts';

/**
 * Renews one subscription whose period has ended at `now`. First, in one transaction, the row is
 * claimed (`FOR UPDATE SKIP LOCKED`), its period moved on and the next period's invoice made as a
 * `draft` (unique per company, period and offer): two instances never renew it twice, and a crash
 * before the charge leaves a draft, never a double charge. Then the default card is charged, outside
 * the transaction (the provider is the outside world): paid, the invoice is `paid` and the
 * subscription `active`; refused, the invoice stays `open` with the card provider's code and the
 * subscription is `past_due` (its plan still applies). Answers whether one was renewed.
 */
async function renewOne(db: Kysely<DB>, provider: PaymentProvider, now: Date): Promise<boolean> {
  const claimed = await db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('current_period_end', '<=', now)
      .where('status', 'in', ['active', 'past_due'])
      .where('period', '!=', 'once')
      .orderBy('current_period_end')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!due?.current_period_end) return null;
    const start = due.current_period_end;
    const end = periodEnd(start, due.period);
    const price = await findPrice(trx, due.offer_code, due.currency, due.period);
    if (!price || !due.payment_customer || price.amount_cents === 0) {
      // Nothing to bill (the offer is no longer sold so, or was never paid): back to free.
      await trx
        .updateTable('subscriptions')
        .set({ offer_code: 'free', status: 'active', current_period_end: null, updated_at: now })
        .where('company_id', '=', due.company_id)
        .execute();
      return { invoice: null, due };
    }
    await trx
      .updateTable('subscriptions')
      .set({ current_period_start: start, current_period_end: end, updated_at: now })
      .where('company_id', '=', due.company_id)
      .execute();
    const invoice = await trx
      .insertInto('invoices')
      .values({
        id: `in_${due.company_id}_${start.getTime()}_${due.offer_code}`,
        company_id: due.company_id,
        provider: provider.name,
        number: invoiceNumber(due.company_id, start, due.offer_code),
        offer_code: due.offer_code,
        currency: due.currency,
        period: due.period,
        amount_cents: price.amount_cents,
        // The tax is settled when charged, from the address the provider holds then.
        tax_basis_points: 0,
        tax_cents: 0,
        total_cents: price.amount_cents,
        status: 'draft',
        period_start: start,
        period_end: end,
        error_code: null,
      })
      .onConflict((oc) => oc.columns(['company_id', 'period_start', 'offer_code']).doNothing())
      .returningAll()
      .executeTakeFirst();
    return { invoice: invoice ?? null, due };
  });
  if (!claimed) return false;
  const { invoice, due } = claimed;
  if (!invoice || !due.payment_customer) return true;
  const customer = due.payment_customer;
  const address = await provider.billingAddress(customer);
  const rate = taxBasisPoints(address?.country ?? '');
  const tax = taxCents(invoice.amount_cents, rate);
  const charged = await provider.charge(customer, {
    amountCents: invoice.amount_cents + tax,
    currency: invoice.currency,
    paymentMethod: null,
    description: `${invoice.offer_code} ${invoice.period}`,
  });
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('invoices')
      .set({
        tax_basis_points: rate,
        tax_cents: tax,
        total_cents: invoice.amount_cents + tax,
        status: charged.ok ? 'paid' : 'open',
        error_code: charged.ok ? null : charged.declineCode,
        payment_ref: charged.ok ? charged.reference : null,
      })
      .where('id', '=', invoice.id)
      .execute();
    await trx
      .updateTable('subscriptions')
      .set({ status: charged.ok ? 'active' : 'past_due', updated_at: now })
      .where('company_id', '=', due.company_id)
      .execute();
  });
  return true;
}

/** Renews every subscription due at `now` (the billing clock); answers how many were renewed. */
export async function renewDueSubscriptions(
  db: Kysely<DB>,
  provider: PaymentProvider,
  now: Date,
): Promise<number> {
  let renewed = 0;
  // A subscription many periods behind is renewed period by period, each with its invoice.
  while (await renewOne(db, provider, now)) renewed++;
  return renewed;
}
