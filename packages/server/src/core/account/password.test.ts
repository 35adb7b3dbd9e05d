import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { api, login, startTestServer, type TestServer } from '../../test/helpers.ts';
import { createUser } from '../repo.ts';
import { KEY_TTL_MS } from './keys.ts';
import { GOOD_PASSWORD, linkPath, mailsSent, manualClock } from './testing.ts';

const clock = manualClock();
let server: TestServer;
let base: string;

before(async () => {
  server = await startTestServer({ clock: clock.now });
  base = server.url;
});
after(() => server.stop());

const requestReset = (email: string) => api(base, '/api/core/user/password', { body: { email } });
const confirm = (body: Record<string, unknown>) => api(base, '/api/core/user/password/confirm', { body });

/** The uid and token of the newest reset mail. */
async function resetLink(): Promise<{ uid: string; token: string }> {
  const [, , , uid, token] = linkPath((await mailsSent(server))[0]).split('/');
  assert.ok(uid && token);
  return { uid, token };
}

describe('forgotten password', () => {
  test('an unknown address gets the same answer and no mail', async () => {
    const before = (await mailsSent(server)).length;
    const { status, body } = await requestReset('nobody@demo.test');
    assert.equal(status, 200);
    assert.deepEqual(body, { detail: 'sent' });
    assert.equal((await mailsSent(server)).length, before);
  });

  test('the mailed link resets the password once and ends every session', async () => {
    const session = await login(base, 'agent@demo.test');
    assert.deepEqual((await requestReset('agent@demo.test')).body, { detail: 'sent' });
    const [mail] = await mailsSent(server);
    assert.equal(mail?.to, 'agent@demo.test');
    assert.equal(mail?.subject, 'Réinitialisation de votre mot de passe');
    const { uid, token } = await resetLink();
    assert.match(linkPath(mail), /^\/password\/reset\/[^/]+\/[^/]+$/);

    const weak = await confirm({ uid, token, password1: 'short', password2: 'short' });
    assert.equal(weak.status, 400);
    assert.deepEqual(weak.body.password1, ['password.min_length']);

    const mismatch = await confirm({ uid, token, password1: GOOD_PASSWORD, password2: 'Other-Password-99!' });
    assert.deepEqual(mismatch.body.non_field_errors, ['password.passwords_mismatch']);

    const wrongUser = await confirm({
      uid: '00000000-0000-4000-8000-000000000000',
      token,
      password1: GOOD_PASSWORD,
      password2: GOOD_PASSWORD,
    });
    assert.equal(wrongUser.status, 400);
    assert.equal(wrongUser.body.error, 'bad_token');

    // The refusals above did not use the link up.
    const ok = await confirm({ uid, token, password1: GOOD_PASSWORD, password2: GOOD_PASSWORD });
    assert.equal(ok.status, 200);
    assert.equal((await api(base, '/api/core/user/account', { token: session })).status, 401);
    await login(base, 'agent@demo.test', GOOD_PASSWORD);

    const reused = await confirm({
      uid,
      token,
      password1: `${GOOD_PASSWORD}2`,
      password2: `${GOOD_PASSWORD}2`,
    });
    assert.equal(reused.status, 400);
    assert.equal(reused.body.error, 'bad_token');
  });

  test('a link older than an hour is refused and the password is unchanged', async () => {
    await requestReset('agent2@demo.test');
    const { uid, token } = await resetLink();
    clock.advance(KEY_TTL_MS.password_reset + 1);
    const late = await confirm({ uid, token, password1: GOOD_PASSWORD, password2: GOOD_PASSWORD });
    assert.equal(late.status, 400);
    assert.equal(late.body.error, 'bad_token');
    await login(base, 'agent2@demo.test', DEMO_PASSWORD);
  });
});

describe('POST /password/change', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    api(base, '/api/core/password/change', { token, body });

  test('needs a session', async () => {
    const { status } = await api(base, '/api/core/password/change', {
      body: { old_password: DEMO_PASSWORD, password1: GOOD_PASSWORD, password2: GOOD_PASSWORD },
    });
    assert.equal(status, 401);
  });

  test('a wrong old password is a field error and changes nothing', async () => {
    const token = await login(base, 'manager@demo.test');
    const { status, body } = await change(token, {
      old_password: 'not-it',
      password1: GOOD_PASSWORD,
      password2: GOOD_PASSWORD,
    });
    assert.equal(status, 400);
    assert.equal(body.error, 'old_password_incorrect');
    assert.deepEqual(body.old_password, ['old_password_incorrect']);
    await login(base, 'manager@demo.test', DEMO_PASSWORD);
  });

  const policy: [string, string][] = [
    ['abcdefghij1!', 'password.upper'],
    ['ABCDEFGHIJ1!', 'password.lower'],
    ['Abcdefghijk!', 'password.digit'],
    ['Abcdefghij12', 'password.special'],
    ['123456789012', 'password.numeric'],
  ];
  for (const [password, message] of policy) {
    test(`a new password like ${password} is refused with ${message}`, async () => {
      const token = await login(base, 'manager@demo.test');
      const { status, body } = await change(token, {
        old_password: DEMO_PASSWORD,
        password1: password,
        password2: password,
      });
      assert.equal(status, 400);
      assert.deepEqual(body.password1, [message]);
    });
  }

  test('a good change keeps this session and ends the others', async () => {
    const other = await login(base, 'manager@demo.test');
    const token = await login(base, 'manager@demo.test');
    const { status } = await change(token, {
      old_password: DEMO_PASSWORD,
      password1: GOOD_PASSWORD,
      password2: GOOD_PASSWORD,
    });
    assert.equal(status, 200);
    assert.equal((await api(base, '/api/core/user/account', { token })).status, 200);
    assert.equal((await api(base, '/api/core/user/account', { token: other })).status, 401);
    await login(base, 'manager@demo.test', GOOD_PASSWORD);
  });
});

describe('passwords: what a change or a reset ends', () => {
  const change = (token: string, old_password: string, password: string) =>
    api(base, '/api/core/password/change', {
      token,
      body: { old_password, password1: password, password2: password },
    });

  test('a reset link asked before a password change no longer works after it', async () => {
    const password = 'Changement-Avant-Lien-1!';
    await requestReset('admin@demo.test');
    const { uid, token } = await resetLink();
    const session = await login(base, 'admin@demo.test');
    assert.equal((await change(session, DEMO_PASSWORD, password)).status, 200);
    const late = await confirm({ uid, token, password1: GOOD_PASSWORD, password2: GOOD_PASSWORD });
    assert.equal(late.status, 400);
    assert.equal(late.body.error, 'bad_token');
    await login(base, 'admin@demo.test', password);
  });

  test('an address not confirmed yet is mailed no reset link, with the same answer', async () => {
    const { db } = server.context;
    const demo = await db
      .selectFrom('users')
      .select('company_id')
      .where('email', '=', 'owner@demo.test')
      .executeTakeFirstOrThrow();
    await createUser(db, {
      companyId: demo.company_id,
      email: 'unconfirmed@demo.test',
      password: DEMO_PASSWORD,
      firstName: 'Inès',
      lastName: 'Attente',
      role: 'agent',
      hasConfirmEmail: false,
    });
    const answer = await requestReset('unconfirmed@demo.test');
    assert.deepEqual([answer.status, answer.body], [200, { detail: 'sent' }]);
    assert.equal((await mailsSent(server)).filter((m) => m.to === 'unconfirmed@demo.test').length, 0);
  });

  test('wrong old passwords count as failed sign-ins: five lock the change and the sign-in', async () => {
    clock.advance(2 * 24 * 60 * 60_000);
    const session = await login(base, 'owner@demo.test');
    for (let i = 0; i < 5; i++)
      assert.equal((await change(session, 'not-the-password', GOOD_PASSWORD)).status, 400);
    const locked = await change(session, DEMO_PASSWORD, GOOD_PASSWORD);
    assert.equal(locked.status, 429);
    assert.equal(locked.body.error, 'account_suspended');
    const signIn = await api(base, '/api/core/user/login', {
      body: { email: 'owner@demo.test', password: DEMO_PASSWORD },
    });
    assert.equal(signIn.status, 429);
    clock.advance(60_001);
    assert.equal((await change(session, DEMO_PASSWORD, GOOD_PASSWORD)).status, 200);
  });
});
