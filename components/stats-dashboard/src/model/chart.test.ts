import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bucketLabel, chartColumns, chartSummary, ticksIn } from './chart.ts';

const BUCKETS = [
  { start: '2026-11-24T23:00:00.000Z', created: 2, closed: 1 },
  { start: '2026-11-25T23:00:00.000Z', created: 5, closed: 4 },
  { start: '2026-11-26T23:00:00.000Z', created: 0, closed: 1 },
];

describe('dashboard charts', () => {
  test('columns are the times in seconds then each series in order', () => {
    const columns = chartColumns(BUCKETS, [
      { key: 'created', label: 'c', color: 'a' },
      { key: 'closed', label: 'd', color: 'b' },
    ]);
    assert.deepEqual(columns, [
      [1795561200, 1795647600, 1795734000],
      [2, 5, 0],
      [1, 4, 1],
    ]);
  });
  test('the summary totals each series and names the peak of the first', () => {
    assert.deepEqual(chartSummary(BUCKETS, ['created', 'closed']), {
      totals: { created: 7, closed: 6 },
      peak: { start: '2026-11-25T23:00:00.000Z', value: 5 },
    });
    assert.equal(chartSummary([{ start: 'x', created: 0 }], ['created']).peak, null);
  });
  test('a daily bucket reads as its day in the zone shown, an hourly one as its hour', () => {
    assert.equal(bucketLabel('2026-11-25T23:00:00.000Z', 'day', 'fr', 'Europe/Paris'), '26/11');
    assert.equal(bucketLabel('2026-11-25T23:00:00.000Z', 'hour', 'fr', 'Europe/Paris'), '00:00');
    assert.equal(bucketLabel('2026-11-25T23:00:00.000Z', 'day', 'en', 'Europe/Paris'), '11/26');
  });
});

describe('the time axis', () => {
  const hours = Array.from({ length: 48 }, (_, i) => 1_700_000_000 + i * 3600);

  test('labels bucket starts inside the range, about a dozen at most', () => {
    const all = ticksIn(hours, hours[0] as number, hours[47] as number);
    assert.equal(all[0], hours[0]);
    assert.ok(all.length <= 12 && all.length >= 8, String(all.length));
    assert.ok(all.every((t) => hours.includes(t)));
    // Zoomed on six hours: each of them.
    assert.deepEqual(ticksIn(hours, hours[10] as number, hours[15] as number), hours.slice(10, 16));
    // Between two buckets, or outside the data: nothing to label.
    assert.deepEqual(ticksIn(hours, (hours[3] as number) + 1, (hours[3] as number) + 2), []);
    assert.deepEqual(ticksIn(hours, 0, 10), []);
  });

  test('takes a million buckets without walking them', () => {
    const many = Array.from({ length: 1_000_000 }, (_, i) => i * 60);
    const ticks = ticksIn(many, 0, 59_999_940);
    assert.ok(ticks.length <= 13);
    assert.equal(ticks[0], 0);
  });
});
