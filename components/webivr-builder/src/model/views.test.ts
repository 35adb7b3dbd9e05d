import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { idOf, paths, viewOf } from './views.ts';

describe('web IVR builder screens', () => {
  test('no view is the builder; an unknown one is refused', () => {
    assert.equal(viewOf(undefined), 'builder');
    assert.equal(viewOf('faqs'), 'faqs');
    assert.equal(viewOf('settings'), null);
  });

  test('ids are positive whole numbers', () => {
    assert.equal(idOf('12'), 12);
    assert.equal(idOf('add'), null);
    assert.equal(idOf('0'), null);
    assert.equal(idOf('-3'), null);
  });

  test('paths follow the route table (tree and node optional)', () => {
    assert.equal(paths.builder(3, 7), '/webivr-builder/3/7');
    assert.equal(paths.builder(3, 7, 't', 'n'), '/webivr-builder/3/7/t/n');
    assert.equal(paths.content(3, 7, 'faqs', 'add'), '/webivr-builder/3/7/faqs/add');
  });
});
