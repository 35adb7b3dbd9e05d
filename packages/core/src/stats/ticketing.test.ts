import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  isTicketLate,
  isTicketOpen,
  type TicketTimes,
  ticketFirstReplyTime,
  ticketLateRate,
  ticketResolutionTime,
} from './ticketing.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 9, 0) + minutes * 60_000);
const ticket = (over: Partial<TicketTimes> = {}): TicketTimes => ({
  created: at(0),
  firstReply: null,
  closedAt: null,
  ...over,
});

test('first reply and resolution are counted from the creation, null until they happen', () => {
  const t = ticket({ firstReply: at(4), closedAt: at(90) });
  assert.equal(ticketFirstReplyTime(t), 240);
  assert.equal(ticketResolutionTime(t), 5400);
  assert.equal(ticketFirstReplyTime(ticket()), null);
  assert.equal(ticketResolutionTime(ticket()), null);
  // Instants out of order measure nothing rather than a negative time.
  assert.equal(ticketResolutionTime(ticket({ closedAt: at(-1) })), null);
});

test('late: no answer within 10 minutes of the creation', () => {
  assert.equal(isTicketLate(ticket({ firstReply: at(9) }), at(60)), false);
  assert.equal(isTicketLate(ticket({ firstReply: at(10) }), at(60)), true);
  // Open and unanswered: late once 10 minutes have passed.
  assert.equal(isTicketLate(ticket(), at(9)), false);
  assert.equal(isTicketLate(ticket(), at(10)), true);
  // Closed unanswered: late only if it stayed 10 minutes.
  assert.equal(isTicketLate(ticket({ closedAt: at(5) }), at(60)), false);
  assert.equal(isTicketLate(ticket({ closedAt: at(15) }), at(60)), true);
});

test('the late rate is a percent with 2 decimals; open is every status but closed', () => {
  assert.equal(ticketLateRate(1, 3), 33.33);
  assert.equal(ticketLateRate(0, 0), 0);
  assert.deepEqual(['waiting', 'running', 'late', 'closed'].map(isTicketOpen), [true, true, true, false]);
});
