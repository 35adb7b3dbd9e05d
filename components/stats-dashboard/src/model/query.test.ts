import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { exportFileName, statsParams } from './query.ts';

describe('dashboard query', () => {
  test('the presets the server names go as their interval, with the filters', () => {
    assert.deepEqual(statsParams({ from: '2026-11-20', to: '2026-11-26', preset: 'lastweek' }, 3, 'a-1'), {
      interval: 'lastweek',
      skill: 3,
      agent: 'a-1',
    });
    assert.deepEqual(statsParams({ from: '2026-11-27', to: '2026-11-27', preset: 'today' }, null, null), {
      interval: 'today',
    });
  });
  test('last month, last year and chosen days go as a custom range of days', () => {
    assert.deepEqual(statsParams({ from: '2026-10-01', to: '2026-10-31', preset: 'lastmonth' }, null, null), {
      interval: 'custom',
      dt_gt: '2026-10-01',
      dt_lt: '2026-10-31',
    });
    assert.deepEqual(statsParams({ from: '2026-01-03', to: '2026-02-01' }, null, null), {
      interval: 'custom',
      dt_gt: '2026-01-03',
      dt_lt: '2026-02-01',
    });
  });
  test('exports are named export-… with their range', () => {
    assert.equal(
      exportFileName('dashboard2export', { from: '2026-11-01', to: '2026-11-30' }),
      'export-dashboard2export-2026-11-01_2026-11-30.csv',
    );
    assert.equal(exportFileName('export-discussions', { from: 'a', to: 'b' }), 'export-discussions-a_b.csv');
  });
  test('a key account names the company it reads', () => {
    assert.deepEqual(statsParams({ from: '2026-11-27', to: '2026-11-27', preset: 'today' }, null, null, 4), {
      interval: 'today',
      company: 4,
    });
  });
});
