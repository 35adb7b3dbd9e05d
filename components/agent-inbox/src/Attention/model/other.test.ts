import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { emptyRooms } from '../../model/rooms.ts';
import { attentionOf } from './dot.ts';
import { $otherAttention, resetOtherAttention, reviewReceived, ticketingReceived } from './other.ts';

describe('review and ticketing events (spec 000 §7) feed the dot', () => {
  beforeEach(resetOtherAttention);

  it('a waiting review turns the dot on; back to 0 turns it off', () => {
    assert.equal(reviewReceived({ waiting_count: 2 }), true);
    assert.equal(attentionOf(emptyRooms(), $otherAttention.get()).dot, true);
    reviewReceived({ waiting_count: 0 });
    assert.equal(attentionOf(emptyRooms(), $otherAttention.get()).dot, false);
  });

  it('ticketing running plus late above 0 turns it on', () => {
    assert.equal(ticketingReceived({ running: 0, late: 1 }), true);
    assert.equal(attentionOf(emptyRooms(), $otherAttention.get()).dot, true);
    ticketingReceived({ running: 0, late: 0 });
    assert.equal(attentionOf(emptyRooms(), $otherAttention.get()).dot, false);
  });

  it('refuses malformed data and keeps what it knew', () => {
    reviewReceived({ waiting_count: 3 });
    assert.equal(reviewReceived({ waiting_count: -1 }), false);
    assert.equal(ticketingReceived({ running: 'x' }), false);
    assert.deepEqual($otherAttention.get(), { reviewsWaiting: 3 });
  });
});
