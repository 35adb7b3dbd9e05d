import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nextPlanDate, planDates } from './recurrence.ts';
import { instantOf, isWallClock, wallClockOf } from './zone.ts';

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

test('a weekly send at 10:00 in Paris stays at 10:00 across the change to summer time', () => {
  const plan = {
    dtstart: '2026-03-20T10:00',
    tzid: 'Europe/Paris',
    recurrence: { freq: 2, interval: 1 },
    send_count: null,
  } as const;
  const dates = planDates(plan, 30);
  assert.equal(dates.length, 30);
  assert.deepEqual(iso(dates.slice(0, 3)), [
    '2026-03-20T09:00:00.000Z',
    '2026-03-27T09:00:00.000Z',
    // 29 March: clocks go forward, 10:00 is now 08:00 UTC.
    '2026-04-03T08:00:00.000Z',
  ]);
  assert.ok(dates.every((d) => wallClockOf(d, 'Europe/Paris').endsWith('T10:00')));
  // And back in October (25 October: clocks go back).
  const october = planDates(plan, 33)
    .filter((d) => d.getUTCMonth() === 9)
    .map((d) => d.toISOString());
  assert.ok(october.includes('2026-10-23T08:00:00.000Z'));
  assert.ok(october.includes('2026-10-30T09:00:00.000Z'));
});

test('a monthly send on the 31st skips the months without one; the count bounds the plan', () => {
  const plan = {
    dtstart: '2026-01-31T09:30',
    tzid: 'UTC',
    recurrence: { freq: 1, interval: 1 },
    send_count: 4,
  } as const;
  assert.deepEqual(iso(planDates(plan, 30)), [
    '2026-01-31T09:30:00.000Z',
    '2026-03-31T09:30:00.000Z',
    '2026-05-31T09:30:00.000Z',
    '2026-07-31T09:30:00.000Z',
  ]);
  assert.equal(nextPlanDate(plan, new Date('2026-07-31T09:30:00Z')), null, 'no fifth send');
});

test('every other day, and a plan without recurrence sends once', () => {
  const daily = {
    dtstart: '2026-06-01T08:00',
    tzid: 'America/New_York',
    recurrence: { freq: 3, interval: 2 },
    send_count: null,
  } as const;
  assert.deepEqual(iso(planDates(daily, 3)), [
    '2026-06-01T12:00:00.000Z',
    '2026-06-03T12:00:00.000Z',
    '2026-06-05T12:00:00.000Z',
  ]);
  const once = {
    dtstart: '2026-06-01T08:00',
    tzid: 'Europe/Paris',
    recurrence: null,
    send_count: null,
  } as const;
  assert.deepEqual(iso(planDates(once, 30)), ['2026-06-01T06:00:00.000Z']);
});

test('the next send after an instant, strictly after it', () => {
  const plan = {
    dtstart: '2026-03-20T10:00',
    tzid: 'Europe/Paris',
    recurrence: { freq: 2, interval: 1 },
    send_count: null,
  } as const;
  assert.equal(
    nextPlanDate(plan, new Date('2026-03-01T00:00:00Z'))?.toISOString(),
    '2026-03-20T09:00:00.000Z',
  );
  assert.equal(
    nextPlanDate(plan, new Date('2026-03-20T09:00:00Z'))?.toISOString(),
    '2026-03-27T09:00:00.000Z',
  );
  assert.equal(
    nextPlanDate(plan, new Date('2026-03-28T12:00:00Z'))?.toISOString(),
    '2026-04-03T08:00:00.000Z',
  );
});

test('wall clocks: skipped hours are taken an hour later, repeated ones in winter time', () => {
  assert.equal(instantOf('2026-03-29T02:30', 'Europe/Paris').toISOString(), '2026-03-29T01:30:00.000Z');
  assert.equal(instantOf('2026-10-25T02:30', 'Europe/Paris').toISOString(), '2026-10-25T01:30:00.000Z');
  assert.equal(instantOf('2026-07-14T12:00', 'Europe/Paris').toISOString(), '2026-07-14T10:00:00.000Z');
  assert.ok(isWallClock('2026-02-28T23:59'));
  assert.ok(!isWallClock('2026-02-30T10:00'));
  assert.ok(!isWallClock('2026-02-10 10:00'));
});
