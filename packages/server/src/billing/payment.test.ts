import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  BillingDetails,
  Customer,
  InvoiceList,
  PaymentMethod,
  PaymentMethodList,
  PaymentSetup,
  SandboxCardToken,
  SubscribeAnswer,
} from '@omnicanal/api';
import { sql } from 'kysely';
import * as v from 'valibot';
import type { HttpError } from '../http/errors.ts';
import { paymentProviderOf } from '../payment/providers/select.ts';
import { api, startTestServer, type TestServer } from '../test/helpers.ts';
import { atProvider } from './provider-errors.ts';
import { renewDueSubscriptions } from './renewals.ts';
import { newCompany } from './testing.ts';

let server: TestServer;
let now = Date.parse('2026-03-10T09:00:00Z');

before(async () => {
  server = await startTestServer({
    edition: 'hosted',
    roomTimerTickMs: 0,
    billingTickMs: 0,
    clock: () => now,
  });
});
after(() => server.stop());

const ADDRESS = {
  name: 'Atelier Durand',
  line1: '12 rue de la Paix',
  city: 'Paris',
  postal_code: '75002',
  country: 'fr',
};

/** A caller of the core API with `token`. */
const caller =
  (token: string) =>
  (path: string, init: { method?: string; body?: unknown } = {}) =>
    api(server.url, `/api/core${path}`, { ...init, token });

/** Tokenises a test card through the sandbox, as the card field does, and attaches it. */
async function addCard(call: ReturnType<typeof caller>, number: string): Promise<PaymentMethod> {
  const setup = v.parse(
    PaymentSetup,
    (await call('/payment/stripe/paymentmethods/setup/', { method: 'POST' })).body,
  );
  const token = await call('/payment/sandbox/tokens/', {
    body: {
      client_secret: setup.client_secret,
      number,
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
      holder_name: 'C Durand',
    },
  });
  assert.equal(token.status, 201, JSON.stringify(token.body));
  const { id } = v.parse(SandboxCardToken, token.body);
  const attached = await call('/payment/stripe/paymentmethods/attach/', { body: { paymentmethod_id: id } });
  assert.equal(attached.status, 201, JSON.stringify(attached.body));
  return v.parse(PaymentMethod, attached.body);
}

const subscriptionOf = (companyId: number) =>
  server.context.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();

const invoicesOf = async (call: ReturnType<typeof caller>) =>
  v.parse(InvoiceList, (await call('/payment/stripe/invoices/')).body).results;

describe('billing address and cards (sandbox provider)', () => {
  test('no payment before a billing address; the address is checked field by field', async () => {
    now = Date.parse('2026-03-10T09:00:00Z');
    const { token, company } = await newCompany(server, 'owner');
    const call = caller(token);
    const customer = await call('/payment/stripe/customer/', { method: 'POST' });
    assert.equal(customer.status, 200);
    assert.equal(customer.body.provider, 'sandbox');
    assert.match(String(customer.body.id), /^cus_sandbox_/);
    assert.deepEqual((await call('/payment/stripe/billingdetails/')).body, { address: null });

    const early = await call('/offers/subscribe/', {
      body: { offer: 'pro', currency: 'eur', period: 'year' },
    });
    assert.equal(early.status, 400);
    assert.equal(early.body.error, 'billing_address_required');
    assert.equal(
      early.body.detail,
      'You have to enter a valid billing address in order to proceed to payment.',
    );
    assert.equal((await subscriptionOf(company.id)).offer_code, 'free');

    const bad = await call('/payment/stripe/billingdetails/', {
      body: { ...ADDRESS, line1: ' ', country: 'FRA' },
    });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.line1, ['required']);
    assert.deepEqual(bad.body.country, ['invalid']);
    const saved = await call('/payment/stripe/billingdetails/', { body: ADDRESS });
    assert.equal(saved.status, 200);
    assert.deepEqual(v.parse(BillingDetails, saved.body).address, {
      ...ADDRESS,
      line2: '',
      state: '',
      country: 'FR',
    });
  });

  test("cards are tokenised from Stripe's test numbers, never stored; wrong numbers get the card codes", async () => {
    const { token } = await newCompany(server, 'admin');
    const call = caller(token);
    const setup = v.parse(
      PaymentSetup,
      (await call('/payment/stripe/paymentmethods/setup/', { method: 'POST' })).body,
    );
    assert.equal(setup.provider, 'sandbox');
    assert.equal(setup.tokenize_url, '/api/core/payment/sandbox/tokens/');
    const tokenise = (number: string, extra: Record<string, unknown> = {}) =>
      call('/payment/sandbox/tokens/', {
        body: {
          client_secret: setup.client_secret,
          number,
          exp_month: 4,
          exp_year: 2031,
          cvc: '314',
          holder_name: 'Camille',
          ...extra,
        },
      });
    for (const [number, code] of [
      ['4242424242424241', 'incorrect_number'],
      ['424242424242', 'incomplete_number'],
      ['4111111111111111', 'card_declined'],
    ] as const) {
      const refused = await tokenise(number);
      assert.equal(refused.status, 400, number);
      assert.equal(refused.body.error, code, number);
      assert.deepEqual(refused.body.number, [code]);
    }
    assert.equal((await tokenise('4242424242424242', { exp_month: 1, exp_year: 2026 })).status, 400);
    assert.equal((await tokenise('4242424242424242', { client_secret: 'seti_forged' })).status, 400);

    const card = await addCard(call, '4242 4242 4242 4242');
    assert.deepEqual(
      { ...card, id: '' },
      {
        id: '',
        network: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2030,
        holder_name: 'C Durand',
        default: true,
      },
    );
    const stored = await sql<{
      row: string;
    }>`select row_to_json(m)::text as row from payment_sandbox_methods m`.execute(server.context.db);
    for (const { row } of stored.rows) assert.doesNotMatch(row, /4242424242424242|4000000000009995/);
  });

  test('default and delete; another company can neither attach, use nor delete a card', async () => {
    const mine = await newCompany(server, 'owner');
    const other = await newCompany(server, 'owner');
    const call = caller(mine.token);
    const first = await addCard(call, '4242424242424242');
    const second = await addCard(call, '5555555555554444');
    assert.equal(second.default, false);
    const list = await call('/payment/stripe/paymentmethods/default/', {
      body: { paymentmethod_id: second.id },
    });
    assert.equal(list.status, 200);
    assert.deepEqual(
      v.parse(PaymentMethodList, list.body).results.map((m) => [m.last4, m.default]),
      [
        ['4242', false],
        ['4444', true],
      ],
    );
    const theirs = caller(other.token);
    assert.equal(
      (await theirs('/payment/stripe/paymentmethods/attach/', { body: { paymentmethod_id: first.id } }))
        .status,
      404,
    );
    assert.equal(
      (await theirs('/payment/stripe/paymentmethods/default/', { body: { paymentmethod_id: first.id } }))
        .status,
      404,
    );
    assert.equal(
      (
        await theirs('/payment/stripe/paymentmethods/', {
          method: 'DELETE',
          body: { paymentmethod_id: first.id },
        })
      ).status,
      404,
    );
    assert.equal(
      (
        await call('/payment/stripe/paymentmethods/', {
          method: 'DELETE',
          body: { paymentmethod_id: first.id },
        })
      ).status,
      204,
    );
    assert.deepEqual(
      v
        .parse(PaymentMethodList, (await call('/payment/stripe/paymentmethods/')).body)
        .results.map((m) => m.last4),
      ['4444'],
    );
    assert.deepEqual(
      v.parse(PaymentMethodList, (await theirs('/payment/stripe/paymentmethods/')).body).results,
      [],
    );
  });

  test('tax rates by country', async () => {
    const call = caller((await newCompany(server, 'owner')).token);
    assert.deepEqual((await call('/payment/stripe/taxrates/?country=fr')).body, {
      results: [{ country: 'FR', display_name: 'VAT', percentage: 20, basis_points: 2000 }],
    });
    assert.deepEqual((await call('/payment/stripe/taxrates/?country=US')).body, { results: [] });
    assert.equal((await call('/payment/stripe/taxrates/?country=FRA')).status, 400);
  });
});

describe('POST /offers/subscribe/ and the periods after', () => {
  test('a declined card leaves the plan untouched; a good one moves to Pro yearly with a paid invoice', async () => {
    now = Date.parse('2026-03-10T09:00:00Z');
    const { token, company } = await newCompany(server, 'owner');
    const call = caller(token);
    await call('/payment/stripe/billingdetails/', { body: ADDRESS });
    const pro = { offer: 'pro', currency: 'eur', period: 'year' };
    const cardless = await call('/offers/subscribe/', { body: pro });
    assert.equal(cardless.body.error, 'payment_method_required');

    const poor = await addCard(call, '4000000000009995');
    const refused = await call('/offers/subscribe/', { body: { ...pro, paymentmethod_id: poor.id } });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'insufficient_funds');
    assert.deepEqual(refused.body.code, ['card_declined']);
    assert.equal((await subscriptionOf(company.id)).offer_code, 'free');
    assert.deepEqual(await invoicesOf(call), []);

    const good = await addCard(call, '4242424242424242');
    const answer = await call('/offers/subscribe/', { body: { ...pro, paymentmethod_id: good.id } });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const { subscription, invoice } = v.parse(SubscribeAnswer, answer.body);
    assert.deepEqual(subscription, {
      offer: 'pro',
      currency: 'eur',
      period: 'year',
      status: 'active',
      current_period_start: '2026-03-10T09:00:00.000Z',
      current_period_end: '2027-03-10T09:00:00.000Z',
    });
    assert.deepEqual(
      [invoice?.amount_cents, invoice?.tax_cents, invoice?.total_cents, invoice?.status, invoice?.currency],
      [99_000, 19_800, 118_800, 'paid', 'eur'],
    );
    assert.deepEqual(
      (await invoicesOf(call)).map((i) => i.id),
      [invoice?.id],
    );
    // The same offer again is not paid twice.
    const again = await call('/offers/subscribe/', { body: pro });
    assert.equal(again.body.error, 'already_exists');
    assert.equal((await invoicesOf(call)).length, 1);
    const customer = v.parse(Customer, (await call('/customer/')).body);
    assert.deepEqual(customer.offer_desc.features, ['surveys', 'whatsapp_full', 'subaccounts']);

    // A year later the billing clock makes and charges the next period's invoice, once.
    now = Date.parse('2027-03-10T09:00:01Z');
    const provider = paymentProviderOf(server.context.db, null);
    assert.ok((await renewDueSubscriptions(server.context.db, provider, new Date(now))) >= 1);
    assert.equal(await renewDueSubscriptions(server.context.db, provider, new Date(now)), 0);
    const invoices = await invoicesOf(call);
    assert.deepEqual(
      invoices.map((i) => [i.period_start, i.period_end, i.status, i.total_cents]),
      [
        ['2027-03-10T09:00:00.000Z', '2028-03-10T09:00:00.000Z', 'paid', 118_800],
        ['2026-03-10T09:00:00.000Z', '2027-03-10T09:00:00.000Z', 'paid', 118_800],
      ],
    );
    assert.equal((await subscriptionOf(company.id)).status, 'active');
  });

  test('a renewal the card refuses leaves an open invoice with its code; the plan stays, past due', async () => {
    now = Date.parse('2026-05-31T12:00:00Z');
    const { token, company } = await newCompany(server, 'owner');
    const call = caller(token);
    await call('/payment/stripe/billingdetails/', { body: { ...ADDRESS, country: 'US' } });
    const good = await addCard(call, '4242424242424242');
    const answer = await call('/offers/subscribe/', {
      body: { offer: 'essential', currency: 'usd', period: 'month' },
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const { invoice } = v.parse(SubscribeAnswer, answer.body);
    assert.deepEqual([invoice?.amount_cents, invoice?.tax_cents, invoice?.currency], [3_500, 0, 'usd']);
    // A card that attaches and then declines every charge becomes the only one.
    const later = await addCard(call, '4000000000000341');
    await call('/payment/stripe/paymentmethods/default/', { body: { paymentmethod_id: later.id } });
    await call('/payment/stripe/paymentmethods/', { method: 'DELETE', body: { paymentmethod_id: good.id } });

    now = Date.parse('2026-06-30T12:00:00Z');
    await renewDueSubscriptions(server.context.db, paymentProviderOf(server.context.db, null), new Date(now));
    const [latest] = await invoicesOf(call);
    assert.deepEqual(
      [latest?.period_start, latest?.status, latest?.error_code],
      ['2026-06-30T12:00:00.000Z', 'open', 'generic_decline'],
    );
    const subscription = await subscriptionOf(company.id);
    assert.deepEqual([subscription.offer_code, subscription.status], ['essential', 'past_due']);
  });

  test('free needs no payment; Enterprise is on request; a tier needs its promo code and is paid once', async () => {
    now = Date.parse('2026-03-10T09:00:00Z');
    const { token, company } = await newCompany(server, 'owner');
    const call = caller(token);
    const free = await call('/offers/subscribe/', {
      body: { offer: 'free', currency: 'usd', period: 'month' },
    });
    assert.equal(free.status, 200);
    assert.equal(v.parse(SubscribeAnswer, free.body).invoice, null);
    assert.equal(
      (await call('/offers/subscribe/', { body: { offer: 'custom', currency: 'eur', period: 'month' } })).body
        .error,
      'offer_on_request',
    );
    await server.context.db
      .insertInto('promo_codes')
      .values({ code: 'DEAL-PAY-T2', offer_code: 'tier2' })
      .execute();
    const tier = { offer: 'tier2', currency: 'eur', period: 'once' };
    const noCode = await call('/offers/subscribe/', { body: tier });
    assert.deepEqual(noCode.body.code, ['invalid']);
    await call('/payment/stripe/billingdetails/', { body: { ...ADDRESS, country: 'DE' } });
    await addCard(call, '378282246310005');
    const paid = v.parse(
      SubscribeAnswer,
      (await call('/offers/subscribe/', { body: { ...tier, code: 'DEAL-PAY-T2' } })).body,
    );
    assert.deepEqual(
      [
        paid.subscription.offer,
        paid.subscription.current_period_end,
        paid.invoice?.amount_cents,
        paid.invoice?.tax_cents,
      ],
      ['tier2', null, 9_900, 1_881],
    );
    assert.equal(v.parse(Customer, (await call('/customer/')).body).offer_desc.is_appsumo, true);
    assert.equal((await subscriptionOf(company.id)).period, 'once');
  });
});

describe('billing access', () => {
  test('owners and administrators only; 401 without a token', async () => {
    const manager = caller((await newCompany(server, 'manager')).token);
    for (const [method, path] of [
      ['POST', '/payment/stripe/customer/'],
      ['GET', '/payment/stripe/billingdetails/'],
      ['GET', '/payment/stripe/paymentmethods/'],
      ['GET', '/payment/stripe/invoices/'],
      ['GET', '/payment/stripe/taxrates/?country=FR'],
      ['POST', '/offers/subscribe/'],
    ] as const) {
      const body = method === 'POST' ? { offer: 'pro', currency: 'eur', period: 'month' } : undefined;
      assert.equal((await manager(path, { method, body })).status, 403, path);
      assert.equal((await api(server.url, `/api/core${path}`, { method, body })).status, 401, path);
    }
  });

  test('the self-hosted edition has no billing: 404', async () => {
    const selfHosted = await startTestServer({ roomTimerTickMs: 0, billingTickMs: 0 });
    try {
      const { token } = await newCompany(selfHosted, 'owner');
      for (const [method, path] of [
        ['POST', '/payment/stripe/customer/'],
        ['GET', '/payment/stripe/invoices/'],
        ['POST', '/offers/subscribe/'],
      ] as const) {
        const body = method === 'POST' ? { offer: 'pro', currency: 'eur', period: 'month' } : undefined;
        assert.equal(
          (await api(selfHosted.url, `/api/core${path}`, { method, body, token })).status,
          404,
          path,
        );
      }
    } finally {
      await selfHosted.stop();
    }
  });

  test('a provider that cannot be reached disables billing with the spec sentence', async () => {
    const logged: unknown[] = [];
    await assert.rejects(
      atProvider(
        async () => {
          throw new Error('connect ECONNREFUSED');
        },
        (error) => logged.push(error),
      ),
      (error: HttpError) =>
        error.status === 503 &&
        error.code === 'billing_unavailable' &&
        error.message === 'Plans and billing features are temporarily disabled, please try again later.',
    );
    assert.equal(logged.length, 1);
  });
});
