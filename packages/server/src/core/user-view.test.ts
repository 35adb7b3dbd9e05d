import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { User } from '@omnicanal/api';
import { api, login, startTestServer, type TestServer } from '../test/helpers.ts';
import { agentSocket } from '../test/rooms.ts';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => server.stop());

const groupId = async (name: string) =>
  (
    await server.context.db
      .selectFrom('skill_groups')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

test("the user's groups, sub-accounts and permission groups are answered as stored", async () => {
  const token = await login(server.url, 'agent@demo.test');
  const support = await groupId('Pôle Support');
  const account = (await api(server.url, '/api/core/user/account', { token })).body as unknown as User;
  assert.deepEqual(account.groups, [support]);
  assert.deepEqual(account.permissions.groups, [support]);
  assert.deepEqual(account.subaccounts, []);

  // A sub-account given in the agents settings shows on the next read, in every user answer.
  const db = server.context.db;
  const admin = await login(server.url, 'admin@demo.test');
  const created = await api(server.url, '/api/core/subaccounts/', {
    token: admin,
    body: { name: 'Filiale' },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const agent = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'agent@demo.test')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_subaccounts')
    .values({ user_id: agent.id, subaccount_id: created.body.id as number })
    .execute();
  const again = (await api(server.url, '/api/core/user/account', { token })).body as unknown as User;
  assert.deepEqual(again.subaccounts, [created.body.id]);
  const socket = await agentSocket(server, token);
  try {
    const settings = await socket.call<User>('settings');
    assert.deepEqual(settings.groups, [support]);
    assert.deepEqual(settings.subaccounts, [created.body.id]);
  } finally {
    await socket.close();
  }
});

test('a user in no group answers empty groups', async () => {
  const token = await login(server.url, 'owner@demo.test');
  const account = (await api(server.url, '/api/core/user/account', { token })).body as unknown as User;
  assert.deepEqual(account.groups, []);
  assert.deepEqual(account.permissions.groups, []);
});
