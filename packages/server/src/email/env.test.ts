import assert from 'node:assert/strict';
import { test } from 'node:test';
import { optionsFromEnv, resolveConfig } from '../config.ts';

test('mail settings come from SMTP_URL, MAIL_FROM, PUBLIC_URL and SALES_EMAIL', () => {
  const options = optionsFromEnv({
    SMTP_URL: 'smtps://robot:secret@mail.test:465',
    MAIL_FROM: 'Support <support@shop.test>',
    PUBLIC_URL: 'https://console.shop.test/',
    SALES_EMAIL: 'sales@shop.test',
  });
  const config = resolveConfig(options);
  assert.equal(config.smtpUrl, 'smtps://robot:secret@mail.test:465');
  assert.equal(config.mailFrom, 'Support <support@shop.test>');
  assert.equal(config.publicUrl, 'https://console.shop.test');
  assert.equal(config.salesEmail, 'sales@shop.test');
});

test('without SMTP_URL mail goes to the local outbox and links point at the local console', () => {
  const config = resolveConfig(optionsFromEnv({ PORT: '9090' }));
  assert.equal(config.smtpUrl, null);
  assert.equal(config.publicUrl, 'http://localhost:9090');
});

test('a wrong SMTP_URL or PUBLIC_URL stops the start with a clear message', () => {
  assert.throws(() => optionsFromEnv({ SMTP_URL: 'mail.test:25' }), /SMTP_URL/);
  assert.throws(() => optionsFromEnv({ PUBLIC_URL: 'console.test' }), /PUBLIC_URL/);
});
