import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeRoom, moved, page } from '../testing/fixtures.ts';
import {
  applyPage,
  applyRoomUpdate,
  applyUnread,
  compareRooms,
  dropRoom,
  emptyRooms,
  findRoom,
  openRoomOf,
  patchRoom,
  type RoomsState,
} from './rooms.ts';

const names = (state: RoomsState, list: 'waiting' | 'running' | 'closed') =>
  state.lists[list].rooms.map((r) => r.uuid);

const counts = (state: RoomsState) => [
  state.lists.waiting.count,
  state.lists.running.count,
  state.lists.closed.count,
];

describe('rooms model: pages', () => {
  test('the first page replaces a list, the next ones extend it without doubles', () => {
    const [a, b, c] = [makeRoom({ at: 30 }), makeRoom({ at: 20 }), makeRoom({ at: 10 })];
    let state = applyPage(emptyRooms(), page([a!, b!], { count: 3, pagingEnd: false }), 0);
    assert.equal(state.lists.waiting.loaded, true);
    assert.equal(state.lists.waiting.count, 3);
    state = applyPage(state, page([b!, c!], { count: 3, pagingEnd: true }), 2);
    assert.deepEqual(names(state, 'waiting'), [a!.uuid, b!.uuid, c!.uuid]);
    assert.equal(state.lists.waiting.pagingEnd, true);
    state = applyPage(state, page([c!], { count: 1 }), 0);
    assert.deepEqual(names(state, 'waiting'), [c!.uuid]);
  });
});

describe('rooms model: room_update (spec 000 §4)', () => {
  test('a taken room leaves waiting for running: one count down, one up', () => {
    const [a, b] = [makeRoom({ at: 20 }), makeRoom({ at: 10 })];
    let state = applyPage(emptyRooms(), page([a!, b!]), 0);
    state = applyPage(state, { status: 'running', rooms: [], count: 0, paging_end: true }, 0);
    state = applyRoomUpdate(state, moved(b!, 'running', 40));
    assert.deepEqual(counts(state), [1, 1, 0]);
    assert.deepEqual(names(state, 'waiting'), [a!.uuid]);
    assert.deepEqual(names(state, 'running'), [b!.uuid]);
    assert.equal(state.lists.running.rooms[0]!.status, 'running');
  });

  test('an update within the same list refreshes the row and keeps the counts', () => {
    const a = makeRoom({ at: 20 });
    let state = applyPage(emptyRooms(), page([a]), 0);
    state = applyRoomUpdate(state, { ...a, unread_msg: 3, previous_status: 'transferred' });
    state = applyRoomUpdate(state, { ...a, unread_msg: 4, previous_status: 'transferred' });
    assert.deepEqual(counts(state), [1, 0, 0]);
    assert.equal(state.lists.waiting.rooms[0]!.unread_msg, 4);
  });

  test('a new room joins its list and counts once', () => {
    let state = applyPage(emptyRooms(), page([makeRoom({ at: 1 })]), 0);
    const fresh = makeRoom({ at: 50 });
    state = applyRoomUpdate(state, fresh);
    state = applyRoomUpdate(state, { ...fresh, unread_msg: 1 });
    assert.deepEqual(counts(state), [2, 0, 0]);
    assert.equal(names(state, 'waiting')[0], fresh.uuid, 'newest first');
  });

  test('a closed room goes to the top of the closed list whatever its key', () => {
    const old = makeRoom({ status: 'closed', at: 90 });
    const running = makeRoom({ status: 'running', at: 5 });
    let state = applyPage(emptyRooms(), page([old], { count: 7, pagingEnd: false }), 0);
    state = applyPage(state, page([running]), 0);
    state = applyRoomUpdate(state, { ...moved(running, 'closed', 1) });
    assert.deepEqual(names(state, 'closed'), [running.uuid, old.uuid]);
    assert.deepEqual(counts(state), [0, 0, 8]);
  });

  test('paging rule: a room sorting past the loaded rows joins only once paging reached the end', () => {
    const loaded = [makeRoom({ at: 30 }), makeRoom({ at: 20 })];
    const older = makeRoom({ at: 5 });
    const partial = applyRoomUpdate(
      applyPage(emptyRooms(), page(loaded, { count: 9, pagingEnd: false }), 0),
      older,
    );
    assert.deepEqual(
      names(partial, 'waiting'),
      loaded.map((r) => r.uuid),
    );
    assert.equal(partial.lists.waiting.count, 10, 'still counted');

    const complete = applyRoomUpdate(applyPage(emptyRooms(), page(loaded, { count: 2 }), 0), older);
    assert.deepEqual(names(complete, 'waiting'), [...loaded.map((r) => r.uuid), older.uuid]);

    // A room that sorts before the last loaded row certainly belongs there, paging or not.
    const newer = makeRoom({ at: 40 });
    const top = applyRoomUpdate(
      applyPage(emptyRooms(), page(loaded, { count: 9, pagingEnd: false }), 0),
      newer,
    );
    assert.equal(names(top, 'waiting')[0], newer.uuid);
  });

  test('a room beyond the loaded rows moves its counts once, however many updates follow', () => {
    const shown = makeRoom({ at: 30 });
    const hidden = makeRoom({ at: 1 });
    let state = applyPage(emptyRooms(), page([shown], { count: 2, pagingEnd: false }), 0);
    state = applyPage(state, { status: 'running', rooms: [], count: 0, paging_end: true }, 0);
    const taken = moved(hidden, 'running', 60);
    state = applyRoomUpdate(state, taken);
    state = applyRoomUpdate(state, { ...taken, unread_msg: 2 });
    assert.deepEqual(counts(state), [1, 1, 0]);
    assert.deepEqual(names(state, 'running'), [hidden.uuid]);
  });

  test('transferred and re-queued rooms wait again; late rooms stay in running', () => {
    const room = makeRoom({ status: 'running', at: 10 });
    let state = applyPage(emptyRooms(), page([room]), 0);
    state = applyPage(state, { status: 'waiting', rooms: [], count: 0, paging_end: true }, 0);
    state = applyRoomUpdate(state, { ...room, status: 'late', previous_status: 'running' });
    assert.deepEqual(counts(state), [0, 1, 0]);
    state = applyRoomUpdate(state, moved({ ...room, status: 'late' }, 'requeued', 20));
    assert.deepEqual(counts(state), [1, 0, 0]);
  });

  test('counts never go below zero', () => {
    const room = makeRoom({ status: 'running', at: 10 });
    let state = applyPage(emptyRooms(), page([room], { count: 0 }), 0);
    state = applyRoomUpdate(state, moved(room, 'closed', 11));
    assert.equal(state.lists.running.count, 0);
  });
});

describe('rooms model: ordering (spec 000 §9)', () => {
  test('descending by default by the list key, ascending on request', () => {
    const early = makeRoom({
      status: 'running',
      last_running: '2026-01-01T08:00:00.000Z',
      last_waiting: null,
    });
    const late = makeRoom({
      status: 'running',
      last_running: '2026-01-01T10:00:00.000Z',
      last_waiting: null,
    });
    assert.deepEqual(
      [early, late].sort(compareRooms('running', 'desc')).map((r) => r.uuid),
      [late.uuid, early.uuid],
    );
    assert.deepEqual(
      [late, early].sort(compareRooms('running', 'asc')).map((r) => r.uuid),
      [early.uuid, late.uuid],
    );
  });

  test('each list sorts by its own key: last_running, last_closed, otherwise last_waiting', () => {
    const a = makeRoom({
      last_waiting: '2026-01-01T10:00:00.000Z',
      last_running: '2026-01-01T08:00:00.000Z',
    });
    const b = makeRoom({
      last_waiting: '2026-01-01T09:00:00.000Z',
      last_running: '2026-01-01T11:00:00.000Z',
    });
    const order = (list: 'waiting' | 'running') => [a, b].sort(compareRooms(list, 'desc')).map((r) => r.uuid);
    assert.deepEqual(order('waiting'), [a.uuid, b.uuid]);
    assert.deepEqual(order('running'), [b.uuid, a.uuid]);
  });

  test('an updated row moves to its new place in the list', () => {
    const [a, b, c] = [makeRoom({ at: 30 }), makeRoom({ at: 20 }), makeRoom({ at: 10 })];
    let state = applyPage(emptyRooms(), page([a!, b!, c!]), 0);
    state = applyRoomUpdate(state, {
      ...c!,
      last_waiting: '2026-01-02T00:00:00.000Z',
      previous_status: 'requeued',
    });
    assert.deepEqual(names(state, 'waiting'), [c!.uuid, a!.uuid, b!.uuid]);
  });
});

describe('rooms model: unread', () => {
  test('patching a row changes only that row', () => {
    const [a, b] = [makeRoom({ at: 2 }), makeRoom({ at: 1 })];
    const state = patchRoom(applyPage(emptyRooms(), page([a!, b!]), 0), b!.uuid, (r) => ({
      ...r,
      unread_msg: 2,
    }));
    assert.deepEqual(
      state.lists.waiting.rooms.map((r) => r.unread_msg),
      [0, 2],
    );
  });
});

describe('rooms model: the open room', () => {
  test('is derived from the store: its row, then its own copy, changed by the same updates', () => {
    const [a, b] = [makeRoom({ at: 2 }), makeRoom({ at: 1 })];
    let state = applyPage(emptyRooms(), page([a!, b!], { count: 2, pagingEnd: true }), 0);
    assert.equal(openRoomOf(state, a!.uuid), state.lists.waiting.rooms[0], 'its row before it is loaded');
    assert.equal(openRoomOf(state, null), null);

    state = { ...state, open: a! };
    state = applyUnread(state, { room: a!.uuid, unread_msg: 4 });
    assert.equal(openRoomOf(state, a!.uuid)?.unread_msg, 4);
    assert.equal(state.lists.waiting.rooms[0]?.unread_msg, 4, 'one change reaches both');

    state = applyRoomUpdate(state, moved(a!, 'running', 9));
    assert.equal(openRoomOf(state, a!.uuid)?.status, 'running');
    state = dropRoom(state, a!.uuid);
    assert.equal(findRoom(state, a!.uuid), undefined);
    assert.equal(openRoomOf(state, a!.uuid)?.status, 'running', 'it stays open out of the lists');
  });

  test('an unread change for a room held nowhere changes nothing', () => {
    const state = applyPage(emptyRooms(), page([makeRoom({ at: 1 })]), 0);
    assert.equal(applyUnread(state, { room: 'elsewhere', unread_msg: 2 }), state);
  });
});

describe('rooms model: late and rooms leaving sight', () => {
  test('a room that turns late while nobody holds it stays waiting; a held one stays running', () => {
    const waiting = makeRoom({ at: 5 });
    let state = applyPage(emptyRooms(), page([waiting], { count: 1, pagingEnd: true }), 0);
    state = applyRoomUpdate(state, { ...moved(waiting, 'late', 6), agent: null });
    assert.deepEqual(counts(state), [1, 0, 0]);
    const held = moved(waiting, 'running', 7);
    state = applyRoomUpdate(state, held);
    state = applyRoomUpdate(state, moved(held, 'late', 8));
    assert.deepEqual(counts(state), [0, 1, 0]);
  });

  test('a room transferred out of sight leaves its list and its count', () => {
    const [a, b] = [makeRoom({ at: 2 }), makeRoom({ at: 1 })];
    let state = applyPage(emptyRooms(), page([a!, b!], { count: 2, pagingEnd: true }), 0);
    state = dropRoom(state, a!.uuid);
    assert.deepEqual(names(state, 'waiting'), [b!.uuid]);
    assert.deepEqual(counts(state), [1, 0, 0]);
    assert.equal(dropRoom(state, 'unknown'), state);
  });
});
