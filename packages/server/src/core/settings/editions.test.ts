import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestServer, type TestServer } from '../../test/helpers.ts';
import { demoCaller } from './testing.ts';

let server: TestServer;
let call: Awaited<ReturnType<typeof demoCaller>>['call'];

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0, edition: 'hosted' });
  ({ call } = await demoCaller(server, '/api/core'));
});
after(() => server.stop());

test('in the hosted edition skills, group edits and external views do not exist, even for the owner', async () => {
  for (const [method, path, body] of [
    ['GET', '/settings/skills/'],
    ['POST', '/skills/', { name: 'Hébergée' }],
    ['GET', '/skills/1'],
    ['POST', '/skills/1', { name: 'Support' }],
    ['GET', '/skills/1/live-chat'],
    ['POST', '/skills/1/widget', { color: '#000000' }],
    ['POST', '/skills/1/calendar-update', { timezone: 'UTC', opening_hours: [] }],
    ['POST', '/groups/', { name: 'Hébergé' }],
    ['DELETE', '/groups/1'],
    ['GET', '/external-views/'],
    ['POST', '/external-views/', { label: 'CRM', url: 'https://crm.example' }],
  ] as const) {
    const answer = await call('owner', path, { method, body });
    assert.equal(answer.status, 404, `${method} ${path}`);
    assert.equal(answer.body.error, 'not_found');
  }
  assert.equal((await call('owner', '/skills/1')).status, 404);
  assert.equal(((await call('owner', '/skills/')).body as unknown as unknown[]).length, 2);
});

test('in the hosted edition groups are still read, sub-accounts and tokens still managed', async () => {
  const groups = (await call('manager', '/groups/')).body as { results: { name: string }[]; count: number };
  assert.deepEqual(
    groups.results.map((g) => g.name),
    ['Pôle Sales', 'Pôle Support'],
  );
  assert.equal((await call('admin', '/groups/list-roles')).status, 200);
  assert.equal((await call('admin', '/subaccounts/', { body: { name: 'Filiale' } })).status, 201);
  assert.equal((await call('admin', '/public-api/tokens/', { body: { label: 'Zapier' } })).status, 201);
});
