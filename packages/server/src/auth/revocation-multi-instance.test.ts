import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CLOSE_NOT_AUTHENTICATED } from '../realtime/connection.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { api, createTestDatabase, login, startTestServer, type TestServer } from '../test/helpers.ts';
import { listUuids, openVisitor, roomUpdate } from '../test/rooms.ts';
import { AGENT_PASSWORD, closedWithin, consoleSocket, editAgent, newAgent, stillOpen } from './testing.ts';

/**
 * A session ended on one instance ends the sockets held by the other within a second, through the
 * event bus (LISTEN/NOTIFY). PGlite is one process's database, so this runs only when DATABASE_URL
 * is set.
 */
const postgres = Boolean(process.env.DATABASE_URL);

describe('revocation across two instances', { skip: !postgres && 'DATABASE_URL is not set' }, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: TestServer;
  let b: TestServer;

  before(async () => {
    database = await createTestDatabase();
    // Started together: migrations and the demo seed must run once between them.
    [a, b] = await Promise.all([
      startTestServer({ roomTimerTickMs: 0 }, database),
      startTestServer({ roomTimerTickMs: 0 }, database),
    ]);
  });
  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  test('a password changed on A ends the other sessions’ sockets on B, and not the changing one', async () => {
    const agent = await newAgent(a);
    const [first, second] = [await agent.signIn(), await agent.signIn()];
    const [onB, keptOnB] = [await consoleSocket(b, first), await consoleSocket(b, second)];
    const changed = await api(a.url, '/api/core/password/change', {
      token: second,
      body: { old_password: AGENT_PASSWORD, password1: DEMO_PASSWORD, password2: DEMO_PASSWORD },
    });
    assert.equal(changed.status, 200);
    assert.equal(await closedWithin(onB, 1_000), CLOSE_NOT_AUTHENTICATED);
    assert.ok(await stillOpen(keptOnB));
    await keptOnB.close();
  });

  test('signing out on A ends that token’s socket on B; another session’s socket stays', async () => {
    const agent = await newAgent(a);
    const [leaving, staying] = [await agent.signIn(), await agent.signIn()];
    const [ends, stays] = [await consoleSocket(b, leaving), await consoleSocket(b, staying)];
    const out = await api(a.url, '/api/agents/agents/logout', { method: 'POST', token: leaving });
    assert.equal(out.status, 204);
    assert.equal(await closedWithin(ends, 1_000), CLOSE_NOT_AUTHENTICATED);
    assert.ok(await stillOpen(stays));
    await stays.close();
  });

  test('a skill taken away on A applies to the agent’s socket on B', async () => {
    const agent = await newAgent(a);
    const socket = await consoleSocket(b, await agent.signIn());
    const visitor = await openVisitor(a, 1, 'Multi');
    await socket.next(roomUpdate(visitor.uuid, 'waiting'));
    const manager = await login(a.url, 'manager@demo.test');
    assert.equal((await editAgent(a, manager, agent.id, { email: agent.email, skills: [] })).status, 200);
    const deadline = Date.now() + 1_000;
    while ((await listUuids(socket, 'waiting')).includes(visitor.uuid))
      assert.ok(Date.now() < deadline, 'the socket on B still sees the skill after a second');
    assert.ok(await stillOpen(socket));
    await Promise.all([socket.close(), visitor.socket.close()]);
  });
});
