import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  averageSatisfaction,
  type ConversationTimes,
  firstResponseTime,
  handleRate,
  isLate,
  isLateNow,
  netPromoterScore,
  percent,
  runningTime,
  satisfactionOf,
  unansweredSince,
  waitingTime,
  wholeSeconds,
} from './metrics.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 29, 10, 0) + minutes * 60_000);
const room = (over: Partial<ConversationTimes> = {}): ConversationTimes => ({
  created: at(0),
  waitingSince: at(0),
  takenAt: null,
  closedAt: null,
  firstVisitorMessage: at(0),
  firstAgentMessage: null,
  ...over,
});

test('percent has 2 decimals and is 0 over nothing', () => {
  assert.equal(percent(1, 3), 33.33);
  assert.equal(percent(2, 3), 66.67);
  assert.equal(percent(0, 0), 0);
  assert.equal(handleRate(3, 4), 75);
});

test('durations: waiting until taken, first response from creation, running until closed', () => {
  const r = room({ takenAt: at(2), firstAgentMessage: at(3), closedAt: at(13) });
  assert.equal(waitingTime(r), 120);
  assert.equal(firstResponseTime(r), 180);
  assert.equal(runningTime(r), 660);
  assert.equal(waitingTime(room()), null);
  assert.equal(runningTime(room({ takenAt: at(1) })), null);
  assert.equal(wholeSeconds(12.5), 13);
  assert.equal(wholeSeconds(null), null);
});

test('late after 10 minutes without an agent reply, answered or not', () => {
  assert.equal(isLate(room({ firstAgentMessage: at(9.99) }), at(60)), false);
  assert.equal(isLate(room({ firstAgentMessage: at(10) }), at(60)), true);
  assert.equal(isLate(room(), at(9)), false);
  assert.equal(isLate(room(), at(10)), true);
  // The visitor left after 5 minutes: not late.
  assert.equal(isLate(room({ closedAt: at(5) }), at(60)), false);
  // The wait starts at the visitor's first message.
  assert.equal(isLate(room({ firstVisitorMessage: at(5), firstAgentMessage: at(14) }), at(60)), false);
});

test('satisfaction out of 5 and NPS as promoters minus detractors', () => {
  assert.deepEqual(satisfactionOf(4), { sat: 4, nps: null });
  assert.deepEqual(satisfactionOf({ sat: 5, nps: 9 }), { sat: 5, nps: 9 });
  assert.deepEqual(satisfactionOf('x'), { sat: null, nps: null });
  assert.equal(averageSatisfaction(14, 3), 4.67);
  assert.equal(averageSatisfaction(0, 0), null);
  // 2 promoters, 1 passive, 1 detractor: (2 − 1) / 4.
  assert.equal(netPromoterScore(2, 1, 4), 25);
  assert.equal(netPromoterScore(0, 3, 3), -100);
  assert.equal(netPromoterScore(0, 0, 0), null);
});

test('late now: the visitor has had the last word for 10 minutes', () => {
  const open = { lastVisitorMessage: at(0), lastAgentMessage: null, waitingSince: at(-5), created: at(-5) };
  assert.equal(unansweredSince(open)?.getTime(), at(0).getTime());
  assert.equal(isLateNow(open, at(9)), false);
  assert.equal(isLateNow(open, at(10)), true);
  const answered = { ...open, lastAgentMessage: at(1) };
  assert.equal(unansweredSince(answered), null);
  assert.equal(isLateNow(answered, at(60)), false);
  assert.equal(isLateNow({ ...answered, lastVisitorMessage: at(2) }, at(12)), true);
  assert.equal(unansweredSince({ ...open, lastVisitorMessage: null })?.getTime(), at(-5).getTime());
});
