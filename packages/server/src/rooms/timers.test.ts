import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Message, Room } from '@omnicanal/api';
import {
  api,
  clientId,
  login,
  startTestServer,
  type TestServer,
  type TestSocket,
  txt,
} from '../test/helpers.ts';
import {
  listUuids,
  messageEvent,
  openVisitor,
  roomEngineWorld,
  roomUpdate,
  TIMER_OFF,
} from '../test/rooms.ts';

const world = roomEngineWorld();
const { advance, configure, tick } = world;
let server: TestServer;
let agent: TestSocket;
before(async () => {
  ({ server, agent } = await world.start());
});
after(() => world.stop());

describe('room timers', () => {
  test('a waiting room nobody answers turns late and stays in the waiting list until taken', async () => {
    await configure({ late: { enabled: true, delay: '00:01' } });
    const visitor = await openVisitor(server, 1, 'Lina');
    advance(59);
    await tick();
    assert.equal((await agent.call<Room>('get_room', { uuid: visitor.uuid })).status, 'waiting');
    advance(2);
    await tick();
    await agent.next(roomUpdate(visitor.uuid, 'late'));
    assert.ok((await listUuids(agent, 'waiting')).includes(visitor.uuid));
    assert.ok(!(await listUuids(agent, 'running')).includes(visitor.uuid));
    const taken = await agent.call<Room>('take_room', { room: visitor.uuid });
    assert.equal(taken.agent?.first_name, 'Alice');
    await agent.next(roomUpdate(visitor.uuid, 'running'));
    await visitor.socket.close();
  });

  test('a running room turns late without agent reply, each reply restarts the count, then it is re-queued', async () => {
    await configure({ late: { enabled: true, delay: '00:01' }, requeue: { enabled: true, delay: '00:02' } });
    const visitor = await openVisitor(server, 1, 'Marc');
    await agent.call('take_room', { room: visitor.uuid });
    await agent.next(roomUpdate(visitor.uuid, 'running'));
    advance(50);
    await agent.call('send_message', {
      room: visitor.uuid,
      rich_content: txt('Bonjour'),
      client_id: clientId(),
    });
    advance(50);
    await tick();
    assert.equal((await agent.call<Room>('get_room', { uuid: visitor.uuid })).status, 'running');
    advance(11);
    await tick();
    await agent.next(roomUpdate(visitor.uuid, 'late'));
    assert.ok((await listUuids(agent, 'running')).includes(visitor.uuid));

    advance(121);
    await tick();
    const requeued = (await agent.next(roomUpdate(visitor.uuid, 'requeued'))).data as Room;
    assert.equal(requeued.agent, null);
    assert.equal(requeued.previous_status, 'late');
    assert.ok((await listUuids(agent, 'waiting')).includes(visitor.uuid));
    assert.ok(!(await listUuids(agent, 'running')).includes(visitor.uuid));
    await visitor.socket.close();
  });

  test('an agent reply brings a late room back to running', async () => {
    await configure({ late: { enabled: true, delay: '00:01' } });
    const visitor = await openVisitor(server, 1, 'Nina');
    await agent.call('take_room', { room: visitor.uuid });
    await agent.next(roomUpdate(visitor.uuid, 'running'));
    advance(61);
    await tick();
    await agent.next(roomUpdate(visitor.uuid, 'late'));
    await agent.call('send_message', {
      room: visitor.uuid,
      rich_content: txt('Me voici'),
      client_id: clientId(),
    });
    const back = (await agent.next(roomUpdate(visitor.uuid, 'running'))).data as Room;
    assert.equal(back.previous_status, 'late');
    await visitor.socket.close();
  });

  test('with late off, a running room goes straight back to the queue', async () => {
    await configure({ requeue: { enabled: true, delay: '00:01' } });
    const visitor = await openVisitor(server, 1, 'Omar');
    await agent.call('take_room', { room: visitor.uuid });
    advance(61);
    await tick();
    const room = (await agent.next(roomUpdate(visitor.uuid, 'requeued'))).data as Room;
    assert.equal(room.previous_status, 'running');
    assert.equal(room.agent, null);
    await visitor.socket.close();
  });

  test('auto-close after inactivity posts the automatic text, then closes; any message restarts it', async () => {
    await configure({
      auto_close: { enabled: true, delay: '00:01', message: 'Sans nouvelles, nous clôturons.' },
    });
    const visitor = await openVisitor(server, 1, 'Paul');
    advance(40);
    await visitor.socket.call('send_message', { rich_content: txt('Allô ?'), client_id: clientId() });
    advance(40);
    await tick();
    assert.equal((await agent.call<Room>('get_room', { uuid: visitor.uuid })).status, 'waiting');
    advance(25);
    await tick();
    const bot = (await visitor.socket.next(messageEvent(visitor.uuid, 'Sans nouvelles, nous clôturons.')))
      .data as Message;
    assert.equal(bot.kind, 'bot');
    await visitor.socket.next(messageEvent(visitor.uuid, 'session_auto_closed'));
    await visitor.socket.next(roomUpdate(visitor.uuid, 'closed'));
    const closed = (await agent.next(roomUpdate(visitor.uuid, 'closed'))).data as Room;
    assert.ok(closed.last_closed);
    const { messages } = await agent.call<{ messages: Message[] }>('get_messages', { room: visitor.uuid });
    assert.deepEqual(
      messages.map((m) => [m.kind, (m.rich_content as { text: string }).text]),
      [
        ['visitor', 'Allô ?'],
        ['bot', 'Sans nouvelles, nous clôturons.'],
        ['event', 'session_auto_closed'],
      ],
    );
    await visitor.socket.close();
  });

  test('closing a room disarms its timers', async () => {
    await configure({
      late: { enabled: true, delay: '00:01' },
      auto_close: { ...TIMER_OFF, enabled: true, delay: '00:01' },
    });
    const visitor = await openVisitor(server, 1, 'Rita');
    await agent.call('take_room', { room: visitor.uuid });
    await agent.call('close_room', { room: visitor.uuid });
    const left = await server.context.db
      .selectFrom('room_timers')
      .select('kind')
      .where('room_uuid', '=', visitor.uuid)
      .execute();
    assert.deepEqual(left, []);
    await visitor.socket.close();
  });
});

describe('the ticker', () => {
  test('fires due timers by itself every tick', async () => {
    const own = await startTestServer({ roomTimerTickMs: 50 });
    try {
      const manager = await login(own.url, 'manager@demo.test');
      await api(own.url, '/api/agents/customers/room-configuration', {
        token: manager,
        body: {
          late: { enabled: true, delay: '00:01' },
          requeue: TIMER_OFF,
          auto_close: { ...TIMER_OFF, message: null },
        },
      });
      const visitor = await openVisitor(own, 1);
      // Make the armed timer due now rather than waiting a real minute.
      await own.context.db.updateTable('room_timers').set({ due_at: new Date() }).execute();
      await visitor.socket.next(
        (f) => f.kind === 'room_update' && (f.data as { status: string }).status === 'late',
      );
      await visitor.socket.close();
    } finally {
      await own.stop();
    }
  });
});
