import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bucketLabel, chartColumns, chartSummary } from './chart.ts';

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
