import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { providerFromEnv } from './configure.ts';
import { LibreTranslateProvider, parseAnswer } from './libretranslate.ts';
import { TranslationUnavailable } from './provider.ts';

/** A stand-in LibreTranslate on a local port: answers what `reply` says and keeps the requests. */
let service: Server;
let base: string;
const received: { path: string; body: Record<string, unknown> }[] = [];
let reply: (body: Record<string, unknown>) => { status: number; body: unknown } = () => ({
  status: 200,
  body: {},
});

const readBody = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text) as Record<string, unknown>;
};

before(async () => {
  service = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({ path: request.url ?? '', body });
    const answer = reply(body);
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((resolve) => service.close(() => resolve())));

describe('LibreTranslate provider', () => {
  test('sends the text with auto detection and the key, and answers the translation', async () => {
    reply = () => ({
      status: 200,
      body: { translatedText: 'Hello', detectedLanguage: { language: 'fr', confidence: 90 } },
    });
    const provider = new LibreTranslateProvider({ url: `${base}/`, apiKey: 'k-1' });
    const result = await provider.translate({ text: 'Bonjour', target: 'en', source: null });
    assert.deepEqual(result, { text: 'Hello', source: 'fr' });
    assert.deepEqual(received.at(-1), {
      path: '/translate',
      body: { q: 'Bonjour', source: 'auto', target: 'en', format: 'text', api_key: 'k-1' },
    });
  });

  test('a given source is sent and answered back; no key is sent when none is set', async () => {
    reply = () => ({ status: 200, body: { translatedText: 'Hola' } });
    const provider = new LibreTranslateProvider({ url: base, apiKey: null });
    assert.deepEqual(await provider.translate({ text: 'Hello', target: 'es', source: 'en' }), {
      text: 'Hola',
      source: 'en',
    });
    assert.equal('api_key' in (received.at(-1)?.body ?? {}), false);
  });

  test('a refusal, a bad answer or no service at all is TranslationUnavailable', async () => {
    reply = () => ({ status: 403, body: { error: 'Invalid API key' } });
    const provider = new LibreTranslateProvider({ url: base, apiKey: 'wrong' });
    await assert.rejects(provider.translate({ text: 'a', target: 'en', source: null }), (err: Error) => {
      assert.ok(err instanceof TranslationUnavailable);
      assert.match(err.message, /Invalid API key/);
      return true;
    });
    reply = () => ({ status: 200, body: { nothing: true } });
    await assert.rejects(
      provider.translate({ text: 'a', target: 'en', source: null }),
      TranslationUnavailable,
    );
    const down = new LibreTranslateProvider({ url: 'http://127.0.0.1:9', apiKey: null, timeoutMs: 2000 });
    await assert.rejects(down.translate({ text: 'a', target: 'en', source: null }), TranslationUnavailable);
  });
});

describe('parseAnswer', () => {
  const cases: [string, Record<string, unknown> | null, string | null, unknown][] = [
    [
      'detected language wins',
      { translatedText: 'x', detectedLanguage: { language: 'de' } },
      null,
      { text: 'x', source: 'de' },
    ],
    ['given source when nothing detected', { translatedText: 'x' }, 'it', { text: 'x', source: 'it' }],
    ['unknown source stays null', { translatedText: 'x' }, null, { text: 'x', source: null }],
  ];
  for (const [name, answer, source, expected] of cases)
    test(name, () => assert.deepEqual(parseAnswer(answer, source), expected));
  test('no translatedText is an error', () =>
    assert.throws(() => parseAnswer({}, null), TranslationUnavailable));
});

describe('providerFromEnv', () => {
  test('no URL, no provider; an http(s) URL gives LibreTranslate; anything else stops the start', () => {
    assert.equal(providerFromEnv({}), null);
    assert.equal(providerFromEnv({ TRANSLATION_URL: '  ' }), null);
    assert.equal(providerFromEnv({ TRANSLATION_URL: 'https://translate.example' })?.name, 'libretranslate');
    assert.throws(() => providerFromEnv({ TRANSLATION_URL: 'ftp://x' }), /http\(s\)/);
    assert.throws(() => providerFromEnv({ TRANSLATION_URL: 'not a url' }), /not a URL/);
  });
});
