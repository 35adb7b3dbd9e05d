import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { Room } from '@omnicanal/api';
import { $session, setToken, setUser } from '@omnicanal/stores';
import { onVisitorWrote } from '../Attention/model/visitorWrote.ts';
import { FakeServer, type Frame, settle } from '../testing/fakeSocket.ts';
import { makeMessage, makeRoom, makeUser, moved, page } from '../testing/fixtures.ts';
import { installActions, openRoom, sendText, takeRoom } from './actions.ts';
import { $connection, startConnection } from './connection.ts';
import { $conversation } from './conversation.ts';
import { $messages } from './messages.ts';
import { $rooms } from './rooms.ts';
import { $typing } from './typing.ts';

const waiting = [makeRoom({ at: 20 }), makeRoom({ at: 10 })];
const running = [makeRoom({ status: 'running', at: 5 })];

/** A server that knows these rooms and their histories. */
function serve(server: FakeServer, rooms: Room[]) {
  server.handler = (frame: Frame) => {
    switch (frame.command) {
      case 'get_rooms_list': {
        const list = rooms.filter((r) =>
          frame.status === 'running'
            ? r.status === 'running' || r.status === 'late'
            : frame.status === 'closed'
              ? r.status === 'closed'
              : !['running', 'late', 'closed'].includes(r.status),
        );
        return { data: { ...page(list), status: frame.status } };
      }
      case 'get_room':
        return { data: rooms.find((r) => r.uuid === frame.uuid) };
      case 'get_messages':
        return { data: { messages: [makeMessage({ room: String(frame.room), at: 1 })] } };
      case 'send_message':
        return {
          data: makeMessage({
            room: String(frame.room),
            kind: 'agent',
            client_id: String(frame.client_id),
            rich_content: frame.rich_content as { type: 'txt'; text: string },
          }),
        };
      default:
        return { data: {} };
    }
  };
}

const counts = () => {
  const { lists } = $rooms.get();
  return [lists.waiting.count, lists.running.count, lists.closed.count];
};

describe('connection: the inbox over the agents socket', () => {
  let server: FakeServer;
  let stop: () => void;

  beforeEach(async () => {
    server = new FakeServer();
    setToken('token-1');
    setUser(makeUser());
    serve(server, [...waiting, ...running]);
    const release = startConnection({
      WebSocketImpl: server.WebSocket,
      origin: 'http://console.test',
      reconnectMs: 5,
    });
    const uninstall = installActions();
    stop = () => {
      uninstall();
      release();
    };
    server.current.accept();
    await settle();
  });

  afterEach(() => {
    stop();
    setToken(null);
  });

  test('connects with the token in the URL, resumes, then loads the three lists', () => {
    assert.equal(server.current.url, 'ws://console.test/api/agents/ws?token=token-1');
    assert.equal(server.current.sent[0]?.command, 'resume');
    assert.equal($connection.get(), 'open');
    assert.deepEqual(
      server.commands('get_rooms_list').map((f) => f.status),
      ['waiting', 'running', 'closed'],
    );
    assert.deepEqual(counts(), [2, 1, 0]);
  });

  test('events: room_update moves the room, a message elsewhere counts unread, typing shows', async () => {
    server.current.push({
      type: 'event',
      seq: 1,
      kind: 'room_update',
      data: moved(waiting[1]!, 'running', 30),
    });
    server.current.push({
      type: 'event',
      seq: 2,
      kind: 'message',
      data: makeMessage({ room: waiting[0]!.uuid }),
    });
    server.current.push({
      type: 'event',
      seq: 3,
      kind: 'unread',
      data: { room: waiting[0]!.uuid, unread_msg: 1 },
    });
    server.current.push({
      type: 'event',
      seq: null,
      kind: 'typing',
      data: { room: waiting[0]!.uuid, active: true, author: 'visitor' },
    });
    assert.deepEqual(counts(), [1, 2, 0]);
    assert.equal($rooms.get().lists.waiting.rooms[0]?.unread_msg, 1);
    assert.equal($typing.get()[waiting[0]!.uuid], true);
  });

  test('a take-over landing while the room loads is kept over the older get_room answer', async () => {
    const room = waiting[0]!;
    const answer = server.handler;
    server.handler = (frame) => (frame.command === 'get_messages' ? undefined : answer(frame));
    openRoom(room.uuid);
    await settle();
    // get_room answered "waiting"; before the history comes, the take-over's room_update arrives.
    server.current.push({ type: 'event', seq: 1, kind: 'room_update', data: moved(room, 'running', 30) });
    const held = server.commands('get_messages').at(-1);
    server.current.push({ type: 'response', id: held?.id, command: 'get_messages', data: { messages: [] } });
    await settle();
    assert.equal($conversation.get().room?.status, 'running');
    assert.equal($conversation.get().loading, false);
  });

  test('a reconnection refetches the lists and the open room, so the client converges', async () => {
    openRoom(running[0]!.uuid);
    await settle();
    assert.equal($messages.get().rooms[running[0]!.uuid]?.length, 1);
    const before = server.commands('get_rooms_list').length;
    // More was missed than the server replays.
    server.resumeAnswer = { last_seq: 40, truncated: true };

    server.current.drop();
    assert.equal($connection.get(), 'closed');
    await settle(10);
    server.current.accept();
    await settle();

    assert.equal($connection.get(), 'open');
    assert.equal(server.commands('get_rooms_list').length - before, 3);
    assert.equal(server.commands('get_messages').length, 2);
    assert.equal(server.commands('get_room').length, 2);
  });

  test('a reconnection whose events were all replayed applies them and reloads nothing', async () => {
    openRoom(running[0]!.uuid);
    await settle();
    const loads = () =>
      ['get_rooms_list', 'get_room', 'get_messages'].map((name) => server.commands(name).length);
    const before = loads();
    server.resumeAnswer = { last_seq: 7 };
    server.current.drop();
    await settle(10);
    // The replay comes before the resume's answer, as the server sends it.
    const replayed = moved(waiting[0]!, 'running', 40);
    server.current.accept();
    server.current.push({ type: 'event', seq: 6, kind: 'room_update', data: replayed });
    server.current.push({
      type: 'event',
      seq: 7,
      kind: 'unread',
      data: { room: running[0]!.uuid, unread_msg: 2 },
    });
    await settle();

    assert.equal($connection.get(), 'open');
    assert.equal(server.commands('resume').at(-1)?.since, 0);
    assert.deepEqual(counts(), [1, 2, 0]);
    assert.equal($conversation.get().room?.unread_msg, 2, 'the open room follows its row');
    assert.deepEqual(loads(), before, 'no list, room or history fetched again');
  });

  test('unread counts and "a visitor wrote" come from the unread event only', async () => {
    const wrote: string[] = [];
    const stopListening = onVisitorWrote((room) => wrote.push(room));
    const [room] = waiting;
    server.current.push({ type: 'event', seq: 1, kind: 'message', data: makeMessage({ room: room!.uuid }) });
    await settle();
    assert.equal($rooms.get().lists.waiting.rooms[0]?.unread_msg, 0, 'a message alone counts nothing');
    assert.deepEqual(wrote, []);

    server.current.push({ type: 'event', seq: 2, kind: 'unread', data: { room: room!.uuid, unread_msg: 3 } });
    server.current.push({ type: 'event', seq: 3, kind: 'unread', data: { room: room!.uuid, unread_msg: 0 } });
    await settle();
    stopListening();
    assert.equal($rooms.get().lists.waiting.rooms[0]?.unread_msg, 0);
    assert.deepEqual(wrote, [room!.uuid], 'a read rings nothing');
  });

  test('the open room is read from the rooms store: one update reaches the row and the header', async () => {
    const mine = running[0]!;
    openRoom(mine.uuid);
    await settle();
    server.current.push({ type: 'event', seq: 1, kind: 'unread', data: { room: mine.uuid, unread_msg: 1 } });
    await settle();
    assert.equal($rooms.get().lists.running.rooms[0]?.unread_msg, 1);
    assert.equal($conversation.get().room?.unread_msg, 1);
    assert.equal(server.commands('room_is_read').length, 1, 'the agent reads it: the server is told once');

    // Closed past the loaded rows: it leaves the lists but stays the open room.
    const closed = { ...moved(mine, 'closed', 50), unread_msg: 1 };
    server.current.push({ type: 'event', seq: 2, kind: 'room_update', data: closed });
    await settle();
    assert.equal($conversation.get().room?.status, 'closed');
  });

  test('a reply written offline shows as sending and goes out once after reconnecting', async () => {
    openRoom(running[0]!.uuid);
    await settle();
    server.current.drop();
    assert.equal(sendText('  Réponse hors ligne  '), true);
    const entries = () => $messages.get().rooms[running[0]!.uuid] ?? [];
    assert.equal(entries().at(-1)?.state, 'pending');
    assert.equal(server.commands('send_message').length, 0);

    await settle(10);
    server.current.accept();
    await settle();
    const sends = server.commands('send_message');
    assert.equal(sends.length, 1);
    assert.deepEqual(sends[0]?.rich_content, { type: 'txt', text: 'Réponse hors ligne' });
    assert.deepEqual(
      entries().map((e) => e.state),
      ['sent', 'sent'],
    );
  });

  test('a refused take-over rejects with its code and changes nothing', async () => {
    openRoom(waiting[0]!.uuid);
    await settle();
    const previous = server.handler;
    server.handler = (f) => (f.command === 'take_room' ? { error: 'max_rooms_reached' } : previous(f));
    await assert.rejects(takeRoom(), { code: 'max_rooms_reached' });
    assert.equal($conversation.get().room?.status, 'waiting');
  });

  test('not_authenticated forgets the token', async () => {
    server.current.push({ type: 'error', id: null, command: null, code: 'not_authenticated', message: '' });
    server.current.drop(4401);
    await settle();
    assert.equal($session.get().token, null);
    assert.equal($connection.get(), 'idle');
  });
});
