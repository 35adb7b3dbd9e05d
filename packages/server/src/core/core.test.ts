import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync } from 'node:zlib';
import { Customer, RuntimeConfig, SERVICE_NAMES, TokenResponse, User } from '@omnicanal/api';
import * as v from 'valibot';
import { api, login, startTestServer, type TestServer } from '../test/helpers.ts';

let server: TestServer;
let base: string;
/** A partner origin the deployment allows, and a page elsewhere. */
const PARTNER = 'https://crm.example';
const ELSEWHERE = 'https://elsewhere.example';
const WIDGET = `export const widget = ${JSON.stringify('x'.repeat(4000))};`;
const root = mkdtempSync(join(tmpdir(), 'omnicanal-static-'));

before(async () => {
  // A built console and demo page so the static routes can be checked too.
  mkdirSync(join(root, 'dist/assets'), { recursive: true });
  mkdirSync(join(root, 'demo'), { recursive: true });
  writeFileSync(join(root, 'dist/index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(root, 'dist/assets/app.js'), 'export {};');
  // A built script with the compressed copy the build writes beside it.
  writeFileSync(join(root, 'dist/web-chat.js'), WIDGET);
  writeFileSync(join(root, 'dist/web-chat.js.br'), brotliCompressSync(WIDGET));
  writeFileSync(join(root, 'dist/build.json'), JSON.stringify({ version: 'build-42' }));
  writeFileSync(join(root, 'demo/index.html'), '<!doctype html><title>demo crm</title>');
  server = await startTestServer({
    staticDir: join(root, 'dist'),
    demoDir: join(root, 'demo'),
    edition: 'hosted',
    allowedOrigins: [PARTNER],
  });
  base = server.url;
});
after(async () => {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('sign-in (core service)', () => {
  test('a right password answers a token that expires in 12 hours', async () => {
    const { status, body } = await api(base, '/api/core/user/login', {
      body: { email: ' Agent@Demo.test ', password: 'Omnicanal-demo-2026!' },
    });
    assert.equal(status, 200);
    assert.ok(v.is(TokenResponse, body));
    const hours = (Date.parse(body.expires_at as string) - Date.now()) / 3_600_000;
    assert.ok(hours > 11.9 && hours <= 12, `expires in ${hours} h`);
  });

  test('a wrong password and an unknown email get the same 400 bad_authentication', async () => {
    const wrong = await api(base, '/api/core/user/login', {
      body: { email: 'agent@demo.test', password: 'nope-nope-nope' },
    });
    const unknown = await api(base, '/api/core/user/login', {
      body: { email: 'nobody@demo.test', password: 'nope-nope-nope' },
    });
    assert.equal(wrong.status, 400);
    assert.equal(unknown.status, 400);
    assert.equal(wrong.body.error, 'bad_authentication');
    assert.deepEqual(unknown.body, wrong.body);
  });

  test('a malformed body gets invalid_json, a bad one invalid_payload with field lists', async () => {
    const broken = await api(base, '/api/core/user/login', { raw: '{"email":' });
    assert.equal(broken.status, 400);
    assert.equal(broken.body.error, 'invalid_json');
    const bad = await api(base, '/api/core/user/login', { body: { email: 'not-an-email', password: '' } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error, 'invalid_payload');
    assert.equal(typeof bad.body.detail, 'string');
    assert.ok(Array.isArray(bad.body.email) && Array.isArray(bad.body.password), JSON.stringify(bad.body));
  });

  test('refresh swaps the token: the old one stops working, the new one works', async () => {
    const token = await login(base, 'manager@demo.test');
    const refreshed = await api(base, '/api/core/user/token/refresh', { body: { token } });
    assert.equal(refreshed.status, 200);
    assert.ok(v.is(TokenResponse, refreshed.body));
    const fresh = refreshed.body.token as string;
    assert.notEqual(fresh, token);
    assert.equal((await api(base, '/api/core/user/account', { token })).status, 401);
    assert.equal((await api(base, '/api/core/user/account', { token: fresh })).status, 200);
    const again = await api(base, '/api/core/user/token/refresh', { body: { token } });
    assert.equal(again.status, 401);
    assert.equal(again.body.error, 'bad_token');
  });

  test('sign-out revokes the token', async () => {
    const token = await login(base, 'agent2@demo.test');
    assert.equal((await api(base, '/api/agents/agents/logout', { method: 'POST', token })).status, 204);
    const after = await api(base, '/api/core/user/account', { token });
    assert.equal(after.status, 401);
    assert.equal(after.body.error, 'not_authenticated');
  });
});

describe('account and customer', () => {
  test('without a token or with a bad one: 401 not_authenticated', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const { status, body } = await api(base, '/api/core/user/account', { token });
      assert.equal(status, 401);
      assert.equal(body.error, 'not_authenticated');
    }
  });

  test('the account matches the User schema, with skills from the user skills', async () => {
    const token = await login(base, 'manager@demo.test');
    const { status, body } = await api(base, '/api/core/user/account', { token });
    assert.equal(status, 200);
    const user = v.parse(User, body);
    assert.equal(user.email, 'manager@demo.test');
    assert.equal(user.user_role, 'manager');
    assert.equal(user.has_confirm_email, true);
    assert.equal(user.max_rooms, 5);
    assert.deepEqual(
      user.permissions.skills.map((s) => s.id),
      [1, 2],
    );
  });

  test('the customer matches the Customer schema, with or without the trailing slash', async () => {
    const token = await login(base, 'agent@demo.test');
    for (const path of ['/api/core/customer/', '/api/core/customer']) {
      const { status, body } = await api(base, path, { token });
      assert.equal(status, 200, path);
      assert.equal(v.parse(Customer, body).company_name, 'Démo Omnicanal');
    }
  });
});

describe('runtime config and static files', () => {
  test('/api/config answers version, edition, the services this server mounts and the providers', async () => {
    const { status, body } = await api(base, '/api/config');
    assert.equal(status, 200);
    const config = v.parse(RuntimeConfig, body);
    assert.equal(config.edition, 'hosted');
    assert.match(config.version, /^\d+\.\d+\.\d+\+build-42$/);
    const mounted = ['core', 'agents', 'guests', 'bot', 'chronos', 'smartcoaching', 'msglib', 'misc'];
    for (const name of [
      ...mounted,
      'uploads',
      'translation',
      'push',
      'cobrowse',
      'channels',
      'surveys',
      'campaigns',
      'webivr',
      'stats',
      'stats2',
      'thirdparties',
      'reports',
      'ticketing',
    ])
      assert.equal(config.services[name], `/api/${name}`);
    // A service without a plugin here is not advertised: the client falls back to its default base.
    const advertised = SERVICE_NAMES.filter((name) => name in config.services);
    assert.equal(advertised.length, 21);
    assert.equal(config.services.ravana, undefined);
    assert.deepEqual(config.providers, {
      email: 'local-outbox',
      web: 'local',
      telegram: 'local',
      whatsapp: 'local',
      payment: 'sandbox',
    });
  });

  test('/api/config names the maps key of the place picker when the deployment has one', async () => {
    const withMaps = await startTestServer({ googleMapsKey: 'AIza-browser-key' });
    try {
      const { body } = await api(withMaps.url, '/api/config');
      assert.equal(v.parse(RuntimeConfig, body).providers['google-maps-key'], 'AIza-browser-key');
    } finally {
      await withMaps.stop();
    }
  });

  test('unknown API paths answer a JSON 404', async () => {
    const { status, body } = await api(base, '/api/core/nothing-here');
    assert.equal(status, 404);
    assert.equal(body.error, 'not_found');
  });

  test('client routes get index.html with the CSP; missing assets stay 404', async () => {
    for (const path of ['/', '/gb-agent', '/gb-agent/im/123']) {
      const response = await fetch(`${base}${path}`);
      assert.equal(response.status, 200, path);
      assert.match(await response.text(), /<title>console/);
      assert.match(
        response.headers.get('content-security-policy') ?? '',
        /^default-src 'self'; script-src 'self'/,
      );
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    }
    assert.equal((await fetch(`${base}/assets/app.js`)).status, 200);
    assert.equal((await fetch(`${base}/assets/missing.js`)).status, 404);
  });

  test('the demo pages are served under /demo/', async () => {
    const response = await fetch(`${base}/demo/`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /demo crm/);
    assert.match(response.headers.get('content-security-policy') ?? '', /^default-src 'self'/);
  });
});

describe('cross-origin pages: partners and visitors', () => {
  const preflight = (path: string, origin: string) =>
    fetch(`${base}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  test('an allowed partner origin may call the API; a page elsewhere gets no CORS answer', async () => {
    const allowed = await preflight('/api/core/user/login', PARTNER);
    assert.equal(allowed.status, 204);
    assert.equal(allowed.headers.get('access-control-allow-origin'), PARTNER);
    assert.match(allowed.headers.get('access-control-allow-headers') ?? '', /authorization/i);
    assert.equal(allowed.headers.get('access-control-allow-credentials'), null);
    assert.equal(
      (await preflight('/api/core/user/login', ELSEWHERE)).headers.get('access-control-allow-origin'),
      null,
    );

    const token = await login(base, 'agent@demo.test');
    const read = await fetch(`${base}/api/core/customer/`, {
      headers: { origin: PARTNER, authorization: `Bearer ${token}` },
    });
    assert.equal(read.status, 200);
    assert.equal(read.headers.get('access-control-allow-origin'), PARTNER);
    assert.match(read.headers.get('vary') ?? '', /origin/i);
    const elsewhere = await fetch(`${base}/api/core/customer/`, {
      headers: { origin: ELSEWHERE, authorization: `Bearer ${token}` },
    });
    assert.equal(elsewhere.headers.get('access-control-allow-origin'), null);
  });

  test("the visitor side answers any website; the console's guests calls do not", async () => {
    for (const path of ['/api/guests/sessions', '/api/guests/sessions/current', '/api/guests/widget']) {
      const answer = await preflight(path, 'https://shop.example');
      assert.equal(answer.status, 204, path);
      assert.equal(answer.headers.get('access-control-allow-origin'), '*', path);
    }
    const widget = await fetch(`${base}/api/guests/widget?skill=1`, {
      headers: { origin: 'https://shop.example' },
    });
    assert.equal(widget.status, 200);
    assert.equal(widget.headers.get('access-control-allow-origin'), '*');
    const script = await fetch(`${base}/web-chat.js`, { headers: { origin: 'https://shop.example' } });
    assert.equal(script.headers.get('access-control-allow-origin'), '*');
    const search = await preflight('/api/guests/sessions/search', 'https://shop.example');
    assert.equal(search.headers.get('access-control-allow-origin'), null);
    const consoleScript = await fetch(`${base}/assets/app.js`, {
      headers: { origin: 'https://shop.example' },
    });
    assert.equal(consoleScript.headers.get('access-control-allow-origin'), null);
    const partnerScript = await fetch(`${base}/assets/app.js`, { headers: { origin: PARTNER } });
    assert.equal(partnerScript.headers.get('access-control-allow-origin'), PARTNER);
  });

  test('hashed files are kept a year, entry scripts five minutes, the page is checked each time', async () => {
    const cache = async (path: string) => (await fetch(`${base}${path}`)).headers.get('cache-control');
    assert.equal(await cache('/assets/app.js'), 'public, max-age=31536000, immutable');
    assert.equal(await cache('/web-chat.js'), 'public, max-age=300');
    assert.equal(await cache('/gb-agent'), 'no-cache');
    assert.equal(await cache('/demo/'), 'no-cache');
  });

  test("the build's compressed copy is sent to a client that accepts it; API answers are compressed too", async () => {
    const br = await fetch(`${base}/web-chat.js`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(br.headers.get('content-encoding'), 'br');
    assert.match(br.headers.get('vary') ?? '', /accept-encoding/i);
    assert.equal(await br.text(), WIDGET);
    const plain = await fetch(`${base}/web-chat.js`, { headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers.get('content-encoding'), null);
    assert.equal(await plain.text(), WIDGET);

    const token = await login(base, 'manager@demo.test');
    const bot = await fetch(`${base}/api/bot/bot/1/main/`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    assert.equal(bot.status, 200);
    assert.equal(bot.headers.get('content-encoding'), 'gzip');
    assert.ok(((await bot.json()) as { nodes: object }).nodes, 'the decoded answer is the bot');
  });
});
