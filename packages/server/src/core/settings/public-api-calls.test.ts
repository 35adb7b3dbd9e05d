import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { PublicApiCallsPage } from '@omnicanal/api';
import { api, signInDemo, startTestServer, type TestServer } from '../../test/helpers.ts';
import { otherCompany } from './testing.ts';

/*
 * The public API audit (Settings › API publique): the calls made with the company's tokens, for
 * its administrators only, newest first, by pages, filtered by token and by status; a revoked
 * token's calls still say whose they were.
 */

describe('the public API audit', () => {
  let server: TestServer;
  let tokens: Record<'owner' | 'admin' | 'manager' | 'agent', string>;
  const made: Record<'crm' | 'zapier', { id: number; token: string }> = {} as never;
  before(async () => {
    server = await startTestServer({ roomTimerTickMs: 0 });
    tokens = await signInDemo(server, 'owner', 'admin', 'manager', 'agent');
    for (const [key, label] of [
      ['crm', 'Intégration CRM'],
      ['zapier', 'Zapier'],
    ] as const) {
      const created = await api(server.url, '/api/core/public-api/tokens/', {
        token: tokens.admin,
        body: { label },
      });
      made[key] = created.body as unknown as { id: number; token: string };
    }
    // In order: crm 200, crm 400, zapier 200, crm 404.
    const call = (path: string, token: string) => api(server.url, `/api/public${path}`, { token });
    await call('/rooms', made.crm.token);
    await call('/rooms?status=everything', made.crm.token);
    await call('/rooms', made.zapier.token);
    await call('/rooms/00000000-0000-4000-8000-000000000000/messages', made.crm.token);
  });
  after(() => server.stop());

  const audit = async (who: string, query = '') => {
    const answer = await api(server.url, `/api/core/public-api/calls${query}`, { token: who });
    return { status: answer.status, page: answer.body as unknown as PublicApiCallsPage };
  };

  test('administrators read every call, newest first, with its token, scope and the company zone', async () => {
    const { status, page } = await audit(tokens.admin);
    assert.equal(status, 200);
    assert.equal(page.count, 4);
    assert.equal(page.zone, 'Europe/Paris');
    assert.deepEqual(
      page.results.map((c) => [c.token_label, c.method, c.path, c.status, c.scope]),
      [
        [
          'Intégration CRM',
          'GET',
          '/api/public/rooms/00000000-0000-4000-8000-000000000000/messages',
          404,
          'rooms:read',
        ],
        ['Zapier', 'GET', '/api/public/rooms', 200, 'rooms:read'],
        ['Intégration CRM', 'GET', '/api/public/rooms', 400, 'rooms:read'],
        ['Intégration CRM', 'GET', '/api/public/rooms', 200, 'rooms:read'],
      ],
    );
    assert.ok(!Number.isNaN(Date.parse(page.results[0]?.at ?? '')));
    assert.equal((await audit(tokens.owner)).status, 200);
  });

  test('managers and agents may not read it; another company sees none of it', async () => {
    assert.equal((await audit(tokens.manager)).status, 403);
    assert.equal((await audit(tokens.agent)).status, 403);
    const stranger = await otherCompany(server, 'admin');
    const theirs = await audit(stranger.token);
    assert.equal(theirs.status, 200);
    assert.deepEqual(theirs.page.results, []);
    assert.equal(theirs.page.count, 0);
    // Naming this company's token changes nothing.
    assert.equal((await audit(stranger.token, `?token=${made.crm.id}`)).page.count, 0);
  });

  test('pages, and filters by token and by status (a class or one code)', async () => {
    const second = await audit(tokens.admin, '?offset=1&limit=2');
    assert.equal(second.page.count, 4);
    assert.deepEqual(
      second.page.results.map((c) => [c.token_label, c.status]),
      [
        ['Zapier', 200],
        ['Intégration CRM', 400],
      ],
    );
    const zapier = await audit(tokens.admin, `?token=${made.zapier.id}`);
    assert.deepEqual(
      zapier.page.results.map((c) => c.token_id),
      [made.zapier.id],
    );
    const errors = await audit(tokens.admin, '?status=4xx');
    assert.deepEqual(
      errors.page.results.map((c) => c.status),
      [404, 400],
    );
    const crmOk = await audit(tokens.admin, `?token=${made.crm.id}&status=200`);
    assert.equal(crmOk.page.count, 1);
    for (const bad of ['?status=abc', '?status=600', '?limit=0', '?limit=101', '?token=x'])
      assert.equal((await audit(tokens.admin, bad)).status, 400, bad);
  });

  test("a revoked token's calls stay, still named", async () => {
    const revoked = await api(server.url, `/api/core/public-api/tokens/${made.zapier.id}`, {
      token: tokens.admin,
      method: 'DELETE',
    });
    assert.equal(revoked.status, 204);
    const { page } = await audit(tokens.admin, '?status=2xx');
    const zapier = page.results.find((c) => c.token_label === 'Zapier');
    assert.ok(zapier);
    assert.equal(zapier.token_id, null);
  });
});
