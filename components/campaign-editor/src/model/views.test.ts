import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { audiencePath, campaignFormPath, campaignPath, screenOf, templatePath } from './views.ts';

describe('campaign editor screens', () => {
  test('the contacts section is the audiences list, its form to add, and one audience by id', () => {
    assert.deepEqual(screenOf('contacts', undefined), { kind: 'audiences' });
    assert.deepEqual(screenOf(undefined, undefined), { kind: 'audiences' });
    assert.deepEqual(screenOf('contacts', 'add'), { kind: 'audience-form', id: null });
    assert.deepEqual(screenOf('contacts', '12'), { kind: 'audience-form', id: 12 });
    assert.deepEqual(screenOf('contacts', 'edit/12'), { kind: 'audience-form', id: 12 });
  });

  test('the templates section is their list, the form to add, and one template by kind and id', () => {
    assert.deepEqual(screenOf('templates', undefined), { kind: 'templates' });
    assert.deepEqual(screenOf('templates', 'add'), { kind: 'template-form', template: null });
    assert.deepEqual(screenOf('templates', 'tyntec-wa/4'), {
      kind: 'template-form',
      template: { kind: 'tyntec-wa', id: 4 },
    });
    assert.deepEqual(screenOf('templates', 'fax/4'), { kind: 'unknown' });
    assert.deepEqual(screenOf('templates', 'sms/0'), { kind: 'unknown' });
    assert.deepEqual(screenOf('templates', 'sms/4/x'), { kind: 'unknown' });
  });

  test('campaigns: their list, the form to add or change one, one followed; anything else is unknown', () => {
    assert.deepEqual(screenOf('list', undefined), { kind: 'campaigns' });
    assert.deepEqual(screenOf('list', '3'), { kind: 'campaign-form', id: 3 });
    assert.deepEqual(screenOf('list', 'send/3'), { kind: 'campaign', id: 3 });
    assert.deepEqual(screenOf('list', 'add'), { kind: 'campaign-form', id: null });
    assert.deepEqual(screenOf('list', 'x'), { kind: 'unknown' });
    assert.deepEqual(screenOf('list', 'send/x'), { kind: 'unknown' });
    assert.deepEqual(screenOf('contacts', '0'), { kind: 'unknown' });
    assert.deepEqual(screenOf('contacts', 'abc'), { kind: 'unknown' });
    assert.deepEqual(screenOf('stats', undefined), { kind: 'unknown' });
  });

  test('paths the element asks the console for', () => {
    assert.equal(audiencePath(), '/campaigns/contacts');
    assert.equal(audiencePath('add'), '/campaigns/contacts/add');
    assert.equal(audiencePath(7), '/campaigns/contacts/7');
    assert.equal(campaignPath(), '/campaigns/list');
    assert.equal(campaignPath(3), '/campaigns/list/send/3');
    assert.equal(campaignFormPath('add'), '/campaigns/list/add');
    assert.equal(campaignFormPath(3), '/campaigns/list/3');
    assert.equal(templatePath(), '/campaigns/templates');
    assert.equal(templatePath('add'), '/campaigns/templates/add');
    assert.equal(templatePath({ kind: 'sms', id: 3 }), '/campaigns/templates/sms/3');
  });
});
