import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nextIndex } from './menu-keys.ts';

test('menu keys: arrows wrap, Home and End go to the ends, other keys are not the menu’s', () => {
  assert.equal(nextIndex(2, 'ArrowDown', 3), 0);
  assert.equal(nextIndex(0, 'ArrowUp', 3), 2);
  assert.equal(nextIndex(1, 'Home', 3), 0);
  assert.equal(nextIndex(1, 'End', 3), 2);
  assert.equal(nextIndex(1, 'a', 3), null);
  assert.equal(nextIndex(0, 'ArrowDown', 0), null);
});
