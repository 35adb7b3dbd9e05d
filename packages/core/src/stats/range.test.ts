import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bucketIndex, localMidnight, rangeDays, safeZone, statsRange } from './range.ts';

// 2026-03-29 is the day Paris moves to summer time (23 hours long).
const NOW = new Date('2026-03-29T14:30:00Z');

describe('statsRange', () => {
  const cases = [
    {
      interval: 'today' as const,
      from: '2026-03-28T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
      bucket: 'hour',
      // The day clocks go forward is 23 hours long.
      count: 23,
    },
    {
      interval: 'yesterday' as const,
      from: '2026-03-27T23:00:00.000Z',
      to: '2026-03-28T23:00:00.000Z',
      bucket: 'hour',
      count: 24,
    },
    {
      interval: 'lastweek' as const,
      from: '2026-03-22T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
      bucket: 'day',
      count: 7,
    },
    {
      interval: 'thismonth' as const,
      from: '2026-02-28T23:00:00.000Z',
      to: '2026-03-31T22:00:00.000Z',
      bucket: 'day',
      count: 31,
    },
  ];
  for (const c of cases)
    test(`${c.interval} in Europe/Paris`, () => {
      const range = statsRange(c.interval, NOW, 'Europe/Paris');
      assert.equal(range.from.toISOString(), c.from);
      assert.equal(range.to.toISOString(), c.to);
      assert.equal(range.bucket, c.bucket);
      assert.equal(range.starts.length, c.count);
      assert.equal(range.starts[0]?.toISOString(), c.from);
    });

  test('custom: first and last day included, one bucket per day', () => {
    const range = statsRange('custom', NOW, 'UTC', { dt_gt: '2026-01-01', dt_lt: '2026-01-10' });
    assert.equal(range.from.toISOString(), '2026-01-01T00:00:00.000Z');
    assert.equal(range.to.toISOString(), '2026-01-11T00:00:00.000Z');
    assert.equal(range.starts.length, 10);
  });

  test('an unknown zone falls back to UTC', () => {
    assert.equal(safeZone('Mars/Olympus'), 'UTC');
    assert.equal(statsRange('today', NOW, 'Mars/Olympus').from.toISOString(), '2026-03-29T00:00:00.000Z');
  });

  test('localMidnight rolls past the end of a month', () => {
    assert.equal(localMidnight(2026, 1, 32, 'UTC').toISOString(), '2026-02-01T00:00:00.000Z');
  });

  test('the day clocks go back has 25 hourly buckets, and a week across it 7 local days', () => {
    const fall = new Date('2026-10-25T12:00:00Z');
    const today = statsRange('today', fall, 'Europe/Paris');
    assert.equal(today.starts.length, 25);
    assert.equal(today.from.toISOString(), '2026-10-24T22:00:00.000Z');
    assert.equal(today.to.toISOString(), '2026-10-25T23:00:00.000Z');
    // 02:30 summer time and 02:30 winter time are two buckets.
    assert.equal(bucketIndex(today, new Date('2026-10-25T00:30:00Z')), 2);
    assert.equal(bucketIndex(today, new Date('2026-10-25T01:30:00Z')), 3);
    const week = statsRange('lastweek', new Date('2026-10-27T12:00:00Z'), 'Europe/Paris');
    assert.deepEqual(
      week.starts.map((d) => d.toISOString()),
      [
        '2026-10-20T22:00:00.000Z',
        '2026-10-21T22:00:00.000Z',
        '2026-10-22T22:00:00.000Z',
        '2026-10-23T22:00:00.000Z',
        '2026-10-24T22:00:00.000Z',
        '2026-10-25T23:00:00.000Z',
        '2026-10-26T23:00:00.000Z',
      ],
    );
    assert.equal(bucketIndex(week, new Date('2026-10-25T22:30:00Z')), 4);
    assert.equal(bucketIndex(week, new Date('2026-10-27T23:00:00Z')), -1);
    assert.deepEqual(rangeDays(week, 'Europe/Paris'), ['2026-10-21', '2026-10-27']);
  });

  test('this month holds its own days only', () => {
    assert.equal(statsRange('thismonth', new Date('2026-04-10T12:00:00Z'), 'UTC').starts.length, 30);
  });
});
