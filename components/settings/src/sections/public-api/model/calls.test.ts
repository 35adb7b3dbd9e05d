import assert from 'node:assert/strict';
import { test } from 'node:test';
import { callTime, filterParams, STATUS_FILTERS } from './calls.ts';

test("a call's time is read on the company's clock, to the second", () => {
  assert.equal(callTime('2026-11-27T09:05:09Z', 'Europe/Paris', 'fr'), '27/11/2026 10:05:09');
  assert.equal(callTime('2026-11-27T09:05:09Z', 'America/New_York', 'fr'), '27/11/2026 04:05:09');
  // An unknown zone: the reader's clock rather than nothing.
  assert.match(callTime('2026-11-27T09:05:09Z', 'Nowhere/Else', 'fr'), /^27\/11\/2026 \d\d:05:09$/);
});

test('filters become the query the server takes; "every" is left out', () => {
  assert.deepEqual(filterParams({ token: '', status: '' }), {});
  assert.deepEqual(filterParams({ token: '4', status: '4xx' }), { token: '4', status: '4xx' });
  assert.deepEqual(STATUS_FILTERS, ['2xx', '4xx', '5xx']);
});
