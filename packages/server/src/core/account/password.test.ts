import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { api, login, startTestServer, type TestServer } from '../../test/helpers.ts';
import { KEY_TTL_MS } from './keys.ts';
import { GOOD_PASSWORD, linkPath, manualClock, outbox } from './testing.ts';

const clock = manualClock();
let server: TestServer;
let base: string;
let owner: string;

before(async () => {
  server = await startTestServer({ clock: clock.now });
  base = server.url;
  owner = await login(base, 'owner@demo.test');
});
after(() => server.stop());

const requestReset = (email: string) => api(base, '/api/core/user/password', { body: { email } });
const confirm = (body: Record<string, unknown>) => api(base, '/api/core/user/password/confirm', { body });

/** The uid and token of the newest reset mail. */
async function resetLink(): Promise<{ uid: string; token: string }> {
  const [, , , uid, token] = linkPath((await outbox(base, owner))[0]).split('/');
  assert.ok(uid && token);
  return { uid, token };
}

describe('forgotten password', () => {
  test('an unknown address gets the same answer and no mail', async () => {
    const before = (await outbox(base, owner)).length;
    const { status, body } = await requestReset('nobody@demo.test');
    assert.equal(status, 200);
    assert.deepEqual(body, { detail: 'sent' });
    assert.equal((await outbox(base, owner)).length, before);
  });

  test('the mailed link resets the password once and ends every session', async () => {
    const session = await login(base, 'agent@demo.test');
    assert.deepEqual((await requestReset('agent@demo.test')).body, { detail: 'sent' });
    const [mail] = await outbox(base, owner);
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
