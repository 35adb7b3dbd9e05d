import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openSecret, sealSecret, secretKeyOf } from './secrets.ts';

test('a sealed secret opens under its key only, and never shows its text', () => {
  const key = secretKeyOf('a key of the deployment, long enough');
  const sealed = sealSecret(key, '123456:telegram-token');
  assert.ok(!sealed.includes('telegram'));
  assert.notEqual(sealSecret(key, '123456:telegram-token'), sealed, 'each value has its own nonce');
  assert.equal(openSecret(key, sealed), '123456:telegram-token');
  assert.throws(() => openSecret(secretKeyOf('another key'), sealed));
  const tampered = `${sealed.slice(0, -4)}AAAA`;
  assert.throws(() => openSecret(key, tampered));
});
