import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Customer, OfferList } from '@omnicanal/api';
import { sql } from 'kysely';
import * as v from 'valibot';
import { demoCaller } from '../core/settings/testing.ts';
import { openDatabase } from '../db/database.ts';
import { MIGRATIONS, migrate } from '../db/migrate.ts';
import { api, createTestDatabase, startTestServer, type TestServer } from '../test/helpers.ts';
import { newCompany } from './testing.ts';

let hosted: TestServer;
let selfHosted: TestServer;
let call: Awaited<ReturnType<typeof demoCaller>>['call'];

before(async () => {
  hosted = await startTestServer({ edition: 'hosted', roomTimerTickMs: 0 });
  selfHosted = await startTestServer({ roomTimerTickMs: 0 });
  ({ call } = await demoCaller(hosted, '/api/core'));
});
after(async () => {
  await hosted.stop();
  await selfHosted.stop();
});

const offersOf = async (token: string, query = '') => {
  const answer = await api(hosted.url, `/api/core/offers/${query}`, { token });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return v.parse(OfferList, answer.body);
};

const customerOf = async (token: string, server = hosted) => {
  const answer = await api(server.url, '/api/core/customer/', { token });
  assert.equal(answer.status, 200);
  return v.parse(Customer, answer.body);
};

describe('GET /offers/', () => {
  test('lists the plans with their packages, flags and prices in cents; yearly is ten months', async () => {
    const { token } = await newCompany(hosted, 'admin');
    const list = await offersOf(token);
    assert.deepEqual(
      list.results.map((o) => o.code),
      ['free', 'essential', 'pro', 'custom'],
    );
    const pro = list.results.find((o) => o.code === 'pro');
    assert.deepEqual(pro?.limits, { messages: 20_000, whatsapp_messages: 5_000, users: 10, skills: 3 });
    assert.deepEqual(pro?.features, ['surveys', 'whatsapp_full', 'subaccounts']);
    const price = (currency: string, period: string) =>
      pro?.prices.find((p) => p.currency === currency && p.period === period);
    assert.equal(price('eur', 'month')?.amount_cents, 9_900);
    assert.equal(price('eur', 'year')?.amount_cents, 99_000);
    assert.equal(price('eur', 'year')?.saving_cents, 19_800);
    assert.equal(price('usd', 'month')?.amount_cents, 11_900);
    assert.equal(price('usd', 'year')?.amount_cents, 119_000);
    for (const offer of list.results)
      for (const p of offer.prices) {
        assert.ok(Number.isInteger(p.amount_cents), `${offer.code} ${p.currency} ${p.period}`);
        const monthly = offer.prices.find((m) => m.currency === p.currency && m.period === 'month');
        if (p.period === 'year') assert.equal(p.amount_cents, (monthly?.amount_cents ?? -1) * 10);
      }
    const essential = list.results.find((o) => o.code === 'essential');
    assert.deepEqual(essential?.features, ['whatsapp_full']);
    const free = list.results.find((o) => o.code === 'free');
    assert.deepEqual(free?.features, []);
    assert.equal(free?.limits.users, 1);
    const custom = list.results.find((o) => o.code === 'custom');
    assert.equal(custom?.on_request, true);
    assert.deepEqual(custom?.prices, []);
    assert.deepEqual(custom?.features, ['surveys', 'whatsapp_full', 'subaccounts']);
    assert.equal(list.subscription.offer, 'free');
    assert.equal(list.subscription.status, 'active');
    assert.equal(list.subscription.current_period_end, null);
  });

  test('a promo code opens its deal-marketplace tier; unknown and expired codes open nothing', async () => {
    const db = hosted.context.db;
    await db
      .insertInto('promo_codes')
      .values([
        { code: 'DEAL-T4-OK', offer_code: 'tier4' },
        { code: 'DEAL-T1-OLD', offer_code: 'tier1', expires_at: new Date(Date.now() - 60_000) },
      ])
      .execute();
    const { token } = await newCompany(hosted, 'owner');
    const list = await offersOf(token, '?codes=NOPE,%20DEAL-T4-OK%20,DEAL-T1-OLD');
    assert.deepEqual(
      list.results.map((o) => o.code),
      ['free', 'essential', 'pro', 'custom', 'tier4'],
    );
    const tier4 = list.results.find((o) => o.code === 'tier4');
    assert.equal(tier4?.kind, 'deal');
    assert.deepEqual(tier4?.limits, { messages: null, whatsapp_messages: 0, users: null, skills: 5 });
    assert.deepEqual(
      tier4?.prices.map((p) => [p.currency, p.period, p.amount_cents]),
      [
        ['eur', 'once', 29_900],
        ['usd', 'once', 29_900],
      ],
    );
    assert.deepEqual(tier4?.features, ['subaccounts']);
  });

  test('every deal-marketplace tier has unlimited messages at 49, 99, 189 and 299', async () => {
    const tiers = await hosted.context.db
      .selectFrom('offers')
      .innerJoin('offer_prices', 'offer_prices.offer_code', 'offers.code')
      .select(['code', 'max_messages', 'max_agents', 'amount_cents'])
      .where('kind', '=', 'deal')
      .where('currency', '=', 'eur')
      .orderBy('position')
      .execute();
    assert.deepEqual(
      tiers.map((t) => [t.code, t.max_messages, t.amount_cents]),
      [
        ['tier1', null, 4_900],
        ['tier2', null, 9_900],
        ['tier3', null, 18_900],
        ['tier4', null, 29_900],
      ],
    );
    assert.deepEqual(
      tiers.map((t) => t.max_agents === null),
      [false, false, false, true],
    );
  });

  test('owners and administrators only; 401 without a token', async () => {
    assert.equal((await call('owner', '/offers/')).status, 200);
    assert.equal((await call('admin', '/offers/')).status, 200);
    for (const who of ['manager', 'agent']) {
      const answer = await call(who, '/offers/');
      assert.equal(answer.status, 403, who);
      assert.equal(answer.body.error, 'permission_denied');
    }
    assert.equal((await api(hosted.url, '/api/core/offers/')).status, 401);
  });

  test('the self-hosted edition has no offers: 404', async () => {
    const { token } = await newCompany(selfHosted, 'owner');
    const answer = await api(selfHosted.url, '/api/core/offers/', { token });
    assert.equal(answer.status, 404);
    assert.equal(answer.body.error, 'not_found');
  });
});

describe('GET /customer/ reads the offer', () => {
  test('a new company is on the free plan: no flags, one skill', async () => {
    const { token } = await newCompany(hosted, 'agent');
    const customer = await customerOf(token);
    assert.deepEqual(customer.offer_desc, { features: [], is_appsumo: false, max_skills: 1 });
    assert.equal(customer.offer?.offer, 'free');
    assert.equal(customer.over_quota, false);
  });

  test("a company on Pro has Pro's flags and skills; another company stays on its own plan", async () => {
    const pro = await newCompany(hosted, 'owner');
    const other = await newCompany(hosted, 'owner');
    await hosted.context.db
      .updateTable('subscriptions')
      .set({ offer_code: 'pro', period: 'year' })
      .where('company_id', '=', pro.company.id)
      .execute();
    const customer = await customerOf(pro.token);
    assert.deepEqual(customer.offer_desc, {
      features: ['surveys', 'whatsapp_full', 'subaccounts'],
      is_appsumo: false,
      max_skills: 3,
    });
    assert.equal(customer.offer?.period, 'year');
    assert.equal((await customerOf(other.token)).offer?.offer, 'free');
  });

  test('a deal-marketplace tier is is_appsumo; terms agreed with the company win over the plan', async () => {
    const deal = await newCompany(hosted, 'owner');
    const db = hosted.context.db;
    await db
      .updateTable('subscriptions')
      .set({ offer_code: 'tier2', period: 'once' })
      .where('company_id', '=', deal.company.id)
      .execute();
    assert.deepEqual((await customerOf(deal.token)).offer_desc, {
      features: ['subaccounts'],
      is_appsumo: true,
      max_skills: 2,
    });
    await db
      .updateTable('companies')
      .set({ offer: JSON.stringify({ max_skills: 1, features: ['livechat'] }) })
      .where('id', '=', deal.company.id)
      .execute();
    assert.deepEqual((await customerOf(deal.token)).offer_desc, {
      features: ['livechat'],
      is_appsumo: true,
      max_skills: 1,
    });
  });

  test('the self-hosted edition shows no offer and keeps the company its own terms', async () => {
    const { token } = await newCompany(selfHosted, 'owner');
    const customer = await customerOf(token, selfHosted);
    assert.equal(customer.offer, undefined);
    assert.deepEqual(customer.offer_desc, { features: ['subaccounts'], is_appsumo: false, max_skills: 10 });
  });
});

test('0023 puts every existing company on the free plan', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'omnicanal-billing-'));
  const target = await createTestDatabase();
  const { db, close } = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: dir });
  try {
    await sql`create table omnicanal_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(
      db,
    );
    for (const migration of MIGRATIONS.slice(
      0,
      MIGRATIONS.findIndex((m) => m.name === '0023_billing'),
    )) {
      for (const statement of migration.statements) await sql.raw(statement).execute(db);
      await db.insertInto('omnicanal_migrations').values({ name: migration.name }).execute();
    }
    await sql`insert into companies (name) values ('Ancienne'), ('Autre')`.execute(db);
    assert.equal((await migrate(db))[0], '0023_billing');
    const rows = await db
      .selectFrom('subscriptions')
      .select(['offer_code', 'currency', 'period', 'status', 'current_period_end'])
      .execute();
    assert.equal(rows.length, 2);
    for (const row of rows)
      assert.deepEqual(row, {
        offer_code: 'free',
        currency: 'eur',
        period: 'month',
        status: 'active',
        current_period_end: null,
      });
  } finally {
    await close();
    await target.drop();
    rmSync(dir, { recursive: true, force: true });
  }
});
