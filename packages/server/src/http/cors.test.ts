import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { optionsFromEnv, originOf, resolveConfig } from '../config.ts';
import { audienceOf, corsOptionsFor, socketOriginAllowed } from './cors.ts';

describe('allowed partner origins', () => {
  test('OMNICANAL_ALLOWED_ORIGINS is a comma-separated list of origins, kept as browsers send them', () => {
    const config = resolveConfig(
      optionsFromEnv({ OMNICANAL_ALLOWED_ORIGINS: ' https://crm.example , http://localhost:3000/,' }),
    );
    assert.deepEqual(config.allowedOrigins, ['https://crm.example', 'http://localhost:3000']);
    assert.deepEqual(resolveConfig({}).allowedOrigins, []);
  });

  test('anything but an origin stops the start with a clear message', () => {
    for (const bad of [
      'crm.example',
      'https://crm.example/app',
      'ftp://crm.example',
      'https://a@crm.example',
    ])
      assert.throws(() => originOf(bad), /not an origin/, bad);
    assert.equal(originOf('HTTPS://CRM.Example:443'), 'https://crm.example');
  });
});

describe('CORS audience', () => {
  const allowed = new Set(['https://crm.example']);
  const options = (url: string, origin?: string) =>
    corsOptionsFor({ url, headers: origin ? { origin } : {} }, (o) => allowed.has(o));

  test("the widget's files and the visitor's calls are for any website", () => {
    for (const path of [
      '/web-chat.js',
      '/assets/web-chat.cards-abc.js',
      '/api/guests/sessions',
      '/api/guests/ws',
    ])
      assert.equal(audienceOf(path), 'visitors', path);
    assert.equal(options('/api/guests/widget?skill=1', 'https://shop.example').origin, '*');
  });

  test("the console's files and every other API path answer the allowed partners only", () => {
    for (const path of [
      '/omnicanal.js',
      '/assets/oc-agent-inbox-abc.js',
      '/api/guests/sessions/search',
      '/api/core/customer/',
    ])
      assert.equal(audienceOf(path), 'partners', path);
    assert.equal(options('/api/core/customer/', 'https://crm.example').origin, 'https://crm.example');
    assert.equal(options('/api/core/customer/', 'https://elsewhere.example').origin, false);
    assert.equal(options('/api/core/customer/').origin, false);
  });

  test('a console socket: no Origin, the own origin, the public URL or an allowed partner', () => {
    const own = { protocol: 'http', host: '127.0.0.1:8080', publicUrl: 'https://console.example' };
    const partners = ['https://crm.example'];
    assert.equal(socketOriginAllowed(undefined, own, partners), true);
    assert.equal(socketOriginAllowed('http://127.0.0.1:8080', own, partners), true);
    assert.equal(socketOriginAllowed('https://console.example', own, partners), true);
    assert.equal(socketOriginAllowed('https://crm.example', own, partners), true);
    assert.equal(socketOriginAllowed('https://elsewhere.example', own, partners), false);
  });
});
