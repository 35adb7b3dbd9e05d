import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Room } from '@omnicanal/api';
import { api, login, startTestServer, type TestServer, type TestSocket } from '../test/helpers.ts';
import { agentSocket, messageEvent, openVisitor, roomUpdate } from '../test/rooms.ts';

let server: TestServer;
let agent: TestSocket;
let agent2: TestSocket;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  agent = await agentSocket(server, await login(server.url, 'agent@demo.test'));
  agent2 = await agentSocket(server, await login(server.url, 'agent2@demo.test'));
});
after(async () => {
  await agent.close();
  await agent2.close();
  await server.stop();
});

describe('block_room', () => {
  test('closes the room as blocked; that visitor cannot open another conversation, others can', async () => {
    const visitor = await openVisitor(server, 1, 'Spam');
    await agent.call('take_room', { room: visitor.uuid });
    await agent.call('block_room', { room: visitor.uuid });
    const closed = (await agent.next(roomUpdate(visitor.uuid, 'closed'))).data as Room;
    assert.deepEqual(closed.infos.extra, { blocked: true });
    await visitor.socket.next(messageEvent(visitor.uuid, 'session_closed'));
    await visitor.socket.next(roomUpdate(visitor.uuid, 'closed'));

    const again = await api(server.url, '/api/guests/sessions', { body: { skill: 1 }, token: visitor.token });
    assert.equal(again.status, 403);
    assert.equal(again.body.error, 'permission_denied');
    const someoneElse = await api(server.url, '/api/guests/sessions', { body: { skill: 1 } });
    assert.equal(someoneElse.status, 201);
    await visitor.socket.close();
  });

  test('only the room agent or a manager may block; a visitor not blocked opens again', async () => {
    const visitor = await openVisitor(server, 2, 'Ok');
    assert.equal((await agent2.request('block_room', { room: visitor.uuid })).code, 'room_not_yours');
    const again = await api(server.url, '/api/guests/sessions', { body: { skill: 2 }, token: visitor.token });
    assert.equal(again.status, 201);
    await visitor.socket.close();
  });
});
