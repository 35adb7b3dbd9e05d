import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEVELOPMENT_SECRET_KEY, optionsFromEnv, resolveConfig } from '../config.ts';
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

test('production needs its own secret key; elsewhere a development key stands in', () => {
  assert.throws(() => optionsFromEnv({ NODE_ENV: 'production' }), /OMNICANAL_SECRET_KEY/);
  assert.throws(() => optionsFromEnv({ OMNICANAL_SECRET_KEY: 'short' }), /32 characters/);
  const key = 'k'.repeat(40);
  assert.equal(optionsFromEnv({ NODE_ENV: 'production', OMNICANAL_SECRET_KEY: key }).secretKey, key);
  assert.equal(resolveConfig(optionsFromEnv({ NODE_ENV: 'development' })).secretKey, DEVELOPMENT_SECRET_KEY);
  assert.throws(() => optionsFromEnv({ TELEGRAM_API_URL: 'api.telegram.org' }), /TELEGRAM_API_URL/);
});
