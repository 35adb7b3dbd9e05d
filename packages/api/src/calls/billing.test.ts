import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createHttpClient } from '../http.ts';
import {
  deletePaymentMethod,
  fetchOffers,
  fetchTaxRates,
  setDefaultPaymentMethod,
  subscribe,
} from './billing.ts';

const subscription = {
  offer: 'pro',
  currency: 'eur',
  period: 'year',
  status: 'active',
  current_period_start: '2026-03-10T09:00:00.000Z',
  current_period_end: '2027-03-10T09:00:00.000Z',
};

/** What the server answers each path with, as its routes' response schemas say. */
const ANSWERS: [RegExp, unknown][] = [
  [
    /\/offers\/\?|\/offers\/$/,
    {
      payment_provider: 'sandbox',
      results: [],
      subscription,
      usage: {
        period_start: '2026-02-28T23:00:00.000Z',
        period_end: '2026-03-31T22:00:00.000Z',
        messages: 3,
        whatsapp_messages: 0,
        over_quota: false,
      },
    },
  ],
  [/subscribe\/$/, { subscription, invoice: null }],
  [/default\/$/, { provider: 'sandbox', results: [] }],
  [/taxrates/, { results: [{ country: 'FR', display_name: 'VAT', percentage: 20, basis_points: 2000 }] }],
];

test('billing calls: paths, promo codes, the card to delete in the body, decoded answers', async () => {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const http = createHttpClient({
    base: () => '/api/core',
    token: () => 'secret',
    fetchImpl: (async (url: string, init: RequestInit = {}) => {
      calls.push({
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const answer = ANSWERS.find(([path]) => path.test(url))?.[1];
      return answer === undefined
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify(answer));
    }) as typeof fetch,
  });
  assert.equal((await fetchOffers(http, ['DEAL-1', 'DEAL-2'])).payment_provider, 'sandbox');
  await fetchOffers(http);
  assert.equal(
    (await subscribe(http, { offer: 'pro', currency: 'eur', period: 'year' })).subscription.offer,
    'pro',
  );
  await setDefaultPaymentMethod(http, 'pm_1');
  await deletePaymentMethod(http, 'pm_1');
  assert.equal((await fetchTaxRates(http, 'FR')).results[0]?.percentage, 20);
  assert.deepEqual(
    calls.map((c) => [c.method, c.url, c.body]),
    [
      ['GET', '/api/core/offers/?codes=DEAL-1%2CDEAL-2', undefined],
      ['GET', '/api/core/offers/', undefined],
      ['POST', '/api/core/offers/subscribe/', { offer: 'pro', currency: 'eur', period: 'year' }],
      ['POST', '/api/core/payment/stripe/paymentmethods/default/', { paymentmethod_id: 'pm_1' }],
      ['DELETE', '/api/core/payment/stripe/paymentmethods/', { paymentmethod_id: 'pm_1' }],
      ['GET', '/api/core/payment/stripe/taxrates/?country=FR', undefined],
    ],
  );
});
