import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { WebivrStatsExportQuery, WebivrStatsQuery } from './stats-webivr.ts';

const fieldsOf = (schema: typeof WebivrStatsQuery | typeof WebivrStatsExportQuery, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? null : Object.fromEntries(r.issues.map((i) => [v.getDotPath(i), i.message]));
};

test('the web IVR statistics read one web IVR, with the dashboards’ range rules', () => {
  assert.deepEqual(v.parse(WebivrStatsQuery, { interval: 'today', account: '4' }), {
    interval: 'today',
    account: 4,
  });
  assert.deepEqual(fieldsOf(WebivrStatsQuery, { interval: 'today', account: 'x' }), { account: 'invalid' });
  assert.deepEqual(fieldsOf(WebivrStatsQuery, { interval: 'custom', dt_gt: '2026-03-01' }), {
    dt_lt: 'range_required',
  });
  assert.equal(v.parse(WebivrStatsExportQuery, { interval: 'lastweek' }).format, 'csv');
  assert.deepEqual(fieldsOf(WebivrStatsExportQuery, { interval: 'lastweek', format: 'pdf' }), {
    format: 'invalid',
  });
});
