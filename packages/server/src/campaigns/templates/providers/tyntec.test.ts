import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { optionsFromEnv } from '../../../config.ts';
import { api, signInDemo, startTestServer } from '../../../test/helpers.ts';
import type { ProviderTemplate } from './provider.ts';
import { templateProviders } from './select.ts';
import { TemplateProviderError, TyntecTemplateProvider } from './tyntec.ts';

/** What the stand-in for Tyntec's API received, and what it answers to a template read. */
const received: { method: string; url: string; apikey: string | undefined; body: unknown }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let base = '';
const stand = createServer(async (request: IncomingMessage, response: ServerResponse) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  received.push({
    method: request.method ?? '',
    url: request.url ?? '',
    apikey: request.headers.apikey as string | undefined,
    body: text ? JSON.parse(text) : null,
  });
  const reply = request.method === 'GET' ? answer : { status: 201, body: {} };
  response.writeHead(reply.status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(reply.body));
});

before(async () => {
  stand.listen(0, '127.0.0.1');
  await new Promise((done) => stand.once('listening', done));
  base = `http://127.0.0.1:${(stand.address() as AddressInfo).port}`;
});
after(() => stand.close());

const template: ProviderTemplate = {
  kind: 'tyntec-wa',
  name: 'relance_panier',
  category: 'MARKETING',
  language: 'fr',
  content: {
    body: { type: 'text', text: 'Bonjour {{1}}, votre panier {{2}} vous attend.' },
    header: { type: 'text', text: 'Votre panier' },
    footer: 'Boutique Durand',
    buttons: [{ type: 'url', text: 'Voir', url: 'https://boutique.example/panier' }],
    examples: { '2': 'A-12', '1': 'Camille' },
    sms_sender: '',
    conversational: false,
    fallback_tree: null,
    suggestions: 'single',
    block: 'button',
  },
};

describe('Tyntec template provider', () => {
  const provider = () => new TyntecTemplateProvider({ apiUrl: base, apiKey: 'key-123', accountId: 'waba-9' });

  test('submits the template to the account with its components and the key, and reads it back by name and language', async () => {
    received.length = 0;
    const reference = await provider().submit(template);
    assert.equal(reference, 'relance_panier/fr');
    const [created] = received;
    assert.equal(created?.method, 'POST');
    assert.equal(created?.url, '/conversations/v3/channels/whatsapp/accounts/waba-9/templates');
    assert.equal(created?.apikey, 'key-123');
    assert.deepEqual(created?.body, {
      name: 'relance_panier',
      category: 'MARKETING',
      localizations: [
        {
          language: 'fr',
          components: [
            { type: 'HEADER', format: 'TEXT', text: 'Votre panier' },
            {
              type: 'BODY',
              text: 'Bonjour {{1}}, votre panier {{2}} vous attend.',
              examples: { texts: ['Camille', 'A-12'] },
            },
            { type: 'FOOTER', text: 'Boutique Durand' },
            {
              type: 'BUTTONS',
              buttons: [{ type: 'URL', text: 'Voir', url: 'https://boutique.example/panier' }],
            },
          ],
        },
      ],
    });

    answer = {
      status: 200,
      body: {
        localizations: [
          { language: 'en', status: 'APPROVED' },
          { language: 'fr', status: 'REJECTED', rejectionReason: 'INVALID_FORMAT' },
        ],
      },
    };
    assert.deepEqual(await provider().review(reference), { status: 'REFUSED', reason: 'INVALID_FORMAT' });
    assert.equal(
      received.at(-1)?.url,
      '/conversations/v3/channels/whatsapp/accounts/waba-9/templates/relance_panier',
    );
    answer = { status: 200, body: { localizations: [{ language: 'fr', status: 'APPROVED' }] } };
    assert.deepEqual(await provider().review(reference), { status: 'VALIDATED', reason: null });
    answer = { status: 200, body: { localizations: [{ language: 'fr', status: 'SUBMITTED' }] } };
    assert.deepEqual(await provider().review(reference), { status: 'SUBMITTED', reason: null });
    answer = { status: 200, body: { localizations: [{ language: 'fr', status: 'DEACTIVATED' }] } };
    assert.deepEqual(await provider().review(reference), { status: 'UNKNOWN', reason: null });

    await provider().remove(reference);
    assert.equal(received.at(-1)?.method, 'DELETE');
  });

  test('a refusal or no service at all is a provider error, asked again later', async () => {
    answer = { status: 500, body: {} };
    await assert.rejects(provider().review('relance_panier/fr'), TemplateProviderError);
    const nowhere = new TyntecTemplateProvider({ apiUrl: 'http://127.0.0.1:1', apiKey: 'k', accountId: 'w' });
    await assert.rejects(nowhere.submit(template), TemplateProviderError);
  });

  test('configured from the environment it is chosen; unconfigured, the local provider answers', () => {
    const options = optionsFromEnv({ TYNTEC_API_KEY: 'k', TYNTEC_WABA_ID: 'w', NODE_ENV: 'test' });
    assert.deepEqual(options.tyntec, { apiKey: 'k', accountId: 'w', apiUrl: 'https://api.tyntec.com' });
    const configured = templateProviders({ templateReviewMs: 5, tyntec: options.tyntec ?? null });
    assert.equal(configured('tyntec-wa').name, 'tyntec');
    assert.equal(configured('sms').name, 'local', 'only WhatsApp templates go to Tyntec');
    assert.equal(templateProviders({ templateReviewMs: 5, tyntec: null })('tyntec-wa').name, 'local');
    assert.throws(() => optionsFromEnv({ TYNTEC_API_KEY: 'k', NODE_ENV: 'test' }), /TYNTEC_WABA_ID/);
  });
});

describe('templates with Tyntec out of reach', () => {
  test('a submit answers 502 template_provider_unavailable and the template stays a draft', async () => {
    const server = await startTestServer({
      roomTimerTickMs: 0,
      tyntec: { apiUrl: 'http://127.0.0.1:1', apiKey: 'k', accountId: 'w' },
    });
    try {
      const { manager } = await signInDemo(server, 'manager');
      const call = (path: string, body?: unknown) =>
        api(server.url, `/api/campaigns${path}`, { token: manager, ...(body === undefined ? {} : { body }) });
      const created = await call('/templates/tyntec-wa', {
        name: 'hors_ligne',
        category: 'UTILITY',
        language: 'fr',
        body: { type: 'text', text: 'Votre commande est prête.' },
      });
      assert.equal(created.status, 201);
      const id = (created.body as { id: number }).id;
      const page = await call('/templates');
      assert.deepEqual((page.body as { provider: unknown }).provider, { name: 'tyntec', local: false });
      const submitted = await api(server.url, `/api/campaigns/templates/tyntec-wa/${id}/submit`, {
        method: 'POST',
        token: manager,
      });
      assert.equal(submitted.status, 502);
      assert.equal(submitted.body.error, 'template_provider_unavailable');
      assert.equal(((await call(`/templates/${id}`)).body as { status: string }).status, 'DRAFT');
    } finally {
      await server.stop();
    }
  });
});
