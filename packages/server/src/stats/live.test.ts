import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { demoUserOfRole, otherCompany } from '../core/settings/testing.ts';
import {
  api,
  type Frame,
  signInDemo,
  startTestServer,
  type TestServer,
  TestSocket,
} from '../test/helpers.ts';

/*
 * The monitoring socket: a manager hears that monitoring changed when a room of their company
 * waits, is taken and closed, and when an agent comes, pauses or goes; never for another
 * company's rooms. Who may not read monitoring is refused when opening it.
 */
let server: TestServer;
let token: Record<'owner' | 'manager' | 'agent', string>;
let stranger: Awaited<ReturnType<typeof otherCompany>>;
let key = '';
let keyId = 0;

/** Pushes this far apart at least (the server's default is 1.5 s): the quiet waits stay short. */
const GAP_MS = 300;
const changed = (f: Frame) => f.type === 'event' && f.kind === 'monitoring_changed';
const wsUrl = (bearer: string, company?: number) =>
  `${server.wsUrl('/api/stats/ws', bearer)}${company === undefined ? '' : `&company=${company}`}`;

/** A resumed monitoring socket, as the view opens it. */
async function watch(bearer: string, company?: number): Promise<TestSocket> {
  const socket = await TestSocket.open(wsUrl(bearer, company));
  assert.deepEqual(await socket.call('resume', { since: null }), { last_seq: 0 });
  return socket;
}

/** Waits past a push's delay and gap: what was to come has come. */
async function quiet(socket: TestSocket): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, GAP_MS + 300));
  await socket.settle();
}

async function visitor(skill: number) {
  const { status, body } = await api(server.url, '/api/guests/sessions', { body: { skill, name: 'Léa' } });
  assert.equal(status, 201, JSON.stringify(body));
  return (body as { room: { uuid: string } }).room.uuid;
}

async function refused(bearer: string, company?: number) {
  const socket = await TestSocket.open(wsUrl(bearer, company));
  const error = await socket.next((f) => f.type === 'error');
  return { code: error.code, close: (await socket.closed).code };
}

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0, monitoringPushGapMs: GAP_MS });
  token = await signInDemo(server, 'owner', 'manager', 'agent');
  stranger = await otherCompany(server, 'manager');
  const created = await api(server.url, '/api/core/key-accounts/', {
    token: token.owner,
    body: { label: 'Groupe' },
  });
  assert.equal(created.status, 201);
  key = created.body.token as string;
  keyId = created.body.id as number;
});
after(() => server.stop());

describe('the monitoring socket', () => {
  test('a room waiting, taken and closed reaches its company’s watchers only', async () => {
    const demo = await watch(token.manager);
    const other = await watch(stranger.token);
    const room = await visitor(1);
    await demo.next(changed);

    const agent = await TestSocket.open(server.wsUrl('/api/agents/ws', token.agent));
    await agent.call('resume', { since: null });
    // The agent's coming (presence) and the room taken, in one push or two.
    await demo.next(changed);
    await quiet(demo);
    demo.frames.splice(0);
    await agent.call('take_room', { room });
    await demo.next(changed);
    await quiet(demo);
    demo.frames.splice(0);
    await agent.call('close_room', { room });
    await demo.next(changed);
    await quiet(demo);
    demo.frames.splice(0);

    await agent.close();
    await demo.next(changed);

    await quiet(other);
    assert.equal(other.events('monitoring_changed').length, 0, 'nothing of the demo company');
    await visitor(stranger.skill);
    await other.next(changed);
    await quiet(demo);
    assert.equal(demo.events('monitoring_changed').length, 0, 'nothing of the other company');
    await demo.close();
    await other.close();
  });

  test('pushes are spaced: many changes at once make one push', async () => {
    const demo = await watch(token.owner);
    for (let i = 0; i < 4; i++) await visitor(1);
    await demo.next(changed);
    await quiet(demo);
    assert.ok(demo.events('monitoring_changed').length <= 1, 'at most one more push after the first');
    await demo.close();
  });

  test('a key account granted the company hears it; elsewhere it is refused', async () => {
    const demoCompany = (
      await server.context.db
        .selectFrom('users')
        .select('company_id')
        .where('email', '=', 'owner@demo.test')
        .executeTakeFirstOrThrow()
    ).company_id;
    const portal = await watch(key, demoCompany);
    await visitor(1);
    await portal.next(changed);
    await portal.close();
    assert.deepEqual(await refused(key, stranger.company.id), { code: 'permission_denied', close: 4403 });

    // The grant taken back while it watches: the next change closes the socket instead of saying so.
    const watching = await watch(key, demoCompany);
    const gone = await api(server.url, `/api/core/key-accounts/${keyId}/grant`, {
      token: token.owner,
      method: 'DELETE',
    });
    assert.equal(gone.status, 204);
    await visitor(1);
    const error = await watching.next((f) => f.type === 'error');
    assert.equal(error.code, 'permission_denied');
    assert.equal((await watching.closed).code, 4403);
    assert.equal(watching.events('monitoring_changed').length, 0);
    assert.deepEqual(await refused(key), { code: 'permission_denied', close: 4403 });
  });

  test('below manager, another company or no token: refused when opening', async () => {
    assert.deepEqual(await refused(token.agent), { code: 'permission_denied', close: 4403 });
    const statsManager = await demoUserOfRole(server, 'stats_manager');
    assert.deepEqual(await refused(statsManager), { code: 'permission_denied', close: 4403 });
    assert.deepEqual(await refused(token.manager, stranger.company.id), {
      code: 'permission_denied',
      close: 4403,
    });
    assert.deepEqual(await refused('not-a-token'), { code: 'not_authenticated', close: 4401 });
  });

  test('a manager signed out loses the socket', async () => {
    const manager = await demoUserOfRole(server, 'manager');
    const socket = await watch(manager);
    const out = await api(server.url, '/api/agents/agents/logout', { token: manager, method: 'POST' });
    assert.equal(out.status, 204);
    assert.equal((await socket.closed).code, 4401);
  });
});
