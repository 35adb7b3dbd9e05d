import assert from 'node:assert/strict';
import { test } from 'node:test';
import { holdsNul } from './nul.ts';

test('holdsNul finds U+0000 in strings and keys at any depth, and nothing else', () => {
  assert.equal(holdsNul({ a: ['x', { b: 'y\u0000' }] }), true);
  assert.equal(holdsNul({ 'k\u0000': 1 }), true);
  assert.equal(holdsNul({ a: ['x', { b: 'y', c: 0, d: null, e: true }], f: 'é😀' }), false);
  assert.equal(holdsNul(JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`)), true);
});
