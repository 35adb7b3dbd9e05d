import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiRequestError, normaliseError } from '@omnicanal/api';
import { messageKey, toFormError } from './server-errors.ts';

const serverSaid = (status: number, body: unknown) => new ApiRequestError(normaliseError(status, body));
const mapped = (status: number, body: unknown) =>
  (toFormError(serverSaid(status, body)) as ApiRequestError).error;

describe('messageKey', () => {
  const cases: Array<[string, string | null]> = [
    ['password.passwords_mismatch', 'form:password.passwords_mismatch'],
    ['password.upper', 'form:password.upper'],
    ['password.common', 'form:password.common'],
    // The minimum is a value the server does not send: a sentence without it.
    ['password.min_length', 'form:errors.password_rejected'],
    ['required', 'form:errors.required'],
    ['max_length', 'common:field.max_length'],
    ['email_already_linked', 'common:errors.email_already_linked'],
    ['invalid_phone', 'common:errors.invalid_phone'],
    ['old_password_incorrect', 'common:errors.old_password_incorrect'],
    ['some_new_rule', null],
    ['Try again tomorrow.', null],
  ];
  for (const [message, key] of cases)
    test(`${message} → ${key}`, () => assert.equal(messageKey(message), key));
});

describe('toFormError', () => {
  test('a taken address is said once, under the email field', () => {
    assert.deepEqual(
      mapped(400, {
        error: 'email_already_linked',
        detail: 'An account is already linked to this email address.',
        email: ['email_already_linked'],
      }),
      { status: 400, code: null, fields: { email: ['common:errors.email_already_linked'] }, general: [] },
    );
  });

  test('password rules land on their field; the mismatch is a form error; the English detail goes', () => {
    assert.deepEqual(
      mapped(400, {
        error: 'invalid_payload',
        detail: 'Invalid request body.',
        password1: ['password.digit'],
        non_field_errors: ['password.passwords_mismatch'],
      }),
      {
        status: 400,
        code: null,
        fields: { password1: ['form:password.digit'] },
        general: ['form:password.passwords_mismatch'],
      },
    );
  });

  test('a catalogue code without fields is the general message', () => {
    assert.deepEqual(mapped(404, { error: 'unable_to_find_user', detail: 'No user.' }), {
      status: 404,
      code: null,
      fields: {},
      general: ['common:errors.unable_to_find_user'],
    });
    // A code outside the catalogue is said in general words, not shown raw.
    assert.deepEqual(mapped(418, { error: 'teapot_overflow', detail: 'Short and stout.' }).general, [
      'common:errors.unknown',
    ]);
    assert.deepEqual(mapped(429, { error: 'rate_limited', detail: 'Slow down.' }).general, [
      'common:errors.rate_limited',
    ]);
  });

  test('an invalid payload with nothing else to show still says something', () => {
    assert.deepEqual(mapped(400, { error: 'invalid_payload', detail: 'Invalid.' }).general, [
      'common:errors.invalid_payload',
    ]);
  });

  test('a field message without words of its own marks the field as invalid', () => {
    assert.deepEqual(
      mapped(400, { error: 'invalid_payload', detail: 'x', company: ['some_new_rule'] }).fields,
      {
        company: ['common:field.invalid'],
      },
    );
  });

  test('a sentence without a code is for the user and stays', () => {
    assert.deepEqual(mapped(400, ['Try again tomorrow.']).general, ['Try again tomorrow.']);
  });

  test('errors that are not answers of the server pass through', () => {
    const bug = new TypeError('boom');
    assert.equal(toFormError(bug), bug);
  });

  test('a field sentence stays, an unknown field key becomes the generic message', () => {
    assert.deepEqual(mapped(400, { email: ['Adresse déjà utilisée.'], phone: ['bad_prefix'] }).fields, {
      email: ['Adresse déjà utilisée.'],
      phone: ['common:field.invalid'],
    });
  });

  test('mapping twice changes nothing', () => {
    const once = toFormError(
      serverSaid(400, { error: 'old_password_incorrect', old_password: ['old_password_incorrect'] }),
    );
    const twice = toFormError(once) as ApiRequestError;
    assert.deepEqual(twice.error, (once as ApiRequestError).error);
    assert.deepEqual(twice.error.fields, { old_password: ['common:errors.old_password_incorrect'] });
  });
});
