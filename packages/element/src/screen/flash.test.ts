import assert from 'node:assert/strict';
import { test } from 'node:test';
import { leaveFlash, takeFlash } from './flash.ts';

test('a flash left for the next screen is taken once, with its values', () => {
  assert.equal(takeFlash(), null);
  leaveFlash({ key: 'settings:saved', values: { name: 'Support' } });
  assert.deepEqual(takeFlash(), { key: 'settings:saved', values: { name: 'Support' } });
  assert.equal(takeFlash(), null);
});
