import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { skillItem, skillsRoute } from './route.ts';

describe('skills route', () => {
  const cases: Array<[string | undefined, ReturnType<typeof skillsRoute>]> = [
    [undefined, { screen: 'list' }],
    ['', { screen: 'list' }],
    ['add', { screen: 'add' }],
    ['3', { screen: 'edit', id: 3, tab: 'general' }],
    ['3/live-chat', { screen: 'edit', id: 3, tab: 'live-chat' }],
    ['3/widget', { screen: 'edit', id: 3, tab: 'widget' }],
    ['3/calendar', { screen: 'edit', id: 3, tab: 'calendar' }],
    ['3/general', { screen: 'edit', id: 3, tab: 'general' }],
    ['3/other', { screen: 'missing' }],
    ['3/widget/x', { screen: 'missing' }],
    ['0', { screen: 'missing' }],
    ['abc', { screen: 'missing' }],
    ['-1', { screen: 'missing' }],
  ];
  for (const [item, expected] of cases)
    test(`"${item}" is ${expected.screen}`, () => assert.deepEqual(skillsRoute(item), expected));

  test('each tab has its item, and reads back as itself', () => {
    for (const tab of ['general', 'live-chat', 'widget', 'calendar'] as const)
      assert.deepEqual(skillsRoute(skillItem(7, tab)), { screen: 'edit', id: 7, tab });
    assert.equal(skillItem(7, 'general'), '7');
  });
});
