import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { StatsDashboardQuery, StatsDetailQuery } from './stats-dashboard.ts';

const fieldsOf = (input: unknown) => {
  const r = v.safeParse(StatsDashboardQuery, input);
  return r.success ? null : Object.fromEntries(r.issues.map((i) => [v.getDotPath(i), i.message]));
};

test('a dashboard query reads the wire strings and refuses bad ranges on dt_lt', () => {
  assert.deepEqual(v.parse(StatsDashboardQuery, { interval: 'today', skill: '12' }), {
    interval: 'today',
    skill: 12,
  });
  assert.equal(fieldsOf({ interval: 'custom', dt_gt: '2026-03-01', dt_lt: '2026-03-31' }), null);
  assert.deepEqual(fieldsOf({ interval: 'custom', dt_gt: '2026-03-01' }), { dt_lt: 'range_required' });
  assert.deepEqual(fieldsOf({ interval: 'custom', dt_gt: '2026-03-02', dt_lt: '2026-03-01' }), {
    dt_lt: 'range_order',
  });
  assert.deepEqual(fieldsOf({ interval: 'custom', dt_gt: '2025-01-01', dt_lt: '2026-01-05' }), {
    dt_lt: 'range_too_long',
  });
  assert.deepEqual(fieldsOf({ interval: 'custom', dt_gt: '2026-13-01', dt_lt: '2026-03-01' }), {
    dt_gt: 'invalid',
  });
  assert.deepEqual(fieldsOf({ interval: 'today', agent: 'x', skill: '0' }), {
    agent: 'invalid',
    skill: 'invalid',
  });
});

test('a detail page is 50 rows unless asked, at most 200', () => {
  const q = v.parse(StatsDetailQuery, { interval: 'lastweek' });
  assert.equal(q.page, 1);
  assert.equal(q.page_size, 50);
  assert.equal(v.safeParse(StatsDetailQuery, { interval: 'lastweek', page_size: '201' }).success, false);
});
