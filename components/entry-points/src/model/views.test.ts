import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { entryPointIdOf, VIEWS, viewOf, viewPath, viewRank } from './views.ts';

describe('entry point screens', () => {
  test('no view is the messaging list; an unknown one is none', () => {
    assert.equal(viewOf(undefined), 'messaging');
    assert.equal(viewOf('embed'), 'embed');
    assert.equal(viewOf('nope'), null);
  });

  test('spec 000 §2: managers read the lists, forms need an admin', () => {
    assert.deepEqual(
      VIEWS.map((v) => [v, viewRank(v)]),
      [
        ['messaging', 'manager'],
        ['webivr', 'manager'],
        ['messaging-form', 'admin'],
        ['customization', 'admin'],
        ['messenger-menu', 'admin'],
        ['embed', 'admin'],
      ],
    );
  });

  test('paths of the console routes', () => {
    assert.equal(viewPath('messaging'), '/botgroups');
    assert.equal(viewPath('webivr'), '/botgroups/webivr');
    assert.equal(viewPath('messaging-form'), '/botgroups/messaging/form');
    assert.equal(viewPath('messaging-form', 3), '/botgroups/messaging/form/3');
    assert.equal(viewPath('customization', 3), '/botgroups/messaging/form/3/customization');
    assert.equal(viewPath('embed', 3), '/botgroups/messaging/form/3/embed');
    assert.equal(viewPath('messenger-menu', 4), '/botgroups/messaging/form-messenger-menu/4');
  });

  test('an entry point id is a positive whole number', () => {
    assert.equal(entryPointIdOf(undefined), null);
    assert.equal(entryPointIdOf('12'), 12);
    for (const bad of ['0', '-1', 'abc', '1.5', '01']) assert.equal(entryPointIdOf(bad), 'invalid', bad);
  });
});
