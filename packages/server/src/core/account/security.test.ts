import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { hashToken } from '../../auth/tokens.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { api, login, startTestServer, type TestServer } from '../../test/helpers.ts';
import { createUser } from '../repo.ts';
import { manualClock } from './testing.ts';
import { base32Decode, totp } from './totp.ts';

const clock = manualClock();
let server: TestServer;
let base: string;

before(async () => {
  server = await startTestServer({ clock: clock.now });
  base = server.url;
});
after(() => server.stop());

const codeOf = (secret: string, at = clock.now()) => {
  const key = base32Decode(secret);
  assert.ok(key);
  return totp(key, at);
};

const signIn = (body: Record<string, unknown>) => api(base, '/api/core/user/login', { body });

describe('two-factor sign-in', () => {
  let token: string;
  let secret: string;
  before(async () => {
    token = await login(base, 'manager@demo.test');
  });

  test('setup gives a secret that is not active until a code confirms it', async () => {
    const { status, body } = await api(base, '/api/core/user/2fa/setup', { token, body: {} });
    assert.equal(status, 200);
    secret = String(body.secret);
    assert.match(secret, /^[A-Z2-7]{32}$/);
    assert.match(String(body.otpauth_url), /^otpauth:\/\/totp\/Omnicanal:manager%40demo\.test\?secret=/);
    assert.equal((await api(base, '/api/core/user/account', { token })).body.two_factor, false);
    await login(base, 'manager@demo.test');
  });

  test('a wrong code does not enable it', async () => {
    const wrong = String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, '0');
    const { status, body } = await api(base, '/api/core/user/2fa/enable', {
      token,
      body: { code: wrong, password: DEMO_PASSWORD },
    });
    assert.equal(status, 400);
    assert.equal(body.error, 'two_factor_failed');
    assert.equal((await api(base, '/api/core/user/account', { token })).body.two_factor, false);
  });

  test('the right code without the password, or with a wrong one, does not enable it', async () => {
    const missing = await api(base, '/api/core/user/2fa/enable', { token, body: { code: codeOf(secret) } });
    assert.equal(missing.status, 400);
    assert.ok(missing.body.password);
    const wrong = await api(base, '/api/core/user/2fa/enable', {
      token,
      body: { code: codeOf(secret), password: 'not-the-password' },
    });
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.body.password, ['bad_authentication']);
    assert.equal((await api(base, '/api/core/user/account', { token })).body.two_factor, false);
  });

  test('the right code enables it; sign-in then asks for a code', async () => {
    const enabled = await api(base, '/api/core/user/2fa/enable', {
      token,
      body: { code: codeOf(secret), password: DEMO_PASSWORD },
    });
    assert.equal(enabled.status, 200);
    assert.equal((await api(base, '/api/core/user/account', { token })).body.two_factor, true);

    const noCode = await signIn({ email: 'manager@demo.test', password: DEMO_PASSWORD });
    assert.equal(noCode.status, 401);
    assert.equal(noCode.body.error, 'two_factor_required');
    assert.equal(noCode.body.token, undefined);

    // The code used to enable is spent: the next step's code signs in.
    clock.advance(30_000);
    const wrong = await signIn({ email: 'manager@demo.test', password: DEMO_PASSWORD, code: '000000' });
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.error, 'two_factor_failed');

    const ok = await signIn({ email: 'manager@demo.test', password: DEMO_PASSWORD, code: codeOf(secret) });
    assert.equal(ok.status, 200);
    assert.ok(ok.body.token);

    const replay = await signIn({
      email: 'manager@demo.test',
      password: DEMO_PASSWORD,
      code: codeOf(secret),
    });
    assert.equal(replay.status, 401);
    assert.equal(replay.body.error, 'two_factor_failed');

    // A wrong password with the second factor on is still just a wrong password.
    const badPassword = await signIn({ email: 'manager@demo.test', password: 'nope', code: codeOf(secret) });
    assert.equal(badPassword.body.error, 'bad_authentication');
  });

  test('disabling needs the password', async () => {
    const wrong = await api(base, '/api/core/user/2fa/disable', { token, body: { password: 'nope' } });
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.body.password, ['bad_authentication']);
    assert.equal((await api(base, '/api/core/user/account', { token })).body.two_factor, true);

    const ok = await api(base, '/api/core/user/2fa/disable', { token, body: { password: DEMO_PASSWORD } });
    assert.equal(ok.status, 200);
    assert.equal((await api(base, '/api/core/user/account', { token })).body.two_factor, false);
    clock.advance(16 * 60_000);
    await login(base, 'manager@demo.test');
  });
});

describe('sign-in throttling', () => {
  const wrong = (email: string) => signIn({ email, password: 'wrong-password' });

  test('five failures lock the account for a while, then it opens by itself', async () => {
    clock.advance(60 * 60_000);
    for (let i = 0; i < 5; i++)
      assert.equal((await wrong('agent@demo.test')).body.error, 'bad_authentication');
    const locked = await signIn({ email: 'agent@demo.test', password: DEMO_PASSWORD });
    assert.equal(locked.status, 429);
    assert.equal(locked.body.error, 'account_suspended');
    assert.equal(locked.body.until, new Date(clock.now() + 60_000).toISOString());
    // Another account from the same address is not locked.
    await login(base, 'agent2@demo.test');

    clock.advance(60_001);
    await login(base, 'agent@demo.test');
  });

  test('a success clears the count; four failures never lock', async () => {
    clock.advance(60 * 60_000);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) await wrong('agent@demo.test');
      await login(base, 'agent@demo.test');
    }
  });

  test('repeated locks grow but stop at 15 minutes', async () => {
    clock.advance(60 * 60_000);
    let until = 0;
    for (let lock = 1; lock <= 6; lock++) {
      for (let i = 0; i < 5; i++) await wrong('admin@demo.test');
      const locked = await wrong('admin@demo.test');
      assert.equal(locked.status, 429);
      until = Date.parse(String(locked.body.until));
      assert.equal(until - clock.now(), Math.min(2 ** (lock - 1), 15) * 60_000);
      clock.advance(until - clock.now());
    }
    await login(base, 'admin@demo.test');
  });

  test('twenty failures from one address lock the address for every account', async () => {
    clock.advance(2 * 24 * 60 * 60_000);
    for (let i = 0; i < 20; i++) await wrong(`unknown${i}@demo.test`);
    const locked = await signIn({ email: 'owner@demo.test', password: DEMO_PASSWORD });
    assert.equal(locked.status, 429);
    assert.equal(locked.body.error, 'account_suspended');
    clock.advance(60_001);
    await login(base, 'owner@demo.test');
  });
});

describe('POST /user/masquerade', () => {
  const masquerade = (token: string, email: string) =>
    api(base, '/api/core/user/masquerade', { token, body: { email } });

  test('an admin acts as an agent of the company, and it is recorded', async () => {
    const admin = await login(base, 'admin@demo.test');
    const { status, body } = await masquerade(admin, 'agent@demo.test');
    assert.equal(status, 200);
    const me = await api(base, '/api/core/user/account', { token: String(body.token) });
    assert.equal(me.body.email, 'agent@demo.test');
    const audit = await server.context.db.selectFrom('masquerade_audit').selectAll().execute();
    assert.equal(audit.length, 1);
  });

  test('never onto a higher rank, never by an agent, never outside the company', async () => {
    const admin = await login(base, 'admin@demo.test');
    const higher = await masquerade(admin, 'owner@demo.test');
    assert.equal(higher.status, 403);
    assert.equal(higher.body.error, 'permission_denied');
    const agent = await login(base, 'agent@demo.test');
    assert.equal((await masquerade(agent, 'agent2@demo.test')).status, 403);
    const unknown = await masquerade(admin, 'someone@elsewhere.test');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error, 'unable_to_find_user');
    const audit = await server.context.db.selectFrom('masquerade_audit').selectAll().execute();
    assert.equal(audit.length, 1);
  });

  test('the token lasts 30 minutes and cannot be refreshed; a sign-in token can', async () => {
    const admin = await login(base, 'admin@demo.test');
    const { body } = await masquerade(admin, 'agent2@demo.test');
    const lasts = Date.parse(String(body.expires_at)) - Date.now();
    assert.ok(lasts > 29 * 60_000 && lasts <= 30 * 60_000, `lasts ${lasts} ms`);
    const refresh = (token: string) => api(base, '/api/core/user/token/refresh', { body: { token } });
    const refused = await refresh(String(body.token));
    assert.equal(refused.status, 401);
    assert.equal(refused.body.error, 'bad_token');
    assert.equal((await refresh(admin)).status, 200);
  });

  test('a masquerade session cannot masquerade again', async () => {
    const owner = await login(base, 'owner@demo.test');
    const asAdmin = await masquerade(owner, 'admin@demo.test');
    assert.equal(asAdmin.status, 200);
    const again = await masquerade(String(asAdmin.body.token), 'agent@demo.test');
    assert.equal(again.status, 403);
    assert.equal(again.body.error, 'permission_denied');
  });

  test('the audit row names the token it issued and outlives both accounts', async () => {
    const { db } = server.context;
    const admin = await login(base, 'admin@demo.test');
    const demo = await db
      .selectFrom('users')
      .select('company_id')
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow();
    const target = await createUser(db, {
      companyId: demo.company_id,
      email: 'leaving@demo.test',
      password: DEMO_PASSWORD,
      firstName: 'Léo',
      lastName: 'Départ',
      role: 'agent',
    });
    const { body } = await masquerade(admin, 'leaving@demo.test');
    const row = await db
      .selectFrom('auth_tokens')
      .innerJoin('masquerade_audit', 'masquerade_audit.id', 'auth_tokens.masquerade_audit_id')
      .select(['masquerade_audit.id', 'masquerade_audit.actor_email', 'masquerade_audit.target_email'])
      .where('auth_tokens.token_hash', '=', hashToken(String(body.token)))
      .executeTakeFirstOrThrow();
    assert.deepEqual([row.actor_email, row.target_email], ['admin@demo.test', 'leaving@demo.test']);
    await db.deleteFrom('users').where('id', '=', target.id).execute();
    const kept = await db
      .selectFrom('masquerade_audit')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    assert.equal(kept.target_id, null);
    assert.equal(kept.target_email, 'leaving@demo.test');
    assert.equal(kept.actor_email, 'admin@demo.test');
  });
});

describe('GET /saml/login', () => {
  test('answers 501 sso_not_configured without an identity provider', async () => {
    const { status, body } = await api(base, '/api/core/saml/login');
    assert.equal(status, 501);
    assert.equal(body.error, 'sso_not_configured');
  });

  test('with a provider, redirects to it or answers its URL when asked not to redirect', async () => {
    const other = await startTestServer({ sso: { loginUrl: async () => 'https://idp.test/sso?req=1' } });
    try {
      const redirected = await fetch(`${other.url}/api/core/saml/login`, { redirect: 'manual' });
      assert.equal(redirected.status, 302);
      assert.equal(redirected.headers.get('location'), 'https://idp.test/sso?req=1');
      const { status, body } = await api(other.url, '/api/core/saml/login?no_redirect=true');
      assert.equal(status, 200);
      assert.deepEqual(body, { url: 'https://idp.test/sso?req=1' });
    } finally {
      await other.stop();
    }
  });
});
