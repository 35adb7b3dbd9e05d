import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyPage, applyRoomUpdate, emptyRooms, patchRoom } from '../../model/rooms.ts';
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
    assert.deepEqual(signalsBetween(first, more), { newRooms: [], newMessages: [] });
  });

  test('a room coming back to waiting (transfer, re-queue) is not a new conversation', () => {
    const room = makeRoom({ status: 'running', at: 10 });
    const before = applyPage(loaded(), page([room]), 0);
    const after = applyRoomUpdate(before, moved(room, 'requeued', 20));
    assert.deepEqual(signalsBetween(before, after).newRooms, []);
  });

  test('a visitor message (unread up) rings as a new message; reading it does not', () => {
    const before = loaded();
    const target = before.lists.waiting.rooms[1]!;
    const after = patchRoom(before, target.uuid, (r) => ({ ...r, unread_msg: r.unread_msg + 1 }));
    assert.deepEqual(uuids(signalsBetween(before, after).newMessages), [target.uuid]);
    const read = patchRoom(after, target.uuid, (r) => ({ ...r, unread_msg: 0 }));
    assert.deepEqual(signalsBetween(after, read).newMessages, []);
  });

  test('an unchanged state rings nothing', () => {
    const state = loaded();
    assert.deepEqual(signalsBetween(state, state), { newRooms: [], newMessages: [] });
  });
});
