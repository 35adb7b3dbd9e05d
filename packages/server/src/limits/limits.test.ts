import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { api, login, startTestServer, type TestServer } from '../test/helpers.ts';
import { RATE_LIMITS } from './sizes.ts';
import { RateLimitStore } from './store.ts';

/** A request from `address`, which the server believes only behind TRUST_PROXY. */
async function from(
  server: TestServer,
  address: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

const signIn = (server: TestServer, address: string, email: string, password: string) =>
  from(server, address, '/api/core/user/login', { email, password });

describe('sign-in throttling under concurrency', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ roomTimerTickMs: 0 });
  });
  after(() => server.stop());

  test('200 parallel wrong sign-ins: at most 5 are checked against the password, the rest are refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        api(server.url, '/api/core/user/login', { body: { email: 'agent@demo.test', password: 'wrong' } }),
      ),
    );
    const checked = answers.filter((a) => a.body.error === 'bad_authentication').length;
    const locked = answers.filter((a) => a.status === 429 && a.body.error === 'account_suspended').length;
    assert.ok(checked >= 1 && checked <= 5, `checked ${checked}`);
    assert.equal(checked + locked, 200);
    // The right password from the same address waits for the lock too.
    const right = await api(server.url, '/api/core/user/login', {
      body: { email: 'agent@demo.test', password: DEMO_PASSWORD },
    });
    assert.equal(right.body.error, 'account_suspended');
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ roomTimerTickMs: 0, trustProxy: true });
  });
  after(() => server.stop());

  test('an attacker locking an account does not lock out its owner at another address', async () => {
    for (let i = 0; i < 6; i++) await signIn(server, '203.0.113.7', 'agent2@demo.test', 'wrong');
    const attacker = await signIn(server, '203.0.113.7', 'agent2@demo.test', DEMO_PASSWORD);
    assert.equal(attacker.body.error, 'account_suspended');
    const owner = await signIn(server, '198.51.100.20', 'agent2@demo.test', DEMO_PASSWORD);
    assert.equal(owner.status, 200);
    assert.equal(typeof owner.body.token, 'string');
  });
});

describe('without TRUST_PROXY', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ roomTimerTickMs: 0 });
  });
  after(() => server.stop());

  test('X-Forwarded-For is not believed: a forged address does not escape a lock', async () => {
    for (let i = 0; i < 5; i++) await signIn(server, `203.0.113.${i}`, 'manager@demo.test', 'wrong');
    const next = await signIn(server, '198.51.100.20', 'manager@demo.test', DEMO_PASSWORD);
    assert.equal(next.body.error, 'account_suspended');
  });
});

describe('rate limits (429 with retry-after)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ roomTimerTickMs: 0, trustProxy: true, rateLimitScale: 1 });
  });
  after(() => server.stop());

  test('sign-in attempts per address: the limit passes, the next is refused, other addresses go on', async () => {
    for (let i = 0; i < RATE_LIMITS.signIn.max; i++)
      assert.equal((await signIn(server, '192.0.2.1', 'owner@demo.test', DEMO_PASSWORD)).status, 200);
    const refused = await signIn(server, '192.0.2.1', 'owner@demo.test', DEMO_PASSWORD);
    assert.equal(refused.status, 429);
    assert.equal(refused.body.error, 'rate_limited');
    assert.equal(typeof refused.body.detail, 'string');
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(retryAfter > 0 && retryAfter <= RATE_LIMITS.signIn.windowMs / 1000, String(retryAfter));
    assert.equal((await signIn(server, '192.0.2.2', 'owner@demo.test', DEMO_PASSWORD)).status, 200);
  });

  test('new visitor conversations per address', async () => {
    const open = (address: string) => from(server, address, '/api/guests/sessions', { skill: 1 });
    for (let i = 0; i < RATE_LIMITS.guestSession.max; i++)
      assert.equal((await open('192.0.2.10')).status, 201);
    const refused = await open('192.0.2.10');
    assert.equal(refused.status, 429);
    assert.equal(refused.body.error, 'rate_limited');
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    assert.equal((await open('192.0.2.11')).status, 201);
  });

  test('reset mails: the same answer for known and unknown addresses, limited per address', async () => {
    const ask = (address: string, email: string) =>
      from(server, address, '/api/core/user/password', { email });
    const known = await ask('192.0.2.20', 'agent@demo.test');
    const unknown = await ask('192.0.2.20', 'nobody@demo.test');
    assert.deepEqual([known.status, known.body], [unknown.status, unknown.body]);
    for (let i = 1; i < RATE_LIMITS.mailAddress.max; i++)
      assert.equal((await ask(`192.0.2.${30 + i}`, 'nobody@demo.test')).status, 200);
    // The address is limited whoever asks, so nobody is flooded with mails.
    const refused = await ask('192.0.2.40', 'nobody@demo.test');
    assert.equal(refused.status, 429);
    assert.equal(refused.body.error, 'rate_limited');
    assert.equal((await ask('192.0.2.40', 'agent2@demo.test')).status, 200);
  });

  test('uploads per visitor: the limit passes, the next is refused, another visitor goes on', async () => {
    const png = new Uint8Array(64);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const visitor = async (address: string) =>
      String((await from(server, address, '/api/guests/sessions', { skill: 1 })).body.token);
    const upload = async (token: string) => {
      const form = new FormData();
      form.set('file', new Blob([png], { type: 'image/png' }), 'photo.png');
      const response = await fetch(`${server.url}/api/uploads/files`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: response.status, retryAfter: response.headers.get('retry-after') };
    };
    const first = await visitor('192.0.2.60');
    for (let i = 0; i < RATE_LIMITS.uploadVisitor.max; i++) assert.equal((await upload(first)).status, 201);
    const refused = await upload(first);
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.retryAfter) > 0);
    assert.equal((await upload(await visitor('192.0.2.61'))).status, 201);
  });

  test('mail endpoints per client, whatever the addresses', async () => {
    const ask = (email: string) => from(server, '192.0.2.50', '/api/core/user/password', { email });
    for (let i = 0; i < RATE_LIMITS.mailClient.max; i++)
      assert.equal((await ask(`someone${i}@demo.test`)).status, 200);
    const refused = await ask('someone-else@demo.test');
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
  });

  test('mail signed-in users send, per company: offer requests stop at the limit, nothing more is stored', async () => {
    const token = await login(server.url, 'manager@demo.test');
    const offer = { name: 'Alicia Durand', phone_number: '+33 6 11 22 33 44', details: '', country: 'FR' };
    const send = () => api(server.url, '/api/core/offers/send/', { token, body: offer });
    for (let i = 0; i < RATE_LIMITS.mailCompany.max; i++) assert.equal((await send()).status, 201);
    const refused = await send();
    assert.equal(refused.status, 429);
    assert.equal(refused.body.error, 'rate_limited');
    const stored = await server.context.db.selectFrom('offer_requests').select('id').execute();
    assert.equal(stored.length, RATE_LIMITS.mailCompany.max);
  });
});

describe('the counter store', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ roomTimerTickMs: 0 });
  });
  after(() => server.stop());

  test('parallel hits of one key are each counted once; a new window starts from one', async () => {
    let now = Date.now();
    const store = new RateLimitStore(server.context.db, () => now);
    const hits = await Promise.all(Array.from({ length: 50 }, () => store.hit('test|key', 60_000)));
    assert.deepEqual(
      hits.map((h) => h.hits).sort((a, b) => a - b),
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    now += 60_000;
    assert.equal((await store.hit('test|key', 60_000)).hits, 1);
  });
});

test('the demo users still sign in on a default test server', async () => {
  const server = await startTestServer({ roomTimerTickMs: 0 });
  try {
    assert.equal(typeof (await login(server.url, 'agent@demo.test')), 'string');
  } finally {
    await server.stop();
  }
});
