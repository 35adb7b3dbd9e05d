import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, login, startTestServer, type TestServer, TestSocket } from '../test/helpers.ts';
import { agentSocket } from '../test/rooms.ts';

describe('agent controls: break and settings', () => {
  let server: TestServer;
  const NAMES = ['owner', 'admin', 'manager', 'agent', 'agent2'] as const;
  type Name = (typeof NAMES)[number];
  const tokens = {} as Record<Name, string>;
  const uuids = {} as Record<Name, string>;
  const sockets: TestSocket[] = [];
  /** A socket that hears what happens from now on, without the log's past. */
  const live = async (token: string) => {
    const socket = await TestSocket.open(server.wsUrl('/api/agents/ws', token));
    await socket.call('resume', { since: null });
    return socket;
  };
  const pause = (who: Name, target: Name, value: boolean) =>
    api(server.url, '/api/agents/agents/pause', {
      token: tokens[who],
      body: { agent: uuids[target], pause: value },
    });

  before(async () => {
    server = await startTestServer({ roomTimerTickMs: 0 });
    for (const name of NAMES) {
      tokens[name] = await login(server.url, `${name}@demo.test`);
      const row = await server.context.db
        .selectFrom('users')
        .select('uuid')
        .where('email', '=', `${name}@demo.test`)
        .executeTakeFirstOrThrow();
      uuids[name] = row.uuid;
    }
  });
  after(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await server?.stop();
  });

  const matrix: { who: Name; target: Name; status: number }[] = [
    { who: 'agent', target: 'agent', status: 200 },
    { who: 'agent', target: 'agent2', status: 403 },
    { who: 'agent', target: 'manager', status: 403 },
    { who: 'manager', target: 'agent', status: 200 },
    { who: 'admin', target: 'agent2', status: 200 },
    { who: 'owner', target: 'manager', status: 200 },
    // Never above one's own rank.
    { who: 'manager', target: 'admin', status: 403 },
    { who: 'manager', target: 'owner', status: 403 },
    { who: 'admin', target: 'owner', status: 403 },
  ];
  for (const { who, target, status } of matrix)
    test(`${who} pausing ${target} answers ${status}`, async () => {
      const answer = await pause(who, target, true);
      assert.equal(answer.status, status, JSON.stringify(answer.body));
      if (status === 403) assert.equal(answer.body.error, 'agent:forbidden');
      else assert.deepEqual(answer.body, { agent: uuids[target], pause: true, status: 5 });
      await pause(target, target, false);
    });

  test('an unknown agent, a bad body and no token are refused', async () => {
    const unknown = await api(server.url, '/api/agents/agents/pause', {
      token: tokens.manager,
      body: { agent: '00000000-0000-4000-8000-000000000000', pause: true },
    });
    assert.equal(unknown.status, 403);
    assert.equal(
      (await api(server.url, '/api/agents/agents/pause', { token: tokens.manager, body: { pause: 1 } }))
        .status,
      400,
    );
    assert.equal(
      (await api(server.url, '/api/agents/agents/pause', { body: { agent: uuids.agent, pause: true } }))
        .status,
      401,
    );
  });

  test("a manager's break reaches the agent's console live, and no one else's", async () => {
    // From now on: the breaks of the permission tests are in the log too.
    const agent = await live(tokens.agent);
    const other = await live(tokens.agent2);
    const admin = await live(tokens.admin);
    sockets.push(agent, other, admin);
    assert.equal((await pause('manager', 'agent', true)).status, 200);
    const event = await agent.next((f) => f.type === 'event' && f.kind === 'pause');
    assert.deepEqual(event.data, { pause: true });
    assert.equal((await agent.call<{ status: number }>('settings')).status, 4);
    await agent.call('pause', { pause: false });
    assert.deepEqual((await agent.next((f) => f.kind === 'pause')).data, { pause: false });
    await Promise.all([other.settle(), admin.settle()]);
    assert.deepEqual([...other.events('pause'), ...admin.events('pause')], []);
  });

  test('settings answers the user; an update changes only the own allowed fields', async () => {
    const socket = await agentSocket(server, tokens.agent);
    sockets.push(socket);
    const user = await socket.call<Record<string, unknown>>('settings');
    assert.equal(user.uuid, uuids.agent);
    assert.equal(user.pause, false);
    assert.equal(user.auto_fill, false);
    assert.equal(user.max_rooms, 5);
    assert.equal(user.status, 1);
    assert.deepEqual((user.permissions as { skills: unknown }).skills, [{ id: 1, auto_allocation: true }]);
    const updated = await socket.call<Record<string, unknown>>('settings', {
      update: { ...user, auto_fill: true, language: 'en', want_notif: false, max_rooms: 99, pause: true },
    });
    assert.equal(updated.auto_fill, true);
    assert.equal(updated.language, 'en');
    assert.equal(updated.want_notif, false);
    assert.equal(updated.max_rooms, 5);
    assert.equal(updated.pause, false);
    const refused = await socket.request('settings', { update: { language: 'de' } });
    assert.equal(refused.code, 'invalid_payload');
    const account = await api(server.url, '/api/core/user/account', { token: tokens.agent });
    assert.equal(account.body.language, 'en');
  });

  test("auto_fill switches one's own autofill", async () => {
    const off = await api(server.url, '/api/agents/agents/auto_fill', {
      token: tokens.agent2,
      body: { auto_fill: false },
    });
    assert.deepEqual(off.body, { auto_fill: false });
    const bad = await api(server.url, '/api/agents/agents/auto_fill', {
      token: tokens.agent2,
      body: { auto_fill: 'yes' },
    });
    assert.equal(bad.status, 400);
  });
});
