import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { SettingsPage, Subaccount } from '@omnicanal/api';
import { api, startTestServer, type TestServer } from '../../test/helpers.ts';
import { demoCaller, otherCompany } from './testing.ts';

let server: TestServer;
let call: Awaited<ReturnType<typeof demoCaller>>['call'];
let stranger: Awaited<ReturnType<typeof otherCompany>>;
let singleSkill: Awaited<ReturnType<typeof otherCompany>>;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  ({ call } = await demoCaller(server, '/api/core'));
  stranger = await otherCompany(server, 'admin');
  singleSkill = await otherCompany(server, 'owner', 1);
});
after(() => server.stop());

const list = async (who: string, query = '') =>
  (await call(who, `/subaccounts/${query}`)).body as unknown as SettingsPage<Subaccount>;

describe('sub-accounts: access', () => {
  test('admins and the owner manage them; managers and agents are refused', async () => {
    const created = await call('admin', '/subaccounts/', { body: { name: 'Filiale Nord', skills: [1] } });
    assert.equal(created.status, 201);
    assert.deepEqual(created.body, { id: created.body.id, name: 'Filiale Nord', skills: [1] });
    const id = created.body.id as number;
    assert.equal((await call('owner', `/subaccounts/${id}`)).body.name, 'Filiale Nord');
    for (const who of ['manager', 'agent']) {
      for (const [method, path, body] of [
        ['GET', '/subaccounts/'],
        ['POST', '/subaccounts/', { name: `De ${who}` }],
        ['GET', `/subaccounts/${id}`],
        ['POST', `/subaccounts/${id}`, { name: 'Renommée' }],
        ['DELETE', `/subaccounts/${id}`],
      ] as const) {
        const answer = await call(who, path, { method, body });
        assert.equal(answer.status, 403, `${who} ${method} ${path}`);
        assert.equal(answer.body.error, 'permission_denied');
      }
    }
    assert.deepEqual(
      (await list('owner')).results.map((s) => s.name),
      ['Filiale Nord'],
    );
    assert.equal((await api(server.url, '/api/core/subaccounts/')).status, 401);
  });

  test('a company whose offer allows one skill has no sub-accounts: 404, even for its owner', async () => {
    for (const [method, path, body] of [
      ['GET', '/subaccounts/'],
      ['POST', '/subaccounts/', { name: 'Interdite' }],
      ['GET', '/subaccounts/1'],
      ['DELETE', '/subaccounts/1'],
    ] as const) {
      const answer = await call(singleSkill.token, path, { method, body });
      assert.equal(answer.status, 404, `${method} ${path}`);
    }
    const count = await server.context.db
      .selectFrom('subaccounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', singleSkill.company.id)
      .executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 0);
  });

  test("another company's sub-account answers 404", async () => {
    const theirs = await call(stranger.token, '/subaccounts/', { body: { name: 'Chez eux' } });
    const id = theirs.body.id as number;
    for (const method of ['GET', 'DELETE'])
      assert.equal((await call('admin', `/subaccounts/${id}`, { method })).status, 404, method);
    assert.equal((await call('admin', `/subaccounts/${id}`, { body: { name: 'Volée' } })).status, 404);
    assert.ok(!(await list('admin')).results.some((s) => s.id === id));
    assert.equal((await call(stranger.token, `/subaccounts/${id}`)).body.name, 'Chez eux');
  });
});

describe('sub-accounts: writing', () => {
  test('duplicates and bad input are refused and nothing is half-saved; delete removes', async () => {
    const created = await call('admin', '/subaccounts/', { body: { name: 'Filiale Sud', skills: [2] } });
    const id = created.body.id as number;
    const dup = await call('admin', '/subaccounts/', { body: { name: 'filiale sud' } });
    assert.equal(dup.body.error, 'already_exists');
    assert.deepEqual(dup.body.name, ['already_exists']);
    assert.equal(
      (await call('admin', `/subaccounts/${id}`, { body: { name: 'Filiale Nord' } })).body.error,
      'already_exists',
    );
    for (const [body, field] of [
      [{ name: ' ' }, 'name'],
      [{ name: 'Renommée', skills: [stranger.skill] }, 'skills'],
      [{ skills: [1] }, 'name'],
    ] as const) {
      const answer = await call('admin', `/subaccounts/${id}`, { body });
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.ok(Array.isArray(answer.body[field]), field);
    }
    assert.deepEqual((await call('admin', `/subaccounts/${id}`)).body, {
      id,
      name: 'Filiale Sud',
      skills: [2],
    });
    assert.deepEqual((await call('admin', `/subaccounts/${id}`, { body: { name: 'Filiale Ouest' } })).body, {
      id,
      name: 'Filiale Ouest',
      skills: [],
    });
    assert.equal((await call('admin', `/subaccounts/${id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await call('admin', `/subaccounts/${id}`)).status, 404);
  });

  test('the list searches and pages', async () => {
    await call('admin', '/subaccounts/', { body: { name: 'Agence Lyon' } });
    const all = await list('admin');
    assert.deepEqual(
      all.results.map((s) => s.name),
      ['Agence Lyon', 'Filiale Nord'],
    );
    assert.deepEqual(
      (await list('admin', '?search=lyon')).results.map((s) => s.name),
      ['Agence Lyon'],
    );
    const page = await list('admin', '?ordering=-name&limit=1');
    assert.deepEqual(
      page.results.map((s) => s.name),
      ['Filiale Nord'],
    );
    assert.equal(page.count, 2);
  });
});

describe('sub-accounts: deletion', () => {
  test('a deleted sub-account leaves no contact reason pointing at it', async () => {
    const { call: agents } = await demoCaller(server, '/api/agents');
    const kept = await call('admin', '/subaccounts/', { body: { name: 'Gardée', skills: [] } });
    const gone = await call('admin', '/subaccounts/', { body: { name: 'Supprimée', skills: [] } });
    const reason = await agents('admin', '/contactreasons/', {
      body: { label: 'Retour produit', skills: [], subaccounts: [kept.body.id, gone.body.id] },
    });
    assert.equal(reason.status, 201, JSON.stringify(reason.body));
    assert.equal((await call('admin', `/subaccounts/${gone.body.id}`, { method: 'DELETE' })).status, 204);
    const after = await agents('admin', `/contactreasons/${reason.body.id}`);
    assert.deepEqual(after.body.subaccounts, [kept.body.id]);
    // Saving it again is accepted: nothing refers to the deleted one any more.
    const saved = await agents('admin', `/contactreasons/${reason.body.id}`, {
      body: { label: 'Retour produit', skills: [], subaccounts: after.body.subaccounts },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
  });
});
