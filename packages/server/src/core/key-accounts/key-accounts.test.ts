import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { KeyAccount } from '@omnicanal/api';
import { hashToken } from '../../auth/tokens.ts';
import { api, startTestServer, type TestServer } from '../../test/helpers.ts';
import { demoCaller, otherCompany } from '../settings/testing.ts';

let server: TestServer;
let call: Awaited<ReturnType<typeof demoCaller>>['call'];
let stranger: Awaited<ReturnType<typeof otherCompany>>;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  ({ call } = await demoCaller(server, '/api/core'));
  stranger = await otherCompany(server, 'owner');
});
after(() => server.stop());

const list = async (who: string) => {
  const answer = await call(who, '/key-accounts/');
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body as unknown as KeyAccount[];
};

describe('key accounts, managed by the company owner', () => {
  let created: { id: number; label: string; token: string };

  test('the owner creates one: its token is answered once, only its hash is stored', async () => {
    const answer = await call('owner', '/key-accounts/', { body: { label: '  Groupe Hôtelier  ' } });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    created = answer.body as unknown as typeof created;
    assert.equal(created.label, 'Groupe Hôtelier');
    assert.match(created.token, /^okd_[A-Za-z0-9_-]{43}$/);

    const listed = await list('owner');
    assert.deepEqual(
      listed.map((k) => [k.id, k.label]),
      [[created.id, 'Groupe Hôtelier']],
    );
    assert.deepEqual(Object.keys(listed[0] ?? {}).sort(), ['created_at', 'granted_at', 'id', 'label']);
    assert.ok(!JSON.stringify(listed).includes(created.token.slice(4)));
    const row = await server.context.db
      .selectFrom('key_accounts')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.token_hash, hashToken(created.token));
    assert.ok(!JSON.stringify(row).includes(created.token.slice(4)));
  });

  test('admins, managers and agents are refused every route; without a token it is 401', async () => {
    for (const who of ['admin', 'manager', 'agent'])
      for (const [method, path, body] of [
        ['GET', '/key-accounts/'],
        ['POST', '/key-accounts/', { label: `De ${who}` }],
        ['POST', '/key-accounts/grants', { token: created.token }],
        ['DELETE', `/key-accounts/${created.id}/grant`],
      ] as const) {
        const answer = await call(who, path, { method, body });
        assert.equal(answer.status, 403, `${who} ${method} ${path}`);
        assert.equal(answer.body.error, 'permission_denied');
      }
    assert.equal((await list('owner')).length, 1);
    assert.equal((await api(server.url, '/api/core/key-accounts/')).status, 401);
    // A key account's own token is no user's: the management routes do not know it.
    const own = await api(server.url, '/api/core/key-accounts/', { token: created.token });
    assert.equal(own.status, 401);
    assert.equal(own.body.error, 'not_authenticated');
  });

  test('an empty label, an empty or unknown token are refused and nothing is saved', async () => {
    for (const body of [{}, { label: '   ' }, { label: 'x'.repeat(129) }]) {
      const answer = await call('owner', '/key-accounts/', { body });
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.ok(Array.isArray(answer.body.label), JSON.stringify(answer.body));
    }
    for (const body of [{}, { token: '' }]) {
      const answer = await call('owner', '/key-accounts/grants', { body });
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.ok(Array.isArray(answer.body.token), JSON.stringify(answer.body));
    }
    for (const token of [`${created.token}x`, 'okd_unknown', 'not-a-key-account']) {
      const answer = await call('owner', '/key-accounts/grants', { body: { token } });
      assert.equal(answer.status, 404, token);
      assert.equal(answer.body.error, 'not_found');
    }
    assert.equal((await list('owner')).length, 1);
    const count = await server.context.db
      .selectFrom('key_accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 1);
  });

  test('a second company grants the same key account by its token, and sees only its own grants', async () => {
    const granted = await call(stranger.token, '/key-accounts/grants', { body: { token: created.token } });
    assert.equal(granted.status, 201, JSON.stringify(granted.body));
    assert.equal(granted.body.id, created.id);
    // Granting twice changes nothing.
    assert.equal(
      (await call(stranger.token, '/key-accounts/grants', { body: { token: created.token } })).status,
      201,
    );
    assert.deepEqual(
      (await list(stranger.token)).map((k) => k.id),
      [created.id],
    );
    const theirs = await call(stranger.token, '/key-accounts/', { body: { label: 'Leur compte clé' } });
    assert.equal(theirs.status, 201);
    assert.deepEqual(
      (await list('owner')).map((k) => k.id),
      [created.id],
    );
    // The demo owner cannot withdraw a grant it never gave.
    const other = await call('owner', `/key-accounts/${theirs.body.id}/grant`, { method: 'DELETE' });
    assert.equal(other.status, 404);
    assert.equal((await list(stranger.token)).length, 2);
  });

  test('withdrawing a grant removes it for this company only', async () => {
    const gone = await call(stranger.token, `/key-accounts/${created.id}/grant`, { method: 'DELETE' });
    assert.equal(gone.status, 204);
    assert.equal(
      (await call(stranger.token, `/key-accounts/${created.id}/grant`, { method: 'DELETE' })).status,
      404,
    );
    assert.ok(!(await list(stranger.token)).some((k) => k.id === created.id));
    assert.deepEqual(
      (await list('owner')).map((k) => k.id),
      [created.id],
    );
  });
});
