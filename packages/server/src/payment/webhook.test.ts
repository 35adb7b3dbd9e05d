import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Stripe from 'stripe';
import { api, startTestServer, type TestServer } from '../test/helpers.ts';

const SECRET = 'whsec_test_omnicanal_2026';
let server: TestServer;
let sandbox: TestServer;
let company: number;
const stripe = new Stripe('sk_test_omnicanal');

before(async () => {
  server = await startTestServer({
    edition: 'hosted',
    roomTimerTickMs: 0,
    billingTickMs: 0,
    stripe: {
      secretKey: 'sk_test_omnicanal',
      publishableKey: null,
      apiUrl: 'http://127.0.0.1:1',
      webhookSecret: SECRET,
    },
  });
  sandbox = await startTestServer({ edition: 'hosted', roomTimerTickMs: 0, billingTickMs: 0 });
  const owner = await server.context.db
    .selectFrom('users')
    .select('company_id')
    .where('email', '=', 'owner@demo.test')
    .executeTakeFirstOrThrow();
  company = owner.company_id;
  await server.context.db
    .insertInto('invoices')
    .values({
      id: 'in_webhook_1',
      company_id: company,
      provider: 'stripe',
      number: 'OC-TEST-1',
      offer_code: 'pro',
      currency: 'eur',
      period: 'month',
      amount_cents: 4900,
      tax_basis_points: 2000,
      tax_cents: 980,
      total_cents: 5880,
      status: 'open',
      period_start: new Date('2026-04-01T00:00:00Z'),
      period_end: new Date('2026-05-01T00:00:00Z'),
      error_code: null,
      payment_ref: 'pi_webhook_1',
    })
    .execute();
});
after(async () => {
  await server.stop();
  await sandbox.stop();
});

let counter = 0;
/** A Stripe event about the invoice's payment, created at `seconds`. */
const event = (type: string, seconds: number, object: Record<string, unknown>, id = `evt_${++counter}`) =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    created: seconds,
    api_version: '2026-01-01',
    livemode: false,
    pending_webhooks: 1,
    request: null,
    data: { object },
  });

const post = (base: string, payload: string, secret = SECRET) =>
  fetch(`${base}/api/core/payment/stripe/webhook/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });

const invoice = () =>
  server.context.db
    .selectFrom('invoices')
    .select(['status', 'error_code'])
    .where('id', '=', 'in_webhook_1')
    .executeTakeFirstOrThrow();
const subscription = async () =>
  (
    await server.context.db
      .selectFrom('subscriptions')
      .select('status')
      .where('company_id', '=', company)
      .executeTakeFirstOrThrow()
  ).status;

describe('Stripe webhooks', () => {
  test('a failed then a paid payment move the invoice and the subscription; replays and older events change nothing', async () => {
    const t = Math.floor(Date.now() / 1000);
    const failed = event('payment_intent.payment_failed', t, {
      id: 'pi_webhook_1',
      object: 'payment_intent',
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
    });
    const first = await post(server.url, failed);
    assert.equal(first.status, 200);
    assert.deepEqual(await first.json(), { received: true, outcome: 'applied' });
    assert.deepEqual(await invoice(), { status: 'uncollectible', error_code: 'insufficient_funds' });
    assert.equal(await subscription(), 'past_due');

    const replay = await post(server.url, failed);
    assert.equal(((await replay.json()) as { outcome: string }).outcome, 'replayed');

    const paid = await post(
      server.url,
      event('payment_intent.succeeded', t + 60, { id: 'pi_webhook_1', object: 'payment_intent' }),
    );
    assert.equal(((await paid.json()) as { outcome: string }).outcome, 'applied');
    assert.deepEqual(await invoice(), { status: 'paid', error_code: null });
    assert.equal(await subscription(), 'active');

    // A failure Stripe sent before the success, arriving after it.
    const late = await post(
      server.url,
      event('payment_intent.payment_failed', t + 30, {
        id: 'pi_webhook_1',
        object: 'payment_intent',
        last_payment_error: null,
      }),
    );
    assert.equal(((await late.json()) as { outcome: string }).outcome, 'stale');
    assert.deepEqual(await invoice(), { status: 'paid', error_code: null });

    const refunded = await post(
      server.url,
      event('charge.refunded', t + 120, {
        id: 'ch_1',
        object: 'charge',
        refunded: true,
        payment_intent: 'pi_webhook_1',
      }),
    );
    assert.equal(((await refunded.json()) as { outcome: string }).outcome, 'applied');
    assert.equal((await invoice()).status, 'void');
    const other = await post(server.url, event('customer.created', t, { id: 'cus_1', object: 'customer' }));
    assert.equal(((await other.json()) as { outcome: string }).outcome, 'ignored');
  });

  test('an event not signed with the endpoint’s secret is refused; without Stripe there is no endpoint', async () => {
    const payload = event('payment_intent.succeeded', Math.floor(Date.now() / 1000), { id: 'pi_webhook_1' });
    const forged = await post(server.url, payload, 'whsec_someone_else');
    assert.equal(forged.status, 400);
    const unsigned = await api(server.url, '/api/core/payment/stripe/webhook/', { raw: payload });
    assert.equal(unsigned.status, 400);
    assert.equal((await post(sandbox.url, payload)).status, 404);
    assert.equal((await invoice()).status, 'void', 'nothing applied');
  });
});
