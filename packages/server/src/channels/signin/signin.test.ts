import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { createCompany, createUser } from '../../core/repo.ts';
import { api, login, signInDemo, startTestServer, type TestServer } from '../../test/helpers.ts';

let server: TestServer;
let clock = Date.now();
const tokens: Record<string, string> = {};

const call = (who: string, path: string, body?: unknown, on: TestServer = server) =>
  api(on.url, `/api/misc${path}`, { token: tokens[who], ...(body === undefined ? {} : { body }) });

/** Starts a sign-in and answers the local page: the console's return URL's query. */
async function signIn(
  provider: string,
  kind: string,
  decision: 'allow' | 'refuse',
  accounts: string[],
  who = 'admin',
): Promise<URLSearchParams> {
  const started = await call(who, `/signin/${provider}`, { kind });
  assert.equal(started.status, 200, JSON.stringify(started.body));
  const url = new URL(started.body.url as string);
  const state = url.searchParams.get('state') ?? '';
  const form = new URLSearchParams({ state, decision });
  for (const a of accounts) form.append('account', a);
  const answered = await fetch(`${server.url}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  assert.equal(answered.status, 303);
  const back = new URL(answered.headers.get('location') ?? '');
  assert.equal(back.pathname, '/messaging/logged');
  return back.searchParams;
}

/** A refusal as a caller reads it: status, error code, and the field errors beside them. */
function refusal(answer: { status: number; body: Record<string, unknown> }) {
  const { error, detail: _detail, ...fields } = answer.body;
  return [answer.status, error, fields];
}

const exchange = (provider: string, back: URLSearchParams, who = 'admin') =>
  call(who, `/signin/${provider}/exchange`, { code: back.get('code') ?? 'none', state: back.get('state') });

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0, clock: () => clock });
  Object.assign(tokens, await signInDemo(server, 'admin', 'manager', 'agent'));
  const db = server.context.db;
  const other = await createCompany(db, { name: 'Autre' });
  const password = 'Autre-password-2026!';
  const stranger = await createUser(db, {
    companyId: other.id,
    email: `a-${randomUUID()}@autre.test`,
    password,
    firstName: 'A',
    lastName: 'Autre',
    role: 'admin',
  });
  tokens.stranger = await login(server.url, stranger.email, password);
});
after(() => server.stop());

describe('the local sign-in provider', () => {
  test('only admins start a sign-in, for a kind the provider connects', async () => {
    for (const who of ['manager', 'agent'])
      assert.equal((await call(who, '/signin/facebook', { kind: 'facebook' })).status, 403, who);
    const wrong = await call('admin', '/signin/facebook', { kind: 'twitter_dm' });
    assert.deepEqual(refusal(wrong), [400, 'invalid_payload', { kind: ['invalid'] }]);
    // An unknown provider is no route.
    assert.equal((await call('admin', '/signin/linkedin', { kind: 'facebook' })).status, 404);
  });

  test('the page says it stands in, in both languages, without a script, and offers the accounts', async () => {
    const started = await call('admin', '/signin/instagram', { kind: 'instagram_dm' });
    const given = new URL(started.body.url as string);
    assert.equal(given.pathname, '/api/misc/signin/instagram/authorize');
    const url = `${server.url}${given.pathname}${given.search}`;
    const fr = await fetch(url);
    assert.equal(fr.status, 200);
    const csp = fr.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'none'/);
    const html = await fr.text();
    assert.match(html, /Connexion locale — remplace Instagram/);
    assert.doesNotMatch(html, /<script|style=/i);
    for (const name of ['@boulangerie.martin', '@martin.fournil', '@martin.perso'])
      assert.ok(html.includes(name));
    const en = await (await fetch(url, { headers: { 'accept-language': 'en-GB,en;q=0.9' } })).text();
    assert.match(en, /Local sign-in — stands in for Instagram/);
    assert.match(en, /not eligible for messaging/);
  });

  test('the admin picks a page, comes back with a code, and the exchange answers it once', async () => {
    const back = await signIn('facebook', 'facebook', 'allow', ['local-page-1002']);
    assert.equal(back.get('provider'), 'facebook');
    const done = await exchange('facebook', back);
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.equal(done.body.kind, 'facebook');
    const accounts = done.body.accounts as { id: string; name: string }[];
    assert.deepEqual(
      accounts.map((a) => [a.id, a.name]),
      [['local-page-1002', 'Boulangerie Martin — Lyon']],
    );
    assert.ok(!JSON.stringify(done.body).includes('token'), 'no credential in the answer');
    const again = await exchange('facebook', back);
    assert.deepEqual(refusal(again), [400, 'signin_failed', { state: ['used'] }]);
    // Its page is gone too.
    const page = await fetch(
      `${server.url}/api/misc/signin/facebook/authorize?state=${encodeURIComponent(back.get('state') ?? '')}`,
    );
    assert.equal(page.status, 410);
  });

  test('a refusal comes back as access_denied and the exchange fails', async () => {
    const back = await signIn('twitter', 'twitter_dm', 'refuse', []);
    assert.equal(back.get('error'), 'access_denied');
    assert.equal(back.get('code'), null);
    const done = await exchange('twitter', back);
    assert.deepEqual(refusal(done), [400, 'signin_failed', { code: ['access_denied'] }]);
  });

  test('a state expires after 10 minutes, and works only for its admin, company and provider', async () => {
    const late = await signIn('facebook', 'facebook_comments', 'allow', ['local-page-1001']);
    clock += 10 * 60_000 + 1;
    const expired = await exchange('facebook', late);
    assert.deepEqual(refusal(expired), [400, 'signin_failed', { state: ['expired'] }]);
    const back = await signIn('facebook', 'facebook', 'allow', ['local-page-1001']);
    const foreign = await exchange('facebook', back, 'stranger');
    assert.deepEqual(refusal(foreign), [400, 'signin_failed', { state: ['invalid'] }]);
    const otherProvider = await exchange('instagram', back);
    assert.deepEqual(refusal(otherProvider), [400, 'signin_failed', { state: ['invalid'] }]);
    const wrongCode = await call('admin', '/signin/facebook/exchange', {
      code: 'forged',
      state: back.get('state'),
    });
    assert.deepEqual(refusal(wrongCode), [400, 'signin_failed', { code: ['invalid'] }]);
    // Neither spent it: its own admin still exchanges it.
    assert.equal((await exchange('facebook', back)).status, 200);
  });

  test('Instagram direct: an account outside 1,000–100,000 followers or not eligible says so', async () => {
    const back = await signIn('instagram', 'instagram_dm', 'allow', [
      'local-ig-2001',
      'local-ig-2002',
      'local-ig-2003',
    ]);
    const done = await exchange('instagram', back);
    assert.equal(done.status, 200, JSON.stringify(done.body));
    const accounts = done.body.accounts as {
      id: string;
      followers: number;
      eligible: boolean;
      problem: string | null;
    }[];
    assert.deepEqual(
      accounts.map((a) => [a.id, a.followers, a.eligible, a.problem]),
      [
        ['local-ig-2001', 12_400, true, null],
        ['local-ig-2002', 420, true, 'instagram_not_eligible'],
        ['local-ig-2003', 8_300, false, 'instagram_not_eligible'],
      ],
    );
  });
});

describe('a channel from a sign-in', () => {
  test('the chosen page becomes an active Messenger channel with the sign-in’s token, once', async () => {
    const back = await signIn('facebook', 'facebook', 'allow', ['local-page-1001', 'local-page-1002']);
    assert.equal((await exchange('facebook', back)).status, 200);
    const state = back.get('state');
    const body = { state, account_id: 'local-page-1002', name: 'Messenger Lyon', skill: 1 };
    assert.equal((await call('manager', '/signin/facebook/channel', body)).status, 403);
    assert.deepEqual(refusal(await call('stranger', '/signin/facebook/channel', body)), [
      400,
      'signin_failed',
      { state: ['invalid'] },
    ]);
    const made = await call('admin', '/signin/facebook/channel', body);
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(made.body.kind, 'facebook');
    assert.equal(made.body.status, 'active');
    assert.deepEqual(made.body.settings, { account_id: 'local-page-1002' });
    assert.deepEqual(made.body.secrets, { inbound_secret: 'set' });
    const row = await server.context.db
      .selectFrom('channels')
      .select('secrets')
      .where('id', '=', made.body.id as number)
      .executeTakeFirstOrThrow();
    assert.ok(row.secrets.access_token, 'the page token kept as the channel’s');
    assert.ok(!JSON.stringify(row.secrets).includes('local-token'), 'sealed at rest');
    assert.deepEqual(refusal(await call('admin', '/signin/facebook/channel', body)), [
      400,
      'signin_failed',
      { state: ['used'] },
    ]);
    // Signing in again connects the same channel to another page.
    const again = await signIn('facebook', 'facebook', 'allow', ['local-page-1001']);
    await exchange('facebook', again);
    const changed = await call('admin', '/signin/facebook/channel', {
      state: again.get('state'),
      account_id: 'local-page-1001',
      channel: made.body.id,
      name: 'Messenger Lyon',
      skill: 1,
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.id, made.body.id);
    assert.deepEqual(changed.body.settings, { account_id: 'local-page-1001' });
  });

  test('two saves racing with one sign-in make one channel', async () => {
    const back = await signIn('twitter', 'twitter_dm', 'allow', ['local-x-3001']);
    await exchange('twitter', back);
    const body = { state: back.get('state'), account_id: 'local-x-3001', name: 'X support', skill: 1 };
    const answers = await Promise.all([
      call('admin', '/signin/twitter/channel', body),
      call('admin', '/signin/twitter/channel', body),
    ]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [201, 400]);
    const made = await server.context.db
      .selectFrom('channels')
      .select('id')
      .where('kind', '=', 'twitter_dm')
      .execute();
    assert.equal(made.length, 1);
  });

  test('an Instagram account Instagram direct cannot take answers instagram_not_eligible', async () => {
    const back = await signIn('instagram', 'instagram_dm', 'allow', ['local-ig-2001', 'local-ig-2003']);
    await exchange('instagram', back);
    const input = { state: back.get('state'), name: 'Instagram', skill: 1 };
    assert.deepEqual(
      refusal(await call('admin', '/signin/instagram/channel', { ...input, account_id: 'local-ig-2003' })),
      [400, 'instagram_not_eligible', { account_id: ['instagram_not_eligible'] }],
    );
    assert.deepEqual(
      refusal(await call('admin', '/signin/instagram/channel', { ...input, account_id: 'local-ig-2002' })),
      [400, 'signin_failed', { account: ['not_found'] }],
    );
    const made = await call('admin', '/signin/instagram/channel', { ...input, account_id: 'local-ig-2001' });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.deepEqual(made.body.settings, { account_id: 'local-ig-2001', followers: 12_400, eligible: true });
  });
});

describe('the full WhatsApp subscription', () => {
  const business = {
    name: 'Boulangerie Martin',
    description: 'Pains et viennoiseries depuis 1952.',
    logo: 'https://martin.test/logo.png',
    city: 'Lyon',
    country: 'FR',
    email: 'contact@martin.test',
    phone_number: '+33 4 78 00 00 00',
    address: '1 rue de la République',
    postal_code: '69001',
    site: 'https://martin.test/',
    business_manager_id: '4242',
  };
  const setPlan = (plan: string | null) =>
    server.context.db
      .updateTable('companies')
      .set({ offer: JSON.stringify(plan ? { plan } : {}) })
      .where('id', '=', 1)
      .execute();

  test('sdk-config says the local provider stands in', async () => {
    const config = await call('admin', '/whatsapp/sdk-config');
    assert.deepEqual(config.body, { provider: 'local', app_id: null, config_id: null });
    assert.equal((await call('manager', '/whatsapp/sdk-config')).status, 403);
  });

  test('Essential, Pro and Enterprise only; the profile’s rules per field; then the channel, once', async () => {
    await setPlan(null);
    const back = await signIn('whatsapp', 'whatsapp', 'allow', ['100000000000002']);
    const input = {
      code: back.get('code'),
      state: back.get('state'),
      phone_number_id: '100000000000002',
      name: 'WhatsApp Martin',
      skill: 1,
      business,
    };
    const free = await call('admin', '/whatsapp', input);
    assert.deepEqual(refusal(free), [400, 'invalid_payload', { plan: ['whatsapp_full_plan_required'] }]);
    const bad = await call('admin', '/whatsapp', {
      ...input,
      business: { ...business, email: 'martin@gmail.com', description: 'x'.repeat(257) },
    });
    assert.deepEqual(refusal(bad), [
      400,
      'invalid_payload',
      {
        'business.description': ['too_long'],
        'business.email': ['free_mailbox'],
      },
    ]);
    await setPlan('pro');
    assert.equal((await call('manager', '/whatsapp', input)).status, 403);
    const made = await call('admin', '/whatsapp', input);
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(made.body.kind, 'whatsapp');
    assert.equal(made.body.status, 'in_progress');
    const settings = made.body.settings as Record<string, unknown>;
    assert.equal(settings.plan, 'full');
    assert.equal(settings.phone_number_id, '100000000000002');
    assert.equal(settings.phone_number, '+33 7 98 76 54 32');
    assert.deepEqual(settings.business, business);
    assert.deepEqual(made.body.secrets, { inbound_secret: 'set' });
    const row = await server.context.db
      .selectFrom('channels')
      .select('secrets')
      .where('id', '=', made.body.id as number)
      .executeTakeFirstOrThrow();
    assert.ok(row.secrets.access_token, 'the signup’s token kept as the channel’s access token');
    assert.ok(!JSON.stringify(row.secrets).includes('local-token'), 'sealed at rest');
    const reused = await call('admin', '/whatsapp', input);
    assert.equal(refusal(reused)[1], 'signin_failed');
    // A second signup for the same number completes that channel rather than adding one.
    const again = await signIn('whatsapp', 'whatsapp', 'allow', ['100000000000002']);
    assert.equal((await exchange('whatsapp', again)).status, 200);
    const completed = await call('admin', '/whatsapp', {
      state: again.get('state'),
      phone_number_id: '100000000000002',
      name: 'WhatsApp Martin (2)',
      skill: 1,
      business,
    });
    assert.equal(completed.status, 200, JSON.stringify(completed.body));
    assert.equal(completed.body.id, made.body.id);
    assert.equal(completed.body.name, 'WhatsApp Martin (2)');
  });
});

describe('Facebook Login', () => {
  let graph: Server;
  let facebook: TestServer;
  const seen: { method: string; path: string; auth: string; body: string }[] = [];

  before(async () => {
    graph = createServer((request, response) => {
      let text = '';
      request.on('data', (c) => {
        text += c;
      });
      request.on('end', () => {
        const [path = '', query = ''] = (request.url ?? '').split('?');
        seen.push({
          method: request.method ?? '',
          path,
          auth: request.headers.authorization ?? '',
          body: text,
        });
        const reply = (status: number, body: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        };
        if (request.method === 'POST' && path === '/oauth/access_token') {
          const form = new URLSearchParams(text);
          if (form.get('client_secret') !== 'app-secret' || form.get('code') !== 'good-code')
            return reply(400, { error: { code: 100, message: 'Invalid verification code format.' } });
          return reply(200, { access_token: 'user-token', token_type: 'bearer' });
        }
        if (path === '/me/accounts' && request.headers.authorization === 'Bearer user-token') {
          assert.match(decodeURIComponent(query), /fields=id,name,access_token/);
          return reply(200, {
            data: [
              { id: '5550001', name: 'Martin Lyon', access_token: 'page-token-1' },
              { id: '5550002', name: 'Martin Paris', access_token: 'page-token-2' },
            ],
          });
        }
        if (path === '/debug_token' && request.headers.authorization === 'Bearer app-id|app-secret')
          return reply(200, {
            data: {
              granular_scopes: [
                { scope: 'whatsapp_business_messaging', target_ids: ['waba-1'] },
                { scope: 'whatsapp_business_management', target_ids: ['waba-1'] },
              ],
            },
          });
        if (path === '/waba-1/phone_numbers' && request.headers.authorization === 'Bearer user-token')
          return reply(200, {
            data: [{ id: '777000', display_phone_number: '+33 1 23 45 67 89', verified_name: 'Martin' }],
          });
        reply(401, { error: { code: 190 } });
      });
    });
    const port = await new Promise<number>((resolve) =>
      graph.listen(0, '127.0.0.1', () => resolve((graph.address() as AddressInfo).port)),
    );
    facebook = await startTestServer({
      roomTimerTickMs: 0,
      outboundPrivate: true,
      facebook: {
        appId: 'app-id',
        appSecret: 'app-secret',
        graphUrl: `http://127.0.0.1:${port}`,
        whatsappConfigId: 'cfg-1',
      },
    });
    tokens.fbAdmin = (await signInDemo(facebook, 'admin')).admin;
  });
  after(async () => {
    await facebook.stop();
    graph.close();
  });

  test('sends the admin to the login dialog and reads the pages through the Graph API', async () => {
    const started = await call('fbAdmin', '/signin/facebook', { kind: 'facebook' }, facebook);
    const url = new URL(started.body.url as string);
    assert.equal(`${url.origin}${url.pathname}`, 'https://www.facebook.com/v21.0/dialog/oauth');
    assert.equal(url.searchParams.get('client_id'), 'app-id');
    assert.match(url.searchParams.get('redirect_uri') ?? '', /\/messaging\/logged\?provider=facebook$/);
    const state = url.searchParams.get('state') ?? '';
    // The local page is not this server's for Facebook.
    assert.equal(
      (await fetch(`${facebook.url}/api/misc/signin/facebook/authorize?state=${state}`)).status,
      404,
    );
    const refused = await call('fbAdmin', '/signin/facebook/exchange', { code: 'bad-code', state }, facebook);
    assert.deepEqual(refusal(refused), [400, 'signin_failed', { code: ['provider_refused'] }]);
    const again = new URL(
      (await call('fbAdmin', '/signin/facebook', { kind: 'facebook' }, facebook)).body.url as string,
    );
    const done = await call(
      'fbAdmin',
      '/signin/facebook/exchange',
      { code: 'good-code', state: again.searchParams.get('state') },
      facebook,
    );
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.deepEqual(
      (done.body.accounts as { id: string; name: string }[]).map((a) => [a.id, a.name]),
      [
        ['5550001', 'Martin Lyon'],
        ['5550002', 'Martin Paris'],
      ],
    );
    assert.ok(!JSON.stringify(done.body).includes('token'));
    // The app secret travelled in a form body, never in a URL.
    assert.ok(seen.every((s) => !s.path.includes('app-secret')));
    const stored = await facebook.context.db.selectFrom('channel_signins').select('credentials').execute();
    assert.ok(!JSON.stringify(stored).includes('page-token-1'), 'page tokens sealed at rest');
  });
  test('Meta’s embedded signup: sdk-config names the app, and the numbers come from the token’s business accounts', async () => {
    const config = await call('fbAdmin', '/whatsapp/sdk-config', undefined, facebook);
    assert.deepEqual(config.body, { provider: 'meta', app_id: 'app-id', config_id: 'cfg-1' });
    const started = new URL(
      (await call('fbAdmin', '/signin/whatsapp', { kind: 'whatsapp' }, facebook)).body.url as string,
    );
    assert.equal(started.searchParams.get('config_id'), 'cfg-1');
    const done = await call(
      'fbAdmin',
      '/signin/whatsapp/exchange',
      { code: 'good-code', state: started.searchParams.get('state') },
      facebook,
    );
    assert.equal(done.status, 200, JSON.stringify(done.body));
    const [number] = done.body.accounts as Record<string, unknown>[];
    assert.deepEqual(
      [number?.id, number?.name, number?.phone_number_id, number?.waba_id, number?.display_phone_number],
      ['777000', 'Martin', '777000', 'waba-1', '+33 1 23 45 67 89'],
    );
  });
});
