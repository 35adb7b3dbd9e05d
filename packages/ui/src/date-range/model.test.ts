import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addDays, endBounds, localToday, presetRange, rangeDays, rangeProblem } from './model.ts';

describe('date range presets', () => {
  const today = '2026-03-31';
  test('today and yesterday are single days', () => {
    assert.deepEqual(presetRange('today', today), { from: today, to: today, preset: 'today' });
    assert.deepEqual(presetRange('yesterday', today), {
      from: '2026-03-30',
      to: '2026-03-30',
      preset: 'yesterday',
    });
  });
  test('last week is the seven days before today, across the change to summer time', () => {
    const range = presetRange('lastweek', today);
    assert.deepEqual([range.from, range.to], ['2026-03-24', '2026-03-30']);
    assert.equal(rangeDays(range.from, range.to), 7);
  });
  test('last month is the previous calendar month, January reaching back to December', () => {
    const march = presetRange('lastmonth', today);
    assert.deepEqual([march.from, march.to], ['2026-02-01', '2026-02-28']);
    const january = presetRange('lastmonth', '2026-01-15');
    assert.deepEqual([january.from, january.to], ['2025-12-01', '2025-12-31']);
  });
  test('last year is the twelve months before this one, within the one-year limit', () => {
    const range = presetRange('lastyear', today);
    assert.deepEqual([range.from, range.to], ['2025-03-01', '2026-02-28']);
    assert.equal(rangeProblem(range), null);
  });
});

describe('date range rules', () => {
  test('a range of one day to one year (366 days) is accepted', () => {
    assert.equal(rangeProblem({ from: '2026-01-01', to: '2026-01-01' }), null);
    assert.equal(rangeProblem({ from: '2024-01-01', to: '2024-12-31' }), null);
  });
  test('a reversed, overlong or incomplete range is refused with its reason', () => {
    assert.equal(rangeProblem({ from: '2026-02-02', to: '2026-02-01' }), 'order');
    assert.equal(rangeProblem({ from: '2025-01-01', to: '2026-01-02' }), 'too_long');
    assert.equal(rangeProblem({ from: '', to: '2026-01-02' }), 'required');
    assert.equal(rangeProblem({ from: '2026-13-45', to: '2026-01-02' }), 'required');
  });
  test('the end is bounded by the start and one year after it', () => {
    assert.deepEqual(endBounds('2026-03-01'), { min: '2026-03-01', max: '2027-03-01' });
    assert.equal(endBounds('nope'), null);
  });
  test('days move in the calendar, not by 24 hours of a zone', () => {
    assert.equal(addDays('2026-10-25', 1), '2026-10-26');
    assert.equal(localToday(new Date(2026, 0, 5, 23, 30)), '2026-01-05');
  });
});
