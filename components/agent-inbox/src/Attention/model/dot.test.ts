import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyPage, emptyRooms, type RoomsState } from '../../model/rooms.ts';
import { makeRoom, page } from '../../testing/fixtures.ts';
import { attentionOf, type OtherAttention } from './dot.ts';

/** Lists with `waiting` rooms waiting and the given ongoing rooms. */
function lists(waiting: number, ongoing: Parameters<typeof makeRoom>[0][] = []): RoomsState {
  let state = applyPage(emptyRooms(), page(Array.from({ length: waiting }, () => makeRoom())), 0);
  state = applyPage(
    state,
    {
      status: 'running',
      rooms: ongoing.map((o) => makeRoom({ status: 'running', ...o })),
      count: ongoing.length,
      paging_end: true,
    },
    0,
  );
  return state;
}

describe('notification dot (spec 000 §2)', () => {
  const cases: [string, RoomsState, OtherAttention, { dot: boolean; waiting: number; unread: number }][] = [
    ['nothing to do', lists(0, [{}]), {}, { dot: false, waiting: 0, unread: 0 }],
    [
      'an ongoing room with unread messages',
      lists(0, [{ unread_msg: 2 }, {}]),
      {},
      { dot: true, waiting: 0, unread: 1 },
    ],
    ['rooms waiting', lists(3), {}, { dot: true, waiting: 3, unread: 0 }],
    ['a late room', lists(0, [{ status: 'late' }]), {}, { dot: true, waiting: 1, unread: 0 }],
    ['a thread with unread comments', lists(0), { threadsUnread: 1 }, { dot: true, waiting: 0, unread: 0 }],
    ['a review waiting', lists(0), { reviewsWaiting: 2 }, { dot: true, waiting: 0, unread: 0 }],
    [
      'ticketing running plus late above 0',
      lists(0),
      { ticketing: { running: 0, late: 1 } },
      { dot: true, waiting: 0, unread: 0 },
    ],
    [
      'ticketing at 0',
      lists(0),
      { ticketing: { running: 0, late: 0 } },
      { dot: false, waiting: 0, unread: 0 },
    ],
  ];
  for (const [name, state, other, expected] of cases)
    test(name, () => assert.deepEqual(attentionOf(state, other), expected));

  test('waiting counts the whole list, beyond the loaded page', () => {
    const state = applyPage(emptyRooms(), page([makeRoom()], { count: 120, pagingEnd: false }), 0);
    assert.equal(attentionOf(state).waiting, 120);
  });
});
