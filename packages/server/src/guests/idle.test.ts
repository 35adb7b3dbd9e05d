import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Room } from '@omnicanal/api';
import { login, startTestServer, type TestServer } from '../test/helpers.ts';
import { agentSocket, openVisitor, roomUpdate } from '../test/rooms.ts';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.stop());

describe('visitor idle (spec 000 §4)', () => {
  test('the widget marks its room idle and back; agents see the flag live; a repeat publishes nothing', async () => {
    const visitor = await openVisitor(server);
    const agent = await agentSocket(server, await login(server.url, 'agent@demo.test'), visitor.last_seq);

    assert.deepEqual(await visitor.socket.call('idle', { idle: true }), { idle: true });
    const idle = await agent.next(roomUpdate(visitor.uuid));
    assert.equal((idle.data as Room).session_guest_idle, true);

    await visitor.socket.call('idle', { idle: true });
    await visitor.socket.call('idle', { idle: false });
    const back = await agent.next(roomUpdate(visitor.uuid));
    assert.equal((back.data as Room).session_guest_idle, false, 'the repeated idle sent no update');

    const bad = await visitor.socket.request('idle', { idle: 'yes' });
    assert.equal(bad.type, 'error');
    await agent.close();
    await visitor.socket.close();
  });
});
