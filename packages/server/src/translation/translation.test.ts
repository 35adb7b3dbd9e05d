import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { api, login, startTestServer, type TestServer } from '../test/helpers.ts';

/**
 * The translation routes on real servers: one configured through TRANSLATION_URL against a local
 * stand-in of the provider's HTTP API, one without configuration.
 */
let provider: Server;
let configured: TestServer;
let bare: TestServer;
let token: string;
let bareToken: string;

before(async () => {
  provider = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as { q: string; target: string };
    const status = body.q === 'panne' ? 500 : 200;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        status === 200
          ? { translatedText: `[${body.target}] ${body.q}`, detectedLanguage: { language: 'fr' } }
          : { error: 'down' },
      ),
    );
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  process.env.TRANSLATION_URL = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  process.env.TRANSLATION_API_KEY = 'test-key';
  try {
    configured = await startTestServer({ roomTimerTickMs: 0 });
  } finally {
    delete process.env.TRANSLATION_URL;
    delete process.env.TRANSLATION_API_KEY;
  }
  bare = await startTestServer({ roomTimerTickMs: 0 });
  token = await login(configured.url, 'agent@demo.test');
  bareToken = await login(bare.url, 'agent@demo.test');
});
after(async () => {
  await configured.stop();
  await bare.stop();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

describe('translation routes', () => {
  test('status says whether a provider is configured; signed out is 401', async () => {
    assert.deepEqual((await api(configured.url, '/api/translation/status', { token })).body, {
      configured: true,
      provider: 'libretranslate',
    });
    assert.deepEqual((await api(bare.url, '/api/translation/status', { token: bareToken })).body, {
      configured: false,
      provider: null,
    });
    assert.equal((await api(configured.url, '/api/translation/status')).status, 401);
  });

  test('a console user gets the translation through the provider', async () => {
    const { status, body } = await api(configured.url, '/api/translation/translate', {
      token,
      body: { text: ' Bonjour ', target: 'en' },
    });
    assert.equal(status, 200, JSON.stringify(body));
    assert.deepEqual(body, { text: '[en] Bonjour', source: 'fr', provider: 'libretranslate' });
  });

  test('not configured is 503 translation_not_configured; a failing provider is 502', async () => {
    const none = await api(bare.url, '/api/translation/translate', {
      token: bareToken,
      body: { text: 'a', target: 'en' },
    });
    assert.equal(none.status, 503);
    assert.equal(none.body.error, 'translation_not_configured');
    const down = await api(configured.url, '/api/translation/translate', {
      token,
      body: { text: 'panne', target: 'en' },
    });
    assert.equal(down.status, 502);
    assert.equal(down.body.error, 'translation_failed');
  });

  test('signed out is 401; bad input is 400 with the fields named', async () => {
    assert.equal(
      (await api(configured.url, '/api/translation/translate', { body: { text: 'a', target: 'en' } })).status,
      401,
    );
    const bad = await api(configured.url, '/api/translation/translate', {
      token,
      body: { text: '  ', target: 'english!', source: 7 },
    });
    assert.equal(bad.status, 400);
    for (const field of ['text', 'target', 'source']) assert.ok(Array.isArray(bad.body[field]), field);
  });
});
