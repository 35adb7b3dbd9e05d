import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { match } from '../router.model.ts';
import { headerAlerts } from './alerts.model.ts';

describe('headerAlerts (spec 000 §2)', () => {
  const unconfirmed = { has_confirm_email: false };
  const confirmed = { has_confirm_email: true };
  const over = { over_quota: true };
  const under = { over_quota: false };
  const at = (url: string) => match(url).route;

  test('confirm your email while unconfirmed, except on confirm-email', () => {
    assert.deepEqual(headerAlerts(unconfirmed, under, at('/gb-agent')), ['confirm-email']);
    assert.deepEqual(headerAlerts(unconfirmed, under, at('/confirm-email')), []);
    assert.deepEqual(headerAlerts(confirmed, under, at('/gb-agent')), []);
  });

  test('over quota, except on the subscription route', () => {
    assert.deepEqual(headerAlerts(confirmed, over, at('/dashboard')), ['over-quota']);
    assert.deepEqual(headerAlerts(confirmed, over, at('/settings/billing/subscription')), []);
    assert.deepEqual(headerAlerts(unconfirmed, over, null), ['confirm-email', 'over-quota']);
  });

  test('nothing without a signed-in user', () => {
    assert.deepEqual(headerAlerts(null, over, at('/login')), []);
  });
});
