import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Room } from '@omnicanal/api';
import { api, login, startTestServer, type TestServer, type TestSocket } from '../test/helpers.ts';
import { agentSocket, listUuids, messageEvent, openVisitor, roomUpdate } from '../test/rooms.ts';
import { allowAutoAllocation } from './autofill.ts';

describe('auto-allocation', () => {
  let server: TestServer;
  let agent: string;
  let agent2: string;
  const sockets: TestSocket[] = [];
  const open = async (token: string) => {
    const socket = await agentSocket(server, token);
    sockets.push(socket);
    return socket;
  };
  const autoFill = (token: string, on: boolean) =>
    api(server.url, '/api/agents/agents/auto_fill', { token, body: { auto_fill: on } });
  const statusOf = async (uuid: string) => {
    await server.context.autofill.idle();
    return server.context.db
      .selectFrom('rooms')
      .leftJoin('users', 'users.id', 'rooms.agent_id')
      .select(['rooms.status', 'users.email'])
      .where('rooms.uuid', '=', uuid)
      .executeTakeFirstOrThrow();
  };

  before(async () => {
    server = await startTestServer({ roomTimerTickMs: 0 });
    agent = await login(server.url, 'agent@demo.test');
    agent2 = await login(server.url, 'agent2@demo.test');
    await server.context.db
      .updateTable('users')
      .set({ max_rooms: 2 })
      .where('email', '=', 'agent@demo.test')
      .execute();
    await allowAutoAllocation(server.context.db, 'agent2@demo.test', 2);
  });
  after(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await server?.stop();
  });

  test('oldest waiting rooms first, within max_rooms; a freed place takes the next one', async () => {
    const first = await openVisitor(server, 1);
    const second = await openVisitor(server, 1);
    const third = await openVisitor(server, 1);
    const socket = await open(agent);
    // Autofill is off until the agent turns it on: connecting gives nothing.
    assert.equal((await statusOf(first.uuid)).status, 'waiting');
    assert.equal((await autoFill(agent, true)).status, 200);
    assert.deepEqual((await listUuids(socket, 'running')).sort(), [first.uuid, second.uuid].sort());
    assert.deepEqual(await listUuids(socket, 'waiting'), [third.uuid]);
    // The visitor hears of the take like after a manual one.
    await first.socket.next(messageEvent(first.uuid, 'session_taken'));
    await socket.call('close_room', { room: first.uuid, extras: null });
    const taken = await socket.next(roomUpdate(third.uuid, 'running'));
    assert.equal((taken.data as Room).agent?.first_name, 'Alice');
    assert.deepEqual(await statusOf(third.uuid), { status: 'running', email: 'agent@demo.test' });
    await socket.call('close_room', { room: second.uuid, extras: null });
    await socket.call('close_room', { room: third.uuid, extras: null });
  });

  test('disconnected, paused and autofill-off agents are skipped until they come back', async () => {
    assert.equal((await autoFill(agent2, true)).status, 200);
    const sales = await openVisitor(server, 2);
    assert.deepEqual(await statusOf(sales.uuid), { status: 'waiting', email: null });
    // Connecting is enough for a waiting room to come.
    const socket = await open(agent2);
    await socket.next(roomUpdate(sales.uuid, 'running'));

    await socket.call('pause', { pause: true });
    const paused = await openVisitor(server, 2);
    assert.deepEqual(await statusOf(paused.uuid), { status: 'waiting', email: null });
    await socket.call('pause', { pause: false });
    assert.deepEqual(await statusOf(paused.uuid), { status: 'running', email: 'agent2@demo.test' });

    await socket.call('settings', { update: { auto_fill: false } });
    await socket.call('close_room', { room: sales.uuid, extras: null });
    const off = await openVisitor(server, 2);
    assert.deepEqual(await statusOf(off.uuid), { status: 'waiting', email: null });

    await socket.close();
    // The server records the disconnection when it sees the socket close, after the client's close:
    // wait for its presence to go before asking for rooms again.
    for (let tries = 0; tries < 100; tries++) {
      const present = await server.context.db
        .selectFrom('agent_presence')
        .innerJoin('users', 'users.id', 'agent_presence.user_id')
        .select('socket_id')
        .where('users.email', '=', 'agent2@demo.test')
        .execute();
      if (present.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await autoFill(agent2, true);
    assert.deepEqual(await statusOf(off.uuid), { status: 'waiting', email: null });
  });

  test('a room transferred to a named agent is not given to anyone else', async () => {
    const manager = await open(await login(server.url, 'manager@demo.test'));
    await autoFill(agent, false);
    const visitor = await openVisitor(server, 1);
    await manager.call('take_room', { room: visitor.uuid });
    await autoFill(agent, true);
    const agent2Uuid = (
      await server.context.db
        .selectFrom('users')
        .select('uuid')
        .where('email', '=', 'agent2@demo.test')
        .executeTakeFirstOrThrow()
    ).uuid;
    await manager.call('transfer_room', { room: visitor.uuid, to_agent: agent2Uuid });
    // agent@ has autofill on, Support, and room to spare: the room still waits for agent2.
    assert.deepEqual(await statusOf(visitor.uuid), { status: 'transferred', email: 'agent2@demo.test' });
  });
});
