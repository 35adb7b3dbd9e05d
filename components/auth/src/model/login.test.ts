import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiRequestError, normaliseError } from '@omnicanal/api';
import { loginErrors, needsCode, ssoError, validateLogin } from './login.ts';

const serverSaid = (status: number, body: unknown) => new ApiRequestError(normaliseError(status, body));

describe('validateLogin', () => {
  test('empty fields are required and nothing is sent', () => {
    assert.deepEqual(validateLogin({ email: '  ', password: '' }), {
      ok: false,
      errors: {
        fields: { email: { key: 'common:field.required' }, password: { key: 'common:field.required' } },
        general: [],
      },
    });
  });

  test('a malformed address is invalid; a password is never judged before the server does', () => {
    const checked = validateLogin({ email: 'agent@', password: 'x' });
    assert.deepEqual(checked, {
      ok: false,
      errors: { fields: { email: { key: 'common:field.invalid' } }, general: [] },
    });
  });

  test('an over-long password says so', () => {
    const checked = validateLogin({ email: 'a@demo.test', password: 'x'.repeat(1025) });
    assert.equal(checked.ok, false);
    assert.deepEqual(!checked.ok && checked.errors.fields, { password: { key: 'common:field.max_length' } });
  });

  test('the address is trimmed and lower-cased; the password is kept as typed', () => {
    assert.deepEqual(validateLogin({ email: ' Agent@Demo.test ', password: ' secret ' }), {
      ok: true,
      value: { email: 'agent@demo.test', password: ' secret ' },
    });
  });
});

describe('loginErrors', () => {
  test('bad credentials are one general message, whatever the detail sentence', () => {
    const error = serverSaid(400, { error: 'bad_authentication', detail: 'Invalid email or password.' });
    assert.deepEqual(loginErrors(error), { fields: {}, general: [{ error }] });
  });

  test('a 400 on the form fields marks them without a duplicate general message', () => {
    const error = serverSaid(400, { error: 'invalid_payload', detail: 'bad', email: ['Invalid email'] });
    assert.deepEqual(loginErrors(error), { fields: { email: { key: 'common:field.invalid' } }, general: [] });
    const listed = serverSaid(400, ['password:too long']);
    assert.deepEqual(loginErrors(listed), {
      fields: { password: { key: 'common:field.invalid' } },
      general: [],
    });
  });

  test('a sentence without a code, beside field errors, is still shown', () => {
    const listed = serverSaid(400, ['password:too long', 'Try again tomorrow']);
    assert.deepEqual(loginErrors(listed), {
      fields: { password: { key: 'common:field.invalid' } },
      general: [{ error: listed }],
    });
  });

  test('a field error beside another code keeps the code as the general message', () => {
    const error = serverSaid(403, { error: 'account_suspended', email: ['suspended'] });
    assert.deepEqual(loginErrors(error), {
      fields: { email: { key: 'common:field.invalid' } },
      general: [{ error }],
    });
  });

  test('network failures and unexpected errors are general', () => {
    const offline = new ApiRequestError({ status: 0, code: 'network_error', fields: {}, general: [] });
    assert.deepEqual(loginErrors(offline), { fields: {}, general: [{ error: offline }] });
    const bug = new TypeError('boom');
    assert.deepEqual(loginErrors(bug), { fields: {}, general: [{ error: bug }] });
  });
});

describe('second factor, suspension, single sign-on', () => {
  test('two_factor_required leads to the code step; nothing else does', () => {
    assert.equal(
      needsCode(serverSaid(401, { error: 'two_factor_required', detail: 'Enter the code.' })),
      true,
    );
    assert.equal(needsCode(serverSaid(401, { error: 'two_factor_failed', detail: 'Wrong.' })), false);
    assert.equal(needsCode(new TypeError('boom')), false);
  });

  test('a wrong code is a general message', () => {
    const error = serverSaid(401, {
      error: 'two_factor_failed',
      detail: 'The two-factor code is not valid.',
    });
    assert.deepEqual(loginErrors(error), { fields: {}, general: [{ error }] });
  });

  test('a suspended account says until when', () => {
    const error = serverSaid(429, {
      error: 'account_suspended',
      detail: 'Later.',
      until: '2026-11-23T18:00:00.000Z',
    });
    assert.deepEqual(loginErrors(error), {
      fields: {},
      general: [{ suspendedUntil: '2026-11-23T18:00:00.000Z' }],
    });
  });

  test('single sign-on: not configured, unreachable, or an error has occurred', () => {
    assert.deepEqual(ssoError(serverSaid(501, { error: 'sso_not_configured', detail: 'x' })), {
      key: 'common:errors.sso_not_configured',
    });
    const offline = new ApiRequestError({ status: 0, code: 'network_error', fields: {}, general: [] });
    assert.deepEqual(ssoError(offline), { key: 'common:errors.network_error' });
    assert.deepEqual(ssoError(serverSaid(500, { error: 'server_error' })), { key: 'common:errors.unknown' });
    assert.deepEqual(ssoError(new Error('not a web address')), { key: 'common:errors.unknown' });
  });
});
