import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { canSupervise, downloadName, initialFilters, statsCommand, statsRequest } from './query.ts';

describe('statsRequest', () => {
  test('an interval with the rooms details; skill and agent only for supervisors', () => {
    const filters = { ...initialFilters(), interval: 'lastweek' as const, skill: '2', agent: 'a-1' };
    assert.deepEqual(statsRequest(filters, true), {
      ok: true,
      payload: { interval: 'lastweek', details: 'rooms', skill: 2, agent: 'a-1' },
    });
    assert.deepEqual(statsRequest(filters, false), {
      ok: true,
      payload: { interval: 'lastweek', details: 'rooms' },
    });
  });
  test('a custom range needs both days, in order, within a year', () => {
    const custom = (from: string, to: string) =>
      statsRequest({ ...initialFilters(), interval: 'custom', from, to }, false);
    assert.deepEqual(custom('', '2026-01-02'), { ok: false, problem: 'range_required' });
    assert.deepEqual(custom('2026-02-01', '2026-01-02'), { ok: false, problem: 'range_order' });
    assert.deepEqual(custom('2025-01-01', '2026-01-02'), { ok: false, problem: 'range_too_long' });
    assert.deepEqual(custom('2026-01-01', '2026-01-02'), {
      ok: true,
      payload: { interval: 'custom', details: 'rooms', dt_gt: '2026-01-01', dt_lt: '2026-01-02' },
    });
  });
});

describe('roles, commands and names', () => {
  test('supervisors and managers and above supervise', () => {
    assert.deepEqual(
      (['agent', 'claim_agent', 'supervisor', 'manager', 'admin', 'owner', 'stats_manager'] as const).map(
        canSupervise,
      ),
      [false, false, true, true, true, true, false],
    );
    assert.equal(canSupervise(null), false);
  });
  test('the command for each case', () => {
    assert.equal(statsCommand(false, false), 'get_stats');
    assert.equal(statsCommand(false, true), 'get_csv_stats');
    assert.equal(statsCommand(true, false), 'get_supervisor_stats');
    assert.equal(statsCommand(true, true), 'get_supervisor_csv_stats');
  });
  test('download names keep to export-….csv', () => {
    assert.equal(downloadName('export-stats-2026-01-01.csv'), 'export-stats-2026-01-01.csv');
    assert.equal(downloadName('../../evil.csv'), 'export-stats.csv');
    assert.equal(downloadName('export-x.xlsx'), 'export-stats.csv');
    assert.equal(downloadName(undefined), 'export-stats.csv');
  });
});
