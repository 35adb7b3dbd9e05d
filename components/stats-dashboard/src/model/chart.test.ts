import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  bucketLabel,
  chartColumns,
  chartLevels,
  chartSummary,
  levelFor,
  lineWidthFor,
  pointsIn,
  ticksIn,
} from './chart.ts';

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

describe('levels of detail', () => {
  const n = 10_000;
  const times = Array.from({ length: n }, (_, i) => 1_700_000_000 + i * 3600);
  const waves = times.map((_, i) => (i * 7919) % 23);
  const spikes = times.map((_, i) => (i === 4321 ? 500 : 1));

  test('each level keeps every run’s lowest and highest value, at the run’s first and last time', () => {
    const levels = chartLevels([times, waves, spikes], 1000);
    assert.equal(levels[0]?.[0]?.length, n);
    for (const level of levels.slice(1)) {
      const [lt, lw, ls] = level as [number[], number[], number[]];
      assert.equal(lt.length, lw.length);
      assert.equal(lt.length, ls.length);
      assert.equal(lt[0], times[0]);
      assert.equal(lt.at(-1), times.at(-1));
      assert.ok(
        lt.every((t, i) => i === 0 || t > (lt[i - 1] as number)),
        'times stay sorted',
      );
      // The envelope is the data's: a spike of one bucket survives every level.
      assert.equal(Math.max(...ls), 500);
      assert.equal(Math.min(...lw), 0);
      assert.equal(Math.max(...lw), 22);
    }
    assert.ok((levels.at(-1)?.[0]?.length ?? 0) <= 1000, 'the coarsest holds at most `smallest` points');
    assert.ok(levels.length >= 3);
  });
  test('a few buckets have no level but their own', () => {
    assert.equal(chartLevels([times.slice(0, 100), waves.slice(0, 100)], 1000).length, 1);
  });
  test('a range gets the most detailed level that fits the budget', () => {
    const levels = chartLevels([times, waves], 1000);
    const first = times[0] as number;
    const last = times.at(-1) as number;
    // The whole range: a coarse level; a hundred hours: every bucket.
    assert.ok(levelFor(levels, first, last, 2400) > 0);
    assert.equal(levelFor(levels, first, first + 100 * 3600, 2400), 0);
    const whole = levels[levelFor(levels, first, last, 2400)]?.[0]?.length ?? 0;
    assert.ok(whole <= 2400);
  });
  test('lines are 2 px while points are 2 px apart or more, 1 px when denser', () => {
    assert.equal(pointsIn([1, 2, 3, 4, 5], 2, 4), 3);
    assert.equal(pointsIn([1, 2, 3], 4, 9), 0);
    assert.equal(lineWidthFor(600, 1200), 2);
    assert.equal(lineWidthFor(601, 1200), 1);
    assert.equal(lineWidthFor(2400, 1200), 1);
  });
});
