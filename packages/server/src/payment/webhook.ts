import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import * as v from 'valibot';
import type { InvoiceStatus } from '../billing/tables.ts';
import type { StripeKeys } from '../config.ts';
import type { DB } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { ServicePlugin } from '../http/valibot.ts';

/** What a webhook event did: applied, already received (a replay), older than the invoice's state, or not ours. */
export type WebhookOutcome = 'applied' | 'replayed' | 'stale' | 'ignored';

/** The invoice change an event stands for, or null for an event we do not follow. */
function changeOf(
  event: Stripe.Event,
): { payment: string; status: InvoiceStatus; errorCode: string | null } | null {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { payment: event.data.object.id, status: 'paid', errorCode: null };
    case 'payment_intent.payment_failed': {
      const failure = event.data.object.last_payment_error;
      return {
        payment: event.data.object.id,
        status: 'uncollectible',
        errorCode: failure?.decline_code ?? failure?.code ?? 'card_declined',
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const payment =
        typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      // A partial refund leaves the invoice paid.
      return payment && charge.refunded ? { payment, status: 'void', errorCode: null } : null;
    }
    default:
      return null;
  }
}

/**
 * Applies one verified Stripe event, once: the event's id is kept first (a replay stops there),
 * then the invoice its payment paid or failed takes the new status unless an event newer than
 * this one already set it (events may arrive out of order). The subscription follows: active when
 * its invoice is paid, past due when the payment failed.
 */
export async function applyStripeEvent(db: Kysely<DB>, event: Stripe.Event): Promise<WebhookOutcome> {
  const at = new Date(event.created * 1000);
  return db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('payment_webhook_events')
      .values({ id: event.id, type: event.type, created_at: at })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!fresh) return 'replayed';
    const change = changeOf(event);
    if (!change) return 'ignored';
    const invoice = await trx
      .updateTable('invoices')
      .set({ status: change.status, error_code: change.errorCode, status_at: at })
      .where('payment_ref', '=', change.payment)
      .where((eb) => eb.or([eb('status_at', 'is', null), eb('status_at', '<=', at)]))
      .returning(['company_id'])
      .executeTakeFirst();
    if (!invoice) return 'stale';
    if (change.status !== 'void')
      await trx
        .updateTable('subscriptions')
        .set({ status: change.status === 'paid' ? 'active' : 'past_due', updated_at: new Date() })
        .where('company_id', '=', invoice.company_id)
        .where('status', 'in', ['active', 'past_due'])
        .execute();
    return 'applied';
  });
}

const WebhookAnswer = v.object({
  received: v.boolean(),
  outcome: v.picklist(['applied', 'replayed', 'stale', 'ignored']),
});

/**
 * `POST /payment/stripe/webhook/`: Stripe's events about payments, verified with the endpoint's
 * signing secret (`STRIPE_WEBHOOK_SECRET`) over the exact bytes received, within Stripe's five
 * minutes of tolerance. Public (Stripe calls it); without Stripe and its secret it does not exist.
 */
export function stripeWebhookRoutes(keys: StripeKeys | null): ServicePlugin {
  return async (app) => {
    const secret = keys?.webhookSecret;
    if (!keys || !secret) return;
    const stripe = new Stripe(keys.secretKey);
    // The signature covers the exact bytes: the body reaches the route as text.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    app.post(
      '/payment/stripe/webhook/',
      {
        config: { auth: 'public' },
        schema: {
          summary: 'Receives Stripe’s signed events.',
          description: 'Only with Stripe configured; refuses an event whose signature does not verify.',
          response: { 200: WebhookAnswer },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(
            typeof request.body === 'string' ? request.body : '',
            typeof signature === 'string' ? signature : '',
            secret,
          );
        } catch {
          throw new HttpError(400, 'invalid_payload', 'The event is not signed with the endpoint’s secret.');
        }
        return { received: true, outcome: await applyStripeEvent(app.db, event) };
      },
    );
  };
}
