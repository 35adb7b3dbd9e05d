import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { PublicApiToken, SettingsPage } from '@omnicanal/api';
import { publicApiClient } from '../../auth/api-tokens.ts';
import { hashToken } from '../../auth/tokens.ts';
import { api, login, startTestServer, type TestServer } from '../../test/helpers.ts';
import { demoCaller, otherCompany } from './testing.ts';

let server: TestServer;
let call: Awaited<ReturnType<typeof demoCaller>>['call'];
let stranger: Awaited<ReturnType<typeof otherCompany>>;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  ({ call } = await demoCaller(server, '/api/core'));
  stranger = await otherCompany(server, 'admin');
});
after(() => server.stop());

const list = async (who: string, query = '') =>
  (await call(who, `/public-api/tokens/${query}`)).body as unknown as SettingsPage<PublicApiToken>;

describe('public API tokens', () => {
  test('an admin creates a token: the secret is answered once, only its hash is stored', async () => {
    const created = await call('admin', '/public-api/tokens/', { body: { label: 'Zapier' } });
    assert.equal(created.status, 201);
    const { id, label, token } = created.body as { id: number; label: string; token: string };
    assert.equal(label, 'Zapier');
    assert.match(token, /^ocp_[A-Za-z0-9_-]{43}$/);
    const listed = await list('owner');
    assert.equal(listed.count, 1);
    assert.deepEqual(Object.keys(listed.results[0] ?? {}).sort(), [
      'created_at',
      'id',
      'label',
      'last_used_at',
      'scopes',
    ]);
    assert.deepEqual(listed.results[0]?.scopes, ['rooms:read']);
    assert.ok(!JSON.stringify(listed).includes(token.slice(4)));
    const row = await server.context.db
      .selectFrom('public_api_tokens')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    assert.equal(row.token_hash, hashToken(token));
    assert.ok(!JSON.stringify(row).includes(token.slice(4)));

    const demo = row.company_id;
    assert.equal((await publicApiClient(server.context.db, token))?.companyId, demo);
    assert.equal(await publicApiClient(server.context.db, `${token}x`), null);
    assert.notEqual((await list('admin')).results[0]?.last_used_at, null);
  });

  test('managers and agents are refused; without a token it is 401', async () => {
    const [first] = (await list('admin')).results;
    assert.ok(first);
    for (const who of ['manager', 'agent']) {
      for (const [method, path, body] of [
        ['GET', '/public-api/tokens/'],
        ['POST', '/public-api/tokens/', { label: `De ${who}` }],
        ['DELETE', `/public-api/tokens/${first.id}`],
      ] as const) {
        const answer = await call(who, path, { method, body });
        assert.equal(answer.status, 403, `${who} ${method} ${path}`);
        assert.equal(answer.body.error, 'permission_denied');
      }
    }
    assert.equal((await list('admin')).count, 1);
    assert.equal((await api(server.url, '/api/core/public-api/tokens/')).status, 401);
  });

  test('labels are unique in the company (any case) and must be given', async () => {
    const dup = await call('admin', '/public-api/tokens/', { body: { label: 'ZAPIER' } });
    assert.equal(dup.status, 400);
    assert.equal(dup.body.error, 'already_exists');
    assert.deepEqual(dup.body.label, ['already_exists']);
    for (const body of [{}, { label: '  ' }, { label: 'x'.repeat(129) }]) {
      const answer = await call('admin', '/public-api/tokens/', { body });
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.ok(Array.isArray(answer.body.label));
    }
    assert.equal((await list('admin')).count, 1);
    assert.equal(
      (await call(stranger.token, '/public-api/tokens/', { body: { label: 'Zapier' } })).status,
      201,
    );
  });

  test("another company's token cannot be seen or revoked; a revoked token stops working", async () => {
    const theirs = (await list(stranger.token)).results;
    assert.deepEqual(
      theirs.map((t) => t.label),
      ['Zapier'],
    );
    const theirId = theirs[0]?.id as number;
    assert.equal((await call('admin', `/public-api/tokens/${theirId}`, { method: 'DELETE' })).status, 404);
    assert.equal((await list(stranger.token)).count, 1);
    assert.ok(!(await list('admin')).results.some((t) => t.id === theirId));

    const created = await call('owner', '/public-api/tokens/', { body: { label: 'Make' } });
    const token = created.body.token as string;
    assert.notEqual(await publicApiClient(server.context.db, token), null);
    assert.equal(
      (await call('admin', `/public-api/tokens/${created.body.id}`, { method: 'DELETE' })).status,
      204,
    );
    assert.equal(await publicApiClient(server.context.db, token), null);
    assert.equal(
      (await call('admin', `/public-api/tokens/${created.body.id}`, { method: 'DELETE' })).status,
      404,
    );
  });

  test('the list searches, orders and pages', async () => {
    await call('admin', '/public-api/tokens/', { body: { label: 'Intégration CRM' } });
    assert.deepEqual(
      (await list('admin')).results.map((t) => t.label),
      ['Intégration CRM', 'Zapier'],
    );
    assert.deepEqual(
      (await list('admin', '?ordering=label')).results.map((t) => t.label),
      ['Intégration CRM', 'Zapier'],
    );
    assert.deepEqual(
      (await list('admin', '?search=integration')).results.map((t) => t.label),
      ['Intégration CRM'],
    );
    const page = await list('admin', '?ordering=-label&offset=1&limit=1');
    assert.deepEqual(
      page.results.map((t) => t.label),
      ['Intégration CRM'],
    );
    assert.equal(page.count, 2);
  });
});

describe('the public API, called with a public API token', () => {
  const get = (path: string, token?: string) => api(server.url, `/api/public${path}`, token ? { token } : {});
  const calls = (tokenId: number) =>
    server.context.db.selectFrom('public_api_calls').selectAll().where('token_id', '=', tokenId).execute();

  test("a token lists its company's rooms and reads their messages; every call is kept for the audit", async () => {
    const created = await call('admin', '/public-api/tokens/', { body: { label: 'Entrepôt de données' } });
    const { id, token } = created.body as { id: number; token: string };
    const visitor = await api(server.url, '/api/guests/sessions', { body: { skill: 1, name: 'Inès' } });
    const room = (visitor.body as { room: { uuid: string } }).room.uuid;
    // Another company's conversation, which the token must never reach.
    const theirs = await api(server.url, '/api/guests/sessions', { body: { skill: stranger.skill } });
    const theirRoom = (theirs.body as { room: { uuid: string } }).room.uuid;

    const waiting = await get('/rooms?status=waiting', token);
    assert.equal(waiting.status, 200);
    const uuids = (waiting.body as { rooms: { uuid: string }[] }).rooms.map((r) => r.uuid);
    assert.ok(uuids.includes(room));
    assert.ok(!uuids.includes(theirRoom));
    const messages = await get(`/rooms/${room}/messages`, token);
    assert.equal(messages.status, 200);
    assert.ok(Array.isArray(messages.body));
    assert.equal((await get(`/rooms/${theirRoom}/messages`, token)).status, 404);
    assert.equal((await get('/rooms?status=everything', token)).status, 400);

    const audit = await calls(id);
    assert.deepEqual(
      audit.map((c) => [c.method, c.path, c.status]),
      [
        ['GET', '/api/public/rooms', 200],
        ['GET', `/api/public/rooms/${room}/messages`, 200],
        ['GET', `/api/public/rooms/${theirRoom}/messages`, 404],
        ['GET', '/api/public/rooms', 400],
      ],
    );
  });

  test("a user's session, no token or a revoked token is refused; a token without the scope is forbidden", async () => {
    assert.equal((await get('/rooms')).status, 401);
    // A signed-in user's own token is not a public API token.
    assert.equal((await get('/rooms', await login(server.url, 'admin@demo.test'))).status, 401);

    const created = await call('admin', '/public-api/tokens/', { body: { label: 'Révoqué bientôt' } });
    const { id, token } = created.body as { id: number; token: string };
    assert.equal((await get('/rooms', token)).status, 200);
    await call('admin', `/public-api/tokens/${id}`, { method: 'DELETE' });
    assert.equal((await get('/rooms', token)).status, 401);

    const narrow = await call('admin', '/public-api/tokens/', { body: { label: 'Sans droit' } });
    await server.context.db
      .updateTable('public_api_tokens')
      .set({ scopes: JSON.stringify([]) })
      .where('id', '=', narrow.body.id as number)
      .execute();
    const refused = await get('/rooms', narrow.body.token as string);
    assert.equal(refused.status, 403);
    assert.equal((refused.body as { error: string }).error, 'permission_denied');
    assert.equal(
      (await call('admin', '/public-api/tokens/', { body: { label: 'Rien', scopes: [] } })).status,
      400,
    );
    assert.equal(
      (await call('admin', '/public-api/tokens/', { body: { label: 'Tout', scopes: ['admin:all'] } })).status,
      400,
    );
  });
});
