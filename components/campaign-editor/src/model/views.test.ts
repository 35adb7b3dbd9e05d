import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { audiencePath, screenOf } from './views.ts';

describe('campaign editor screens', () => {
  test('the contacts section is the audiences list, its form to add, and one audience by id', () => {
    assert.deepEqual(screenOf('contacts', undefined), { kind: 'audiences' });
    assert.deepEqual(screenOf(undefined, undefined), { kind: 'audiences' });
    assert.deepEqual(screenOf('contacts', 'add'), { kind: 'audience-form', id: null });
    assert.deepEqual(screenOf('contacts', '12'), { kind: 'audience-form', id: 12 });
    assert.deepEqual(screenOf('contacts', 'edit/12'), { kind: 'audience-form', id: 12 });
  });

  test('templates and campaigns wait for their screens; anything else is unknown', () => {
    assert.deepEqual(screenOf('templates', 'add'), { kind: 'later', section: 'templates' });
    assert.deepEqual(screenOf('list', undefined), { kind: 'later', section: 'list' });
    assert.deepEqual(screenOf('contacts', '0'), { kind: 'unknown' });
    assert.deepEqual(screenOf('contacts', 'abc'), { kind: 'unknown' });
    assert.deepEqual(screenOf('stats', undefined), { kind: 'unknown' });
  });

  test('paths the element asks the console for', () => {
    assert.equal(audiencePath(), '/campaigns/contacts');
    assert.equal(audiencePath('add'), '/campaigns/contacts/add');
    assert.equal(audiencePath(7), '/campaigns/contacts/7');
  });
});
