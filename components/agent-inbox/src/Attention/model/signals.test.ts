import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyPage, applyRoomUpdate, applyUnread, emptyRooms } from '../../model/rooms.ts';
import { makeRoom, moved, page } from '../../testing/fixtures.ts';
import { signalsBetween } from './signals.ts';

const uuids = (rooms: { uuid: string }[]) => rooms.map((r) => r.uuid);

describe('what rings between two states of the lists', () => {
  const loaded = () => applyPage(emptyRooms(), page([makeRoom({ at: 10 }), makeRoom({ at: 5 })]), 0);

  test('a new visitor room rings as a new conversation, once', () => {
    const before = loaded();
    const fresh = makeRoom({ at: 50 });
    const after = applyRoomUpdate(before, fresh);
    assert.deepEqual(uuids(signalsBetween(before, after).newRooms), [fresh.uuid]);
    const again = applyRoomUpdate(after, { ...fresh, unread_msg: 1 });
    assert.deepEqual(signalsBetween(after, again).newRooms, []);
  });

  test('pages never ring: first load, load more, reload', () => {
    const empty = emptyRooms();
    const first = loaded();
    assert.deepEqual(signalsBetween(empty, first).newRooms, []);
    const more = applyPage(first, page([makeRoom({ at: 1 })], { count: 2 }), 2);
    assert.deepEqual(signalsBetween(first, more), { newRooms: [] });
  });

  test('a room coming back to waiting (transfer, re-queue) is not a new conversation', () => {
    const room = makeRoom({ status: 'running', at: 10 });
    const before = applyPage(loaded(), page([room]), 0);
    const after = applyRoomUpdate(before, moved(room, 'requeued', 20));
    assert.deepEqual(signalsBetween(before, after).newRooms, []);
  });

  test('an unread count changing is no new conversation (the unread event tells messages)', () => {
    const before = loaded();
    const target = before.lists.waiting.rooms[1]!;
    const after = applyUnread(before, { room: target.uuid, unread_msg: 1 });
    assert.deepEqual(signalsBetween(before, after), { newRooms: [] });
  });

  test('an unchanged state rings nothing', () => {
    const state = loaded();
    assert.deepEqual(signalsBetween(state, state), { newRooms: [] });
  });
});
