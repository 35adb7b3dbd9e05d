import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { makeMessage } from '../testing/fixtures.ts';
import {
  $messages,
  $olderPages,
  addLocal,
  addLocalSend,
  addOlder,
  arrivalMark,
  type ChatEntry,
  localMessage,
  markSendFailed,
  markSendPending,
  mergeMessage,
  receiveMessage,
  receiveOlder,
  replaceHistory,
  resetMessages,
  setHistory,
  setSendState,
  startReading,
} from './messages.ts';

const texts = (entries: readonly ChatEntry[]) =>
  entries.map((e) => (e.message.rich_content.type === 'txt' ? e.message.rich_content.text : '?'));

const txt = (text: string) => ({ type: 'txt' as const, text });

describe('messages model: merging', () => {
  test('a message seen twice by its event id shows once', () => {
    const m = makeMessage({ at: 1 });
    let entries = mergeMessage([], m, 1);
    entries = mergeMessage(entries, { ...m }, 2);
    assert.equal(entries.length, 1);
  });

  test('ordered by creation time, then by arrival for equal times', () => {
    const late = makeMessage({ at: 20, rich_content: txt('b') });
    const early = makeMessage({ at: 10, rich_content: txt('a') });
    const sameA = makeMessage({ at: 30, rich_content: txt('c') });
    const sameB = makeMessage({ at: 30, rich_content: txt('d') });
    let entries: ChatEntry[] = [];
    [late, early, sameA, sameB].forEach((m, i) => {
      entries = mergeMessage(entries, m, i);
    });
    assert.deepEqual(texts(entries), ['a', 'b', 'c', 'd']);
  });

  test('the echo of a local send replaces it by client id: pending, then sent, never twice', () => {
    const local = localMessage('room-x', 'client-0001', txt('Bonjour'), { uuid: 'me', name: 'Alice' });
    let entries = addLocal([], local, 1);
    assert.equal(entries[0]!.state, 'pending');
    const stored = makeMessage({ kind: 'agent', client_id: 'client-0001', rich_content: txt('Bonjour') });
    entries = mergeMessage(entries, stored, 2);
    entries = mergeMessage(entries, stored, 3);
    assert.equal(entries.length, 1);
    assert.equal(entries[0]!.state, 'sent');
    assert.equal(entries[0]!.message.event, stored.event);
  });

  test('local sends stay after the stored messages until stored, whatever the clocks say', () => {
    const local = localMessage('room-x', 'client-0002', txt('mine'), null, new Date('2020-01-01T00:00:00Z'));
    let entries = addLocal([], local, 1);
    entries = mergeMessage(entries, makeMessage({ at: 5, rich_content: txt('visitor') }), 2);
    assert.deepEqual(texts(entries), ['visitor', 'mine']);
  });

  test('pending → failed → pending again keeps the same client id', () => {
    const local = localMessage('room-x', 'client-0003', txt('x'), null);
    let entries = addLocal([], local, 1);
    entries = setSendState(entries, 'client-0003', 'failed', 'room_closed');
    assert.equal(entries[0]!.state, 'failed');
    assert.equal(entries[0]!.error, 'room_closed');
    entries = setSendState(entries, 'client-0003', 'pending');
    assert.equal(entries[0]!.state, 'pending');
    assert.equal(entries[0]!.error, undefined);
    assert.equal(entries[0]!.message.client_id, 'client-0003');
  });

  test('a history keeps unsent messages it does not contain and absorbs those it does', () => {
    const delivered = localMessage('room-x', 'client-0004', txt('delivered'), null);
    const waiting = localMessage('room-x', 'client-0005', txt('waiting'), null);
    let entries = addLocal(addLocal([], delivered, 1), waiting, 2);
    const history = [
      makeMessage({ at: 1, rich_content: txt('hello') }),
      makeMessage({ at: 2, kind: 'agent', client_id: 'client-0004', rich_content: txt('delivered') }),
    ];
    entries = replaceHistory(entries, history, 3);
    assert.deepEqual(texts(entries), ['hello', 'delivered', 'waiting']);
    assert.deepEqual(
      entries.map((e) => e.state),
      ['sent', 'sent', 'pending'],
    );
  });
});

describe('messages model: store', () => {
  beforeEach(() => resetMessages());

  test('only the rooms being read keep messages', () => {
    startReading('room-a');
    assert.equal(receiveMessage(makeMessage({ room: 'room-a' })), true);
    assert.equal(receiveMessage(makeMessage({ room: 'room-b' })), false);
    assert.equal($messages.get().rooms['room-a']?.length, 1);
    assert.equal($messages.get().rooms['room-b'], undefined);
  });

  test('opening a room resets its messages but keeps what was not sent yet', () => {
    startReading('room-a');
    setHistory('room-a', [makeMessage({ room: 'room-a', rich_content: txt('old') })]);
    addLocalSend(localMessage('room-a', 'client-0006', txt('unsent'), null));
    startReading('room-b');
    startReading('room-a');
    assert.deepEqual(texts($messages.get().rooms['room-a'] ?? []), ['unsent']);
  });

  test('a message received after the history was asked for survives the older answer', () => {
    startReading('room-a');
    const since = arrivalMark();
    receiveMessage(makeMessage({ room: 'room-a', at: 9, rich_content: txt('live') }));
    setHistory('room-a', [makeMessage({ room: 'room-a', at: 1, rich_content: txt('old') })], since);
    assert.deepEqual(texts($messages.get().rooms['room-a'] ?? []), ['old', 'live']);
  });

  test('a failed send can be retried and then arrives once', () => {
    startReading('room-a');
    addLocalSend(localMessage('room-a', 'client-0007', txt('again'), null));
    markSendFailed('room-a', 'client-0007', 'connection_lost');
    assert.equal($messages.get().rooms['room-a']?.[0]?.state, 'failed');
    markSendPending('room-a', 'client-0007');
    receiveMessage(
      makeMessage({ room: 'room-a', kind: 'agent', client_id: 'client-0007', rich_content: txt('again') }),
    );
    const entries = $messages.get().rooms['room-a'] ?? [];
    assert.equal(entries.length, 1);
    assert.equal(entries[0]?.state, 'sent');
  });
});

describe('messages model: older pages (scrolling up)', () => {
  beforeEach(resetMessages);

  test('an older page goes before what is shown, without doubles', () => {
    const [a, b, c] = [1, 2, 3].map((at) => makeMessage({ at, rich_content: txt(`m${at}`) }));
    const shown = replaceHistory([], [b!, c!], 1);
    const entries = addOlder(shown, [a!, b!], 10);
    assert.deepEqual(texts(entries), ['m1', 'm2', 'm3']);
    assert.equal(addOlder(entries, [a!], 20), entries, 'nothing new: unchanged');
  });

  test('the latest history says whether older pages remain; a page that adds nothing ends paging', () => {
    const [a, b, c] = [1, 2, 3].map((at) => makeMessage({ room: 'room-a', at, rich_content: txt(`m${at}`) }));
    startReading('room-a');
    assert.equal($olderPages.get()['room-a'], undefined, 'unknown until the server says');
    setHistory('room-a', [b!, c!], undefined, true);
    assert.deepEqual($olderPages.get()['room-a'], { hasMore: true, loading: false });
    receiveOlder('room-a', [a!], true);
    assert.deepEqual(texts($messages.get().rooms['room-a'] ?? []), ['m1', 'm2', 'm3']);
    assert.equal($olderPages.get()['room-a']?.hasMore, true);
    receiveOlder('room-a', [a!], true);
    assert.equal($olderPages.get()['room-a']?.hasMore, false, 'a server that ignores the anchor stops here');
    startReading('room-b');
    assert.deepEqual($olderPages.get(), {}, 'opening another room forgets the paging');
  });
});
