import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sectionOf, sectionPath } from './sections.ts';

describe('settings sections', () => {
  test('an attribute names a known section or none', () => {
    assert.equal(sectionOf('agents'), 'agents');
    assert.equal(sectionOf('account-delete'), 'account-delete');
    assert.equal(sectionOf('billing'), null);
    assert.equal(sectionOf(undefined), null);
  });

  test('paths follow the route table, items escaped part by part', () => {
    assert.equal(sectionPath('agents'), '/settings/agents');
    assert.equal(sectionPath('agents', 'add'), '/settings/agents/add');
    assert.equal(sectionPath('account-delete'), '/settings/account/delete');
    assert.equal(sectionPath('channels', 'add/whatsapp'), '/messaging/add/whatsapp');
    assert.equal(sectionPath('msglib', 'categories/3/a b'), '/settings/msglib/categories/3/a%20b');
  });
});
