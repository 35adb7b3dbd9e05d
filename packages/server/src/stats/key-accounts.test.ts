import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { KeyAccountPortal } from '@omnicanal/api';
import { hashToken } from '../auth/tokens.ts';
import { otherCompany } from '../core/settings/testing.ts';
import { RATE_LIMITS } from '../limits/sizes.ts';
import type { OpenApiDocument } from '../openapi/document.ts';
import { api, signInDemo, startTestServer, type TestServer } from '../test/helpers.ts';
import { seedBotSession, seedRoom } from './testing.ts';

/*
 * A key account made by the demo owner reads the demo company's dashboards (rooms and bot
 * conversations seeded today, read at 15:00Z) exactly as the demo's manager does, and never
 * another company's: not one that did not grant it, not one that does not exist.
 */
const NOW = Date.parse('2026-03-29T15:00:00Z');
let server: TestServer;
let token: Record<'owner' | 'manager' | 'agent', string>;
let demo = 0;
let stranger: Awaited<ReturnType<typeof otherCompany>>;
let key = '';
let keyId = 0;
/** Every GET route a key account may read, from the API reference. */
let dashboards: string[] = [];
let document: OpenApiDocument;

const get = (path: string, bearer?: string) => api(server.url, path, bearer ? { token: bearer } : {});
const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0, clock: () => NOW });
  const db = server.context.db;
  token = await signInDemo(server, 'owner', 'manager', 'agent');
  demo = (
    await db
      .selectFrom('users')
      .select('company_id')
      .where('email', '=', 'owner@demo.test')
      .executeTakeFirstOrThrow()
  ).company_id;
  stranger = await otherCompany(server, 'owner');
  await seedRoom(db, {
    company: demo,
    skill: 1,
    created: '2026-03-29T08:03:00Z',
    visitor: [0],
    agentSays: [2],
    taken: 1,
    closed: 9,
    agent: 3,
  });
  await seedRoom(db, { company: demo, skill: 2, created: '2026-03-29T10:00:00Z', visitor: [0, 1] });
  await seedBotSession(db, {
    company: demo,
    skill: 1,
    created: '2026-03-29T09:00:00Z',
    handedOff: 2,
    nodes: ['welcome', 'menu', 'agent'],
  });
  await seedRoom(db, {
    company: stranger.company.id,
    skill: stranger.skill,
    created: '2026-03-29T09:00:00Z',
    visitor: [0],
  });

  const created = await api(server.url, '/api/core/key-accounts/', {
    token: token.owner,
    body: { label: 'Groupe' },
  });
  assert.equal(created.status, 201);
  key = created.body.token as string;
  keyId = created.body.id as number;

  document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApiDocument;
  dashboards = Object.entries(document.paths)
    .filter(([, methods]) => JSON.stringify(methods.get?.security ?? []).includes('"bearer"'))
    .filter(([, methods]) => JSON.stringify(methods.get?.security ?? []).includes('keyAccountToken'))
    .map(([path]) => path)
    .sort();
});
after(() => server.stop());

describe('a key account reading the dashboards', () => {
  test('every stats, second stats and guests statistics route, exports and monitoring included, is open to it', () => {
    for (const path of [
      '/api/stats/stats/dashboard',
      '/api/stats/stats/dashboard2',
      '/api/stats/stats/dashboard2_discussion_detail',
      '/api/stats/stats/dashboard2export',
      '/api/stats/stats/statistics',
      '/api/stats/stats/statistics2',
      '/api/stats/stats/statistics2export',
      '/api/stats/stats/dashboard-comments-gc',
      '/api/stats/stats/dashboard-comments-gc-export',
      '/api/guests/stats/conversations',
      '/api/guests/stats/contact-reasons',
      '/api/guests/stats/discussions',
      '/api/guests/stats/export-discussions',
      '/api/guests/stats/sankey',
      '/api/stats2/ticketing/dashboard',
      '/api/stats2/ticketing/export/events',
    ])
      assert.ok(dashboards.includes(path), path);
    // The header strip is a user's own figures: not a dashboard.
    assert.ok(!dashboards.includes('/api/stats/stats/gba-header'));
  });

  test('reads every dashboard of its granted company with the figures the manager reads', async () => {
    for (const path of dashboards)
      for (const query of ['interval=today', 'interval=lastweek', 'interval=today&format=xlsx']) {
        const url = withQuery(path, query);
        const manager = await get(url, token.manager);
        assert.equal(manager.status, 200, `${url}: ${JSON.stringify(manager.body)}`);
        const viewer = await get(withQuery(url, `company=${demo}`), key);
        assert.equal(viewer.status, 200, `${url}: ${JSON.stringify(viewer.body)}`);
        if (query.includes('xlsx')) continue; // the same rows as the CSV, zipped with a date inside
        assert.deepEqual(viewer.body, manager.body, url);
        assert.equal(viewer.headers.get('content-disposition'), manager.headers.get('content-disposition'));
      }
    // Not a room of another company counts: the figures are the demo's.
    const overview = await get(`/api/guests/stats/conversations?interval=today&company=${demo}`, key);
    assert.equal(overview.body.conversations, 2);
  });

  test('is refused a company not granted, one that does not exist, and no company at all', async () => {
    for (const path of dashboards)
      for (const company of [`&company=${stranger.company.id}`, '&company=999999', '', '&company=abc']) {
        const answer = await get(`${path}?interval=today${company}`, key);
        assert.equal(answer.status, 403, `${path} ${company}`);
        assert.equal(answer.body.error, 'permission_denied');
      }
  });

  test('a user names no company but their own; their roles are unchanged', async () => {
    const path = '/api/stats/stats/dashboard?interval=today';
    assert.equal((await get(`${path}&company=${demo}`, token.manager)).status, 200);
    const other = await get(`${path}&company=${stranger.company.id}`, token.manager);
    assert.equal(other.status, 403);
    assert.equal(other.body.error, 'permission_denied');
    assert.equal((await get(`${path}&company=${demo}`, token.agent)).status, 403);
    assert.equal((await get(`${path}&company=abc`, token.manager)).status, 400);
  });

  test('from a page of an origin the company does not allow, it is refused', async () => {
    const answer = await fetch(`${server.url}/api/stats/stats/dashboard?interval=today&company=${demo}`, {
      headers: { authorization: `Bearer ${key}`, origin: 'https://portail.example' },
    });
    assert.equal(answer.status, 403);
    assert.equal(((await answer.json()) as { error: string }).error, 'permission_denied');
  });

  test('is refused every other route of every service, as an unknown token is', async () => {
    const others = Object.entries(document.paths)
      .filter(([path, methods]) => !dashboards.includes(path) && methods.get)
      .filter(([, methods]) => JSON.stringify(methods.get?.security) === JSON.stringify([{ bearer: [] }]))
      .map(([path]) => path.replace(/\{[^}]+\}/g, '1'));
    for (const prefix of [
      '/api/core/user',
      '/api/core/key-accounts',
      '/api/agents/',
      '/api/campaigns/',
      '/api/bot/',
    ])
      assert.ok(
        others.some((p) => p.startsWith(prefix)),
        prefix,
      );
    assert.ok(others.some((p) => p.includes('settings') || p.includes('/agents/') || p.includes('skills')));
    for (const path of others) {
      const answer = await get(withQuery(path, `company=${demo}`), key);
      assert.equal(answer.status, 401, path);
      assert.equal(answer.body.error, 'not_authenticated', path);
    }
    const portal = await get('/api/stats/key-account', token.owner);
    assert.equal(portal.status, 401);
  });

  test('its portal lists the companies granted to it; another company grants it by its token', async () => {
    const before = await get('/api/stats/key-account', key);
    assert.equal(before.status, 200);
    const demoName = (
      await server.context.db
        .selectFrom('companies')
        .select('name')
        .where('id', '=', demo)
        .executeTakeFirstOrThrow()
    ).name;
    assert.deepEqual(before.body as unknown as KeyAccountPortal, {
      label: 'Groupe',
      companies: [{ id: demo, name: demoName }],
    });

    const granted = await api(server.url, '/api/core/key-accounts/grants', {
      token: stranger.token,
      body: { token: key },
    });
    assert.equal(granted.status, 201);
    const after = (await get('/api/stats/key-account', key)).body as unknown as KeyAccountPortal;
    assert.deepEqual(
      after.companies.map((c) => c.id).sort((a, b) => a - b),
      [demo, stranger.company.id].sort((a, b) => a - b),
    );
    const theirs = await get(
      `/api/guests/stats/conversations?interval=today&company=${stranger.company.id}`,
      key,
    );
    assert.equal(theirs.status, 200);
    assert.equal(theirs.body.conversations, 1);
  });

  test('a withdrawn grant ends its access at once', async () => {
    const path = `/api/stats/stats/dashboard?interval=today&company=${demo}`;
    assert.equal((await get(path, key)).status, 200);
    const gone = await api(server.url, `/api/core/key-accounts/${keyId}/grant`, {
      token: token.owner,
      method: 'DELETE',
    });
    assert.equal(gone.status, 204);
    const refused = await get(path, key);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error, 'permission_denied');
    const portal = (await get('/api/stats/key-account', key)).body as unknown as KeyAccountPortal;
    assert.deepEqual(
      portal.companies.map((c) => c.id),
      [stranger.company.id],
    );
  });
});

describe('a key account’s calls are rate limited as public API calls are', () => {
  let limited: TestServer;
  before(async () => {
    limited = await startTestServer({ roomTimerTickMs: 0, rateLimitScale: 0.01 });
  });
  after(() => limited.stop());

  test('past its budget it is answered 429 with retry-after', async () => {
    const db = limited.context.db;
    const company = (await db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow())
      .id;
    const secret = `okd_${'k'.repeat(43)}`;
    const row = await db
      .insertInto('key_accounts')
      .values({ label: 'Pressé', token_hash: hashToken(secret), created_by_company: company })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('key_account_grants')
      .values({ key_account_id: row.id, company_id: company })
      .execute();
    const max = Math.round(RATE_LIMITS.keyAccount.max * 0.01);
    const path = `/api/stats/stats/dashboard?interval=today&company=${company}`;
    for (let i = 0; i < max; i++) assert.equal((await api(limited.url, path, { token: secret })).status, 200);
    const refused = await api(limited.url, path, { token: secret });
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
  });
});
