import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AccountUser, Customer } from '@omnicanal/api';
import * as v from 'valibot';
import { api, login, startTestServer, type TestServer } from '../../test/helpers.ts';
import { KEY_TTL_MS } from './keys.ts';
import { GOOD_PASSWORD, linkPath, manualClock, outbox } from './testing.ts';

const clock = manualClock();
let server: TestServer;
let base: string;

before(async () => {
  server = await startTestServer({ edition: 'hosted', clock: clock.now, publicUrl: 'https://console.test' });
  base = server.url;
});
after(() => server.stop());

const registration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Claire',
  last_name: 'Martin',
  email: 'claire@boulangerie.test',
  phone_number: '+33 6 12 34 56 78',
  company: 'Boulangerie Martin',
  password1: GOOD_PASSWORD,
  password2: GOOD_PASSWORD,
  terms: true,
  language: 'en',
  ...overrides,
});

const register = (body: Record<string, unknown>) => api(base, '/api/core/register', { body });

const companyCount = async () =>
  Number(
    (
      await server.context.db
        .selectFrom('companies')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /register', () => {
  test('creates the company and its unconfirmed owner, and mails the confirmation link', async () => {
    const { status, body } = await register(registration());
    assert.equal(status, 201);
    assert.deepEqual(body, { detail: 'registered' });

    const token = await login(base, 'claire@boulangerie.test', GOOD_PASSWORD);
    const account = v.parse(AccountUser, (await api(base, '/api/core/user/account', { token })).body);
    assert.equal(account.user_role, 'owner');
    assert.equal(account.has_confirm_email, false);
    assert.equal(account.phone_number, '+33612345678');
    assert.equal(account.language, 'en');
    assert.equal(account.two_factor, false);
    const customer = await api(base, '/api/core/customer/', { token });
    assert.equal(customer.body.company_name, 'Boulangerie Martin');

    const [mail] = await outbox(base, token);
    assert.equal(mail?.to, 'claire@boulangerie.test');
    assert.equal(mail?.subject, 'Confirm your email address');
    assert.match(mail?.text ?? '', /https:\/\/console\.test\/email\/validate\/\S+/);
    // Another company's outbox does not show it.
    const demoOwner = await login(base, 'owner@demo.test');
    assert.equal((await outbox(base, demoOwner)).filter((m) => m.to === 'claire@boulangerie.test').length, 0);
  });

  test('an address already linked is refused and nothing is created', async () => {
    const before = await companyCount();
    const { status, body } = await register(
      registration({ email: 'Claire@Boulangerie.test', company: 'Other' }),
    );
    assert.equal(status, 400);
    assert.equal(body.error, 'email_already_linked');
    assert.deepEqual(body.email, ['email_already_linked']);
    assert.equal(await companyCount(), before);
  });

  const refusals: [string, Record<string, unknown>, string, string, string][] = [
    ['terms not accepted', { terms: false }, 'terms_required', 'terms', 'terms_required'],
    ['a bad phone number', { phone_number: '12' }, 'invalid_phone', 'phone_number', 'invalid_phone'],
    [
      'a short password',
      { password1: 'Ab1!', password2: 'Ab1!' },
      'invalid_payload',
      'password1',
      'password.min_length',
    ],
    [
      'a common password',
      { password1: 'Password123!', password2: 'Password123!' },
      'invalid_payload',
      'password1',
      'password.common',
    ],
    [
      'different passwords',
      { password2: `${GOOD_PASSWORD}x` },
      'invalid_payload',
      'non_field_errors',
      'password.passwords_mismatch',
    ],
    ['a missing company', { company: '  ' }, 'invalid_payload', 'company', 'required'],
  ];
  for (const [what, overrides, code, field, message] of refusals) {
    test(`${what} is refused with ${message} and nothing is created`, async () => {
      const before = await companyCount();
      const { status, body } = await register(registration({ email: 'new@shop.test', ...overrides }));
      assert.equal(status, 400);
      assert.equal(body.error, code);
      assert.deepEqual(body[field], [message]);
      assert.equal(await companyCount(), before);
      const user = await server.context.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'new@shop.test')
        .executeTakeFirst();
      assert.equal(user, undefined);
    });
  }
});

describe('POST /appsumo/register', () => {
  test('registers like /register, the company on a deal-marketplace offer', async () => {
    const email = 'paul@deal.test';
    const { status, body } = await api(base, '/api/core/appsumo/register', {
      body: registration({ email, company: 'Deal Shop' }),
    });
    assert.equal(status, 201);
    assert.deepEqual(body, { detail: 'registered' });
    const token = await login(base, email, GOOD_PASSWORD);
    const customer = await api(base, '/api/core/customer/', { token });
    assert.equal(customer.body.company_name, 'Deal Shop');
    assert.equal(v.parse(Customer, customer.body).offer_desc.is_appsumo, true);
    assert.equal((await api(base, '/api/core/user/account', { token })).body.user_role, 'owner');
    assert.equal((await outbox(base, token))[0]?.to, email);
  });

  test('a plain registration is not on that offer', async () => {
    const token = await login(base, 'claire@boulangerie.test', GOOD_PASSWORD);
    const customer = await api(base, '/api/core/customer/', { token });
    assert.equal(v.parse(Customer, customer.body).offer_desc.is_appsumo, false);
  });

  test('checks the same fields: an address already linked is refused', async () => {
    const before = await companyCount();
    const { status, body } = await api(base, '/api/core/appsumo/register', {
      body: registration({ email: 'claire@boulangerie.test' }),
    });
    assert.equal(status, 400);
    assert.deepEqual(body.email, ['email_already_linked']);
    const weak = await api(base, '/api/core/appsumo/register', {
      body: registration({ email: 'weak@deal.test', terms: false }),
    });
    assert.deepEqual(weak.body.terms, ['terms_required']);
    assert.equal(await companyCount(), before);
  });
});

describe('email confirmation', () => {
  let token: string;
  before(async () => {
    token = await login(base, 'claire@boulangerie.test', GOOD_PASSWORD);
  });

  test('send-validate answers 404 email_not_found for an unknown address', async () => {
    const { status, body } = await api(base, '/api/core/email/send-validate', {
      body: { email: 'nobody@x.test' },
    });
    assert.equal(status, 404);
    assert.equal(body.error, 'email_not_found');
  });

  test('send-validate answers 400 email_already_validated for a confirmed address', async () => {
    const { status, body } = await api(base, '/api/core/email/send-validate', {
      body: { email: 'agent@demo.test' },
    });
    assert.equal(status, 400);
    assert.equal(body.error, 'email_already_validated');
  });

  test('an expired link answers activation_link_expired; a resent one confirms the address once', async () => {
    const sent = await api(base, '/api/core/email/send-validate', {
      body: { email: 'claire@boulangerie.test' },
    });
    assert.deepEqual(sent.body, { detail: 'sent' });
    const expiredKey = linkPath((await outbox(base, token))[0])
      .split('/')
      .pop();
    clock.advance(KEY_TTL_MS.email_confirm + 1);
    const expired = await api(base, '/api/core/email/validate', { body: { key: expiredKey } });
    assert.equal(expired.status, 400);
    assert.equal(expired.body.error, 'activation_link_expired');

    await api(base, '/api/core/email/send-validate', { body: { email: 'claire@boulangerie.test' } });
    const mails = await outbox(base, token);
    const key = linkPath(mails[0]).split('/').pop();
    assert.notEqual(key, expiredKey);
    // The earlier link was replaced by the new one.
    assert.equal((await api(base, '/api/core/email/validate', { body: { key: expiredKey } })).status, 404);

    const ok = await api(base, '/api/core/email/validate', { body: { key } });
    assert.equal(ok.status, 200);
    assert.deepEqual(ok.body, { detail: 'validated' });
    const account = await api(base, '/api/core/user/account', { token });
    assert.equal(account.body.has_confirm_email, true);

    const again = await api(base, '/api/core/email/validate', { body: { key } });
    assert.equal(again.status, 400);
    assert.equal(again.body.error, 'email_already_validated');
  });

  test('an unknown key answers 404 email_not_found', async () => {
    const { status, body } = await api(base, '/api/core/email/validate', { body: { key: 'nope' } });
    assert.equal(status, 404);
    assert.equal(body.error, 'email_not_found');
  });
});

describe('self-hosted edition', () => {
  test('has no registration', async () => {
    const other = await startTestServer({ edition: 'self-hosted' });
    try {
      const { status } = await api(other.url, '/api/core/register', { body: registration() });
      assert.equal(status, 404);
      const deal = await api(other.url, '/api/core/appsumo/register', { body: registration() });
      assert.equal(deal.status, 404);
    } finally {
      await other.stop();
    }
  });
});
