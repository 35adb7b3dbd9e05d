import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { Room } from '@omnicanal/api';
import type { TestServer, TestSocket } from '../test/helpers.ts';
import { openVisitor, roomEngineWorld, roomUpdate } from '../test/rooms.ts';

/*
 * A saved room configuration reaches the rooms already open: their due timers move with the new
 * delays instead of keeping the ones armed before the change.
 */
const world = roomEngineWorld();
const { advance, configure, tick } = world;
let server: TestServer;
let agent: TestSocket;
before(async () => {
  ({ server, agent } = await world.start());
});
after(() => world.stop());
const statusOf = async (uuid: string) => (await agent.call<Room>('get_room', { uuid })).status;

describe('a new room configuration applies to open rooms', () => {
  beforeEach(() => configure({}));

  test('a shortened late delay turns a room waiting longer than it late on the next tick', async () => {
    await configure({ late: { enabled: true, delay: '00:30' } });
    const visitor = await openVisitor(server, 1, 'Iris');
    advance(5 * 60);
    await tick();
    assert.equal(await statusOf(visitor.uuid), 'waiting');
    await configure({ late: { enabled: true, delay: '00:03' } });
    await tick();
    await agent.next(roomUpdate(visitor.uuid, 'late'));
    await visitor.socket.close();
  });

  test('a lengthened delay counts the time already waited', async () => {
    await configure({ late: { enabled: true, delay: '00:02' } });
    const visitor = await openVisitor(server, 1, 'Jade');
    advance(60);
    await configure({ late: { enabled: true, delay: '00:05' } });
    advance(3 * 60);
    await tick();
    assert.equal(await statusOf(visitor.uuid), 'waiting');
    advance(61);
    await tick();
    await agent.next(roomUpdate(visitor.uuid, 'late'));
    await visitor.socket.close();
  });

  test('late switched on arms the open rooms from now; switched off, nothing fires', async () => {
    const first = await openVisitor(server, 1, 'Karl');
    await configure({ late: { enabled: true, delay: '00:01' } });
    advance(61);
    await tick();
    await agent.next(roomUpdate(first.uuid, 'late'));

    await configure({ late: { enabled: true, delay: '00:01' } });
    const second = await openVisitor(server, 1, 'Lou');
    await configure({});
    advance(120);
    await tick();
    assert.equal(await statusOf(second.uuid), 'waiting');
    await first.socket.close();
    await second.socket.close();
  });

  test('auto-close switched on closes an open room after the delay', async () => {
    const visitor = await openVisitor(server, 1, 'Mia');
    await configure({ auto_close: { enabled: true, delay: '00:15', message: null } });
    advance(14 * 60);
    await tick();
    assert.equal(await statusOf(visitor.uuid), 'waiting');
    advance(61);
    await tick();
    assert.equal(await statusOf(visitor.uuid), 'closed');
    await visitor.socket.close();
  });
});
