import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AssignableRole, SettingsPage, SkillGroup } from '@omnicanal/api';
import { api, startTestServer, type TestServer } from '../../test/helpers.ts';
import { assignableRoles } from './groups.ts';
import { demoCaller, demoUserOfRole, otherCompany } from './testing.ts';

let server: TestServer;
let call: Awaited<ReturnType<typeof demoCaller>>['call'];
let tokens: Record<string, string>;
let stranger: Awaited<ReturnType<typeof otherCompany>>;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  ({ call, tokens } = await demoCaller(server, '/api/core'));
  tokens.content_manager = await demoUserOfRole(server, 'content_manager');
  tokens.supervisor = await demoUserOfRole(server, 'supervisor');
  stranger = await otherCompany(server, 'admin');
});
after(() => server.stop());

const list = async (who: string, query = '') =>
  (await call(who, `/groups/${query}`)).body as unknown as SettingsPage<SkillGroup>;

describe('groups: access', () => {
  test('content managers and up read; only admins and the owner write', async () => {
    const created = await call('admin', '/groups/', { body: { name: 'Équipe A', skills: [1] } });
    assert.equal(created.status, 201);
    const id = created.body.id as number;
    for (const who of ['content_manager', 'manager', 'admin', 'owner']) {
      assert.equal((await call(tokens[who] as string, '/groups/')).status, 200, who);
      assert.equal((await call(tokens[who] as string, `/groups/${id}`)).status, 200, who);
      assert.equal((await call(tokens[who] as string, '/groups/list-roles')).status, 200, who);
    }
    for (const who of ['agent', 'supervisor']) {
      for (const path of ['/groups/', `/groups/${id}`, '/groups/list-roles']) {
        const answer = await call(tokens[who] as string, path);
        assert.equal(answer.status, 403, `${who} ${path}`);
        assert.equal(answer.body.error, 'permission_denied');
      }
    }
    for (const who of ['content_manager', 'manager', 'agent']) {
      const token = tokens[who] as string;
      assert.equal((await call(token, '/groups/', { body: { name: `De ${who}` } })).status, 403, who);
      assert.equal((await call(token, `/groups/${id}`, { body: { name: 'Renommé' } })).status, 403, who);
      assert.equal((await call(token, `/groups/${id}`, { method: 'DELETE' })).status, 403, who);
    }
    // The demo company's own groups, and the one just added.
    assert.deepEqual(
      (await list('admin')).results.map((g) => g.name),
      ['Équipe A', 'Pôle Sales', 'Pôle Support'],
    );
    assert.equal(
      (await call('owner', `/groups/${id}`, { body: { name: 'Équipe B', skills: [] } })).status,
      200,
    );
    assert.equal((await api(server.url, '/api/core/groups/')).status, 401);
  });

  test("another company's group answers 404; its list is its own", async () => {
    const theirs = await call(stranger.token, '/groups/', {
      body: { name: 'Chez eux', skills: [stranger.skill] },
    });
    assert.equal(theirs.status, 201);
    const id = theirs.body.id as number;
    for (const method of ['GET', 'DELETE'])
      assert.equal((await call('admin', `/groups/${id}`, { method })).status, 404);
    assert.equal((await call('admin', `/groups/${id}`, { body: { name: 'Volé' } })).status, 404);
    assert.ok(!(await list('admin')).results.some((g) => g.id === id));
    assert.deepEqual(
      (await list(stranger.token)).results.map((g) => g.name),
      ['Chez eux'],
    );
    assert.equal((await call(stranger.token, `/groups/${id}`)).body.name, 'Chez eux');
  });
});

describe('groups: writing', () => {
  test('names are unique in the company (any case); skills must be the company’s; nothing half-saved', async () => {
    const group = await call('admin', '/groups/', { body: { name: 'Ventes', skills: [2] } });
    const id = group.body.id as number;
    const dup = await call('admin', '/groups/', { body: { name: 'VENTES' } });
    assert.equal(dup.status, 400);
    assert.equal(dup.body.error, 'already_exists');
    assert.deepEqual(dup.body.name, ['already_exists']);
    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(129) }, 'name'],
      [{ name: 'Ok', skills: ['1'] }, 'skills.0'],
      [{ name: 'Renommé', skills: [stranger.skill] }, 'skills'],
      [{ name: 'Renommé', skills: [999_999] }, 'skills'],
    ] as const) {
      const answer = await call('admin', `/groups/${id}`, { body });
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.ok(Array.isArray(answer.body[field]), `${field}: ${JSON.stringify(answer.body)}`);
    }
    assert.deepEqual((await call('admin', `/groups/${id}`)).body, { id, name: 'Ventes', skills: [2] });
    assert.equal(
      (await call('admin', `/groups/${id}`, { body: { name: 'ventes', skills: [1, 1, 2] } })).body.name,
      'ventes',
    );
    assert.deepEqual((await call('admin', `/groups/${id}`)).body.skills, [1, 2]);
  });

  test('delete removes the group; a second delete is 404', async () => {
    const group = await call('admin', '/groups/', { body: { name: 'Éphémère' } });
    const id = group.body.id as number;
    assert.equal((await call('admin', `/groups/${id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await call('admin', `/groups/${id}`)).status, 404);
    assert.equal((await call('admin', `/groups/${id}`, { method: 'DELETE' })).status, 404);
  });

  test('the list searches, orders and pages', async () => {
    const all = await list('admin', '?ordering=-name');
    const names = all.results.map((g) => g.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => b.localeCompare(a, 'fr', { sensitivity: 'base' })),
    );
    assert.deepEqual(
      (await list('admin', '?search=equipe')).results.map((g) => g.name),
      ['Équipe B'],
    );
    const page = await list('admin', '?offset=1&limit=1');
    assert.equal(page.results.length, 1);
    assert.equal(page.count, all.count);
  });
});

describe('groups: list-roles', () => {
  test('answers the roles the caller may assign, with labels, never owner', async () => {
    const roles = (await call('admin', '/groups/list-roles')).body as unknown as AssignableRole[];
    assert.deepEqual(
      roles.map((r) => r.value),
      [
        'admin',
        'manager',
        'content_manager',
        'flow_manager',
        'stats_manager',
        'claim_agent',
        'agent',
        'supervisor',
      ],
    );
    assert.equal(roles.find((r) => r.value === 'claim_agent')?.label, 'CC');
    const cm = (await call(tokens.content_manager as string, '/groups/list-roles'))
      .body as unknown as AssignableRole[];
    assert.ok(!cm.some((r) => r.value === 'manager' || r.value === 'admin'));
  });

  test('labels follow the language; owner rank gives every role but owner', () => {
    assert.equal(assignableRoles('owner', 'en').find((r) => r.value === 'admin')?.label, 'Administrator');
    assert.equal(assignableRoles('owner', 'fr').find((r) => r.value === 'admin')?.label, 'Administrateur');
    assert.equal(assignableRoles('owner', 'fr').length, 8);
    assert.deepEqual(
      assignableRoles('agent', 'fr').map((r) => r.value),
      ['claim_agent', 'agent', 'supervisor'],
    );
  });
});
