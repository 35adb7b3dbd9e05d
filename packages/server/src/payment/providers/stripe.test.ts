import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { Customer, PaymentSetup, RuntimeConfig } from '@omnicanal/api';
import * as v from 'valibot';
import { newCompany } from '../../billing/testing.ts';
import { api, startTestServer, type TestServer } from '../../test/helpers.ts';

/**
 * A stand-in for Stripe's API, answering the calls the adapter makes as Stripe documents them
 * (form-encoded bodies, JSON answers, card errors as 402 `card_error`). Two test payment methods
 * exist, as in Stripe's test mode: `pm_card_visa` and `pm_card_chargeDeclinedInsufficientFunds`.
 */
function fakeStripe() {
  const customers = new Map<string, Record<string, unknown>>();
  const methods = new Map<string, Record<string, unknown>>([
    [
      'pm_card_visa',
      {
        id: 'pm_card_visa',
        object: 'payment_method',
        customer: null,
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
        billing_details: { name: 'C Durand' },
      },
    ],
    [
      'pm_card_chargeDeclinedInsufficientFunds',
      {
        id: 'pm_card_chargeDeclinedInsufficientFunds',
        object: 'payment_method',
        customer: null,
        card: { brand: 'visa', last4: '9995', exp_month: 12, exp_year: 2030 },
        billing_details: { name: 'C Durand' },
      },
    ],
  ]);
  const intents: Record<string, string>[] = [];
  const state = { down: false };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (state.down) return send(500, { error: { type: 'api_error', message: 'Stripe is down' } });
      const path = url.pathname;
      const customerPath = /^\/v1\/customers\/(cus_\d+)$/.exec(path);
      const cardsPath = /^\/v1\/customers\/(cus_\d+)\/payment_methods$/.exec(path);
      const methodPath = /^\/v1\/payment_methods\/(\w+)(\/attach|\/detach)?$/.exec(path);
      if (req.method === 'POST' && path === '/v1/customers') {
        const id = `cus_${customers.size + 1}`;
        customers.set(id, {
          id,
          object: 'customer',
          name: null,
          address: null,
          invoice_settings: { default_payment_method: null },
        });
        return send(200, customers.get(id));
      }
      if (customerPath) {
        const customer = customers.get(customerPath[1] ?? '');
        if (!customer)
          return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
        if (req.method === 'POST') {
          if (form.name !== undefined) customer.name = form.name;
          if (form['address[line1]'] !== undefined)
            customer.address = {
              line1: form['address[line1]'],
              line2: form['address[line2]'] ?? null,
              city: form['address[city]'],
              state: form['address[state]'] ?? null,
              postal_code: form['address[postal_code]'],
              country: form['address[country]'],
            };
          if (form['invoice_settings[default_payment_method]'] !== undefined)
            customer.invoice_settings = {
              default_payment_method: form['invoice_settings[default_payment_method]'],
            };
        }
        return send(200, customer);
      }
      if (cardsPath)
        return send(200, {
          object: 'list',
          has_more: false,
          data: [...methods.values()].filter((pm) => pm.customer === cardsPath[1]),
        });
      if (req.method === 'POST' && path === '/v1/setup_intents')
        return send(200, {
          id: 'seti_1',
          object: 'setup_intent',
          client_secret: 'seti_1_secret_abc',
          customer: form.customer,
        });
      if (methodPath) {
        const pm = methods.get(methodPath[1] ?? '');
        if (!pm) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
        if (methodPath[2] === '/attach') pm.customer = form.customer;
        if (methodPath[2] === '/detach') pm.customer = null;
        return send(200, pm);
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        intents.push(form);
        if (form.payment_method === 'pm_card_chargeDeclinedInsufficientFunds')
          return send(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'insufficient_funds',
              message: 'Your card has insufficient funds.',
            },
          });
        return send(200, { id: `pi_${intents.length}`, object: 'payment_intent', status: 'succeeded' });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `No such route ${path}` } });
    });
  });
  return { server, intents, state };
}

let stripe: ReturnType<typeof fakeStripe>;
let server: TestServer;

before(async () => {
  stripe = fakeStripe();
  await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
  const { port } = stripe.server.address() as AddressInfo;
  server = await startTestServer({
    edition: 'hosted',
    roomTimerTickMs: 0,
    billingTickMs: 0,
    stripe: {
      secretKey: 'sk_test_omnicanal',
      publishableKey: 'pk_test_omnicanal',
      apiUrl: `http://127.0.0.1:${port}`,
    },
  });
});
after(async () => {
  await server.stop();
  await new Promise<void>((resolve, reject) =>
    (stripe.server as Server).close((e) => (e ? reject(e) : resolve())),
  );
});

const ADDRESS = {
  name: 'Atelier Durand',
  line1: '12 rue de la Paix',
  city: 'Paris',
  postal_code: '75002',
  country: 'FR',
};

describe('the Stripe adapter, when STRIPE_SECRET_KEY is set', () => {
  test('says it is Stripe; address, cards and a subscription go to Stripe, a declined card keeps the plan', async () => {
    const { token } = await newCompany(server, 'owner');
    const call = (path: string, init: { method?: string; body?: unknown } = {}) =>
      api(server.url, `/api/core${path}`, { ...init, token });
    const config = v.parse(RuntimeConfig, (await api(server.url, '/api/config')).body);
    assert.equal(config.providers.payment, 'stripe');
    assert.equal((await call('/offers/')).body.payment_provider, 'stripe');
    const setup = v.parse(
      PaymentSetup,
      (await call('/payment/stripe/paymentmethods/setup/', { method: 'POST' })).body,
    );
    assert.deepEqual(
      [setup.provider, setup.client_secret, setup.publishable_key, setup.tokenize_url],
      ['stripe', 'seti_1_secret_abc', 'pk_test_omnicanal', null],
    );
    assert.equal((await call('/payment/sandbox/tokens/', { body: {} })).status, 404);

    await call('/payment/stripe/billingdetails/', { body: ADDRESS });
    assert.deepEqual((await call('/payment/stripe/billingdetails/')).body, {
      address: { ...ADDRESS, line2: '', state: '' },
    });
    const card = await call('/payment/stripe/paymentmethods/attach/', {
      body: { paymentmethod_id: 'pm_card_visa' },
    });
    assert.equal(card.status, 201);
    assert.deepEqual([card.body.network, card.body.last4, card.body.default], ['visa', '4242', true]);
    await call('/payment/stripe/paymentmethods/attach/', {
      body: { paymentmethod_id: 'pm_card_chargeDeclinedInsufficientFunds' },
    });

    const pro = { offer: 'pro', currency: 'eur', period: 'month' };
    const refused = await call('/offers/subscribe/', {
      body: { ...pro, paymentmethod_id: 'pm_card_chargeDeclinedInsufficientFunds' },
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'insufficient_funds');
    assert.deepEqual(refused.body.code, ['card_declined']);
    assert.equal(v.parse(Customer, (await call('/customer/')).body).offer?.offer, 'free');

    const paid = await call('/offers/subscribe/', { body: { ...pro, paymentmethod_id: 'pm_card_visa' } });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    const last = stripe.intents.at(-1);
    assert.deepEqual(
      [last?.amount, last?.currency, last?.payment_method, last?.off_session, last?.confirm],
      ['11880', 'eur', 'pm_card_visa', 'true', 'true'],
    );
  });

  test('Stripe out of reach: billing says it is temporarily disabled', async () => {
    const { token } = await newCompany(server, 'owner');
    stripe.state.down = true;
    try {
      const answer = await api(server.url, '/api/core/payment/stripe/billingdetails/', { token });
      assert.equal(answer.status, 503);
      assert.equal(answer.body.error, 'billing_unavailable');
    } finally {
      stripe.state.down = false;
    }
  });
});
