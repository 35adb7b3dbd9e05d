import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bucketLabel, bucketTotals, chartData, peakBucket } from './buckets.ts';

const at = (h: number) => new Date(2026, 5, 15, h).toISOString();
const buckets = [
  { start: at(9), created: 1, closed: 0 },
  { start: at(10), created: 3, closed: 2 },
  { start: at(11), created: 0, closed: 1 },
];

describe('buckets', () => {
  test('chart columns: seconds, created, closed', () => {
    const [x, created, closed] = chartData(buckets);
    assert.equal(x[1], Date.parse(at(10)) / 1000);
    assert.deepEqual(created, [1, 3, 0]);
    assert.deepEqual(closed, [0, 2, 1]);
  });
  test('labels: hours per language, days as dates', () => {
    assert.equal(bucketLabel(at(14), 'hour', 'fr'), '14 h');
    assert.equal(bucketLabel(at(14), 'hour', 'en'), '2 PM');
    assert.equal(bucketLabel(at(0), 'hour', 'en'), '12 AM');
    assert.equal(bucketLabel(at(0), 'day', 'fr'), '15/06/2026');
    assert.equal(bucketLabel(Date.parse(at(0)) / 1000, 'day', 'en'), '06/15/2026');
  });
  test('peak and totals', () => {
    assert.equal(peakBucket(buckets)?.start, at(10));
    assert.equal(peakBucket([{ start: at(1), created: 0, closed: 0 }]), null);
    assert.deepEqual(bucketTotals(buckets), { created: 4, closed: 3 });
  });
});
