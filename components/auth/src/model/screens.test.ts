import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiRequestError, normaliseError } from '@omnicanal/api';
import { confirmOutcome, offersResend } from './confirm.ts';
import { AUTH_SCREENS, screenOf } from './screens.ts';

test('the screen attribute names a screen; missing or unknown is sign-in', () => {
  for (const screen of AUTH_SCREENS) assert.equal(screenOf(screen), screen);
  assert.equal(screenOf(undefined), 'login');
  assert.equal(screenOf('admin'), 'login');
});

test('the confirmation link answer, and when another mail can be asked for', () => {
  const said = (code: string) => new ApiRequestError(normaliseError(400, { error: code, detail: 'x' }));
  const cases: Array<[unknown, string, boolean]> = [
    [said('activation_link_expired'), 'expired', true],
    [said('email_not_found'), 'not_found', true],
    [said('email_already_validated'), 'already', false],
    [said('server_error'), 'failed', false],
    [new TypeError('boom'), 'failed', false],
  ];
  for (const [error, outcome, resend] of cases) {
    assert.equal(confirmOutcome(error), outcome);
    assert.equal(offersResend(confirmOutcome(error)), resend);
  }
});
