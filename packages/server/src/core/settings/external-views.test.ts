import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ExternalView, SettingsPage } from '@omnicanal/api';
import { api, startTestServer, type TestServer } from '../../test/helpers.ts';
import { demoCaller, otherCompany } from './testing.ts';

let server: TestServer;
let call: Awaited<ReturnType<typeof demoCaller>>['call'];
let stranger: Awaited<ReturnType<typeof otherCompany>>;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  ({ call } = await demoCaller(server, '/api/core'));
  stranger = await otherCompany(server, 'owner');
});
after(() => server.stop());

const crm = { label: 'CRM', icon: 'address-book', url: 'https://crm.example/contacts?id=1', skill: 1 };
const list = async (who: string, query = '') =>
  (await call(who, `/external-views/${query}`)).body as unknown as SettingsPage<ExternalView>;

describe('external views: access', () => {
  test('only the owner reads and writes them', async () => {
    const created = await call('owner', '/external-views/', { body: crm });
    assert.equal(created.status, 201);
    assert.deepEqual(created.body, { id: created.body.id, ...crm });
    const id = created.body.id as number;
    for (const who of ['admin', 'manager', 'agent']) {
      for (const [method, path, body] of [
        ['GET', '/external-views/'],
        ['POST', '/external-views/', { ...crm, label: `De ${who}` }],
        ['GET', `/external-views/${id}`],
        ['POST', `/external-views/${id}`, { ...crm, label: 'Renommée' }],
        ['DELETE', `/external-views/${id}`],
      ] as const) {
        const answer = await call(who, path, { method, body });
        assert.equal(answer.status, 403, `${who} ${method} ${path}`);
        assert.equal(answer.body.error, 'permission_denied');
      }
    }
    assert.deepEqual((await list('owner')).results, [{ id, ...crm }]);
    assert.equal((await api(server.url, '/api/core/external-views/')).status, 401);
  });

  test("another company's view answers 404; a view cannot point at another company's skill", async () => {
    const theirs = await call(stranger.token, '/external-views/', {
      body: { ...crm, skill: stranger.skill },
    });
    assert.equal(theirs.status, 201);
    const id = theirs.body.id as number;
    for (const method of ['GET', 'DELETE'])
      assert.equal((await call('owner', `/external-views/${id}`, { method })).status, 404, method);
    assert.equal((await call('owner', `/external-views/${id}`, { body: crm })).status, 404);
    assert.ok(!(await list('owner')).results.some((v) => v.id === id));
    const borrowed = await call('owner', '/external-views/', {
      body: { ...crm, label: 'Emprunt', skill: stranger.skill },
    });
    assert.equal(borrowed.status, 400);
    assert.deepEqual(borrowed.body.skill, ['unknown_skill']);
    assert.ok(!(await list('owner')).results.some((v) => v.label === 'Emprunt'));
  });
});

describe('external views: writing', () => {
  test('only http and https addresses are kept; other input is refused field by field', async () => {
    for (const [patch, field] of [
      [{ url: 'javascript:alert(1)' }, 'url'],
      [{ url: 'data:text/html,hi' }, 'url'],
      [{ url: 'ftp://files.example' }, 'url'],
      [{ url: 'crm.example' }, 'url'],
      [{ url: '' }, 'url'],
      [{ label: '' }, 'label'],
      [{ label: 'x'.repeat(129) }, 'label'],
      [{ icon: '<svg>' }, 'icon'],
      [{ skill: 0 }, 'skill'],
    ] as const) {
      const answer = await call('owner', '/external-views/', {
        body: { ...crm, label: 'Nouvelle', ...patch },
      });
      assert.equal(answer.status, 400, JSON.stringify(patch));
      assert.ok(Array.isArray(answer.body[field]), `${field}: ${JSON.stringify(answer.body)}`);
    }
    assert.deepEqual(
      (await list('owner')).results.map((v) => v.label),
      ['CRM'],
    );
    const plain = await call('owner', '/external-views/', {
      body: { label: 'Intranet', url: 'http://intranet.example/' },
    });
    assert.equal(plain.status, 201);
    assert.deepEqual(plain.body, {
      id: plain.body.id,
      label: 'Intranet',
      icon: '',
      url: 'http://intranet.example/',
      skill: null,
    });
  });

  test('labels are unique (any case); an update keeps its own; delete removes', async () => {
    const dup = await call('owner', '/external-views/', { body: { ...crm, label: 'crm' } });
    assert.equal(dup.body.error, 'already_exists');
    assert.deepEqual(dup.body.label, ['already_exists']);
    const [view] = (await list('owner', '?search=crm')).results;
    assert.ok(view);
    const updated = await call('owner', `/external-views/${view.id}`, {
      body: { ...crm, url: 'https://crm.example/v2' },
    });
    assert.equal(updated.body.url, 'https://crm.example/v2');
    assert.equal(
      (await call('owner', `/external-views/${view.id}`, { body: { ...crm, label: 'Intranet' } })).body.error,
      'already_exists',
    );
    assert.equal((await call('owner', `/external-views/${view.id}`)).body.label, 'CRM');
    assert.equal((await call('owner', `/external-views/${view.id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await call('owner', `/external-views/${view.id}`)).status, 404);
    const rest = await list('owner', '?ordering=-label&limit=1');
    assert.deepEqual(
      rest.results.map((v) => v.label),
      ['Intranet'],
    );
    assert.equal(rest.count, 1);
  });
});
