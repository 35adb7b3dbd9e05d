import assert from 'node:assert/strict';
import { test } from 'node:test';
import { reasonRoute } from './route.ts';

test('the item names the list, the new reason, a reason, or nothing', () => {
  const cases: [string | undefined, ReturnType<typeof reasonRoute>][] = [
    [undefined, { screen: 'list' }],
    ['', { screen: 'list' }],
    ['add', { screen: 'add' }],
    ['12', { screen: 'edit', id: 12 }],
    ['0', { screen: 'missing' }],
    ['12/edit', { screen: 'missing' }],
    ['abc', { screen: 'missing' }],
    ['1234567890', { screen: 'missing' }],
  ];
  for (const [item, route] of cases) assert.deepEqual(reasonRoute(item), route, String(item));
});
