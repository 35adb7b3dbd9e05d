import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GROUPS, SUBACCOUNTS } from './named-set.ts';
import { setRoute } from './set-route.ts';

describe('groups and sub-accounts route', () => {
  const cases: Array<[string | undefined, ReturnType<typeof setRoute>]> = [
    [undefined, { screen: 'list' }],
    ['add', { screen: 'add' }],
    ['12', { screen: 'edit', id: 12 }],
    ['12/edit', { screen: 'edit', id: 12 }],
    ['12/delete', { screen: 'missing' }],
    ['0', { screen: 'missing' }],
    ['x', { screen: 'missing' }],
  ];
  for (const [item, expected] of cases)
    test(`"${item}" is ${expected.screen}`, () => assert.deepEqual(setRoute(item), expected));

  test('a group is edited at its console path, a sub-account at its id; both read back', () => {
    assert.equal(GROUPS.editItem(5), '5/edit');
    assert.equal(SUBACCOUNTS.editItem(5), '5');
    assert.deepEqual(setRoute(GROUPS.editItem(5)), { screen: 'edit', id: 5 });
    assert.deepEqual(setRoute(SUBACCOUNTS.editItem(5)), { screen: 'edit', id: 5 });
  });
});
