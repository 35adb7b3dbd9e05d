import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { localMidnight, safeZone, statsRange } from './intervals.ts';

// 2026-03-29 is the day Paris moves to summer time (23 hours long).
const NOW = new Date('2026-03-29T14:30:00Z');

describe('statsRange', () => {
  const cases = [
    {
      interval: 'today' as const,
      from: '2026-03-28T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
      bucket: 'hour',
      count: 24,
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
      assert.equal(range.count, c.count);
    });

  test('custom: first and last day included, one bucket per day', () => {
    const range = statsRange('custom', NOW, 'UTC', { dt_gt: '2026-01-01', dt_lt: '2026-01-10' });
    assert.equal(range.from.toISOString(), '2026-01-01T00:00:00.000Z');
    assert.equal(range.to.toISOString(), '2026-01-11T00:00:00.000Z');
    assert.equal(range.count, 10);
  });

  test('an unknown zone falls back to UTC', () => {
    assert.equal(safeZone('Mars/Olympus'), 'UTC');
    assert.equal(statsRange('today', NOW, 'Mars/Olympus').from.toISOString(), '2026-03-29T00:00:00.000Z');
  });

  test('localMidnight rolls past the end of a month', () => {
    assert.equal(localMidnight(2026, 1, 32, 'UTC').toISOString(), '2026-02-01T00:00:00.000Z');
  });
});
