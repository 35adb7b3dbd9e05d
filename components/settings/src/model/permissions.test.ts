import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canOpen } from './permissions.ts';

test('who may open which settings section', () => {
  const cases: Array<[Parameters<typeof canOpen>[0], Parameters<typeof canOpen>[1], boolean]> = [
    ['agent', 'account', true],
    ['agent', 'agents', false],
    ['agent', 'contact-reasons', false],
    ['manager', 'agents', true],
    ['manager', 'msglib', true],
    ['manager', 'rooms', false],
    ['content_manager', 'groups', true],
    ['content_manager', 'agents', false],
    ['admin', 'skills', true],
    ['admin', 'external-views', false],
    ['owner', 'external-views', true],
  ];
  for (const [role, section, expected] of cases)
    assert.equal(canOpen(role, section), expected, `${role} ${section}`);
});
