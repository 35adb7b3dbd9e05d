import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addListItems, normaliseOtp, removeListItem } from './list-input.ts';

describe('addListItems', () => {
  it('splits on commas, trims, drops empties and duplicates', () => {
    assert.deepEqual(addListItems(['a'], ' b , ,a, c,b '), ['a', 'b', 'c']);
    assert.deepEqual(addListItems([], '   '), []);
  });

  it('stops at the maximum number of items', () => {
    assert.deepEqual(addListItems(['a'], 'b,c,d', 3), ['a', 'b', 'c']);
    assert.deepEqual(addListItems(['a', 'b'], 'c', 2), ['a', 'b']);
  });

  it('leaves the current list untouched', () => {
    const current = ['a'];
    addListItems(current, 'b');
    assert.deepEqual(current, ['a']);
  });
});

describe('removeListItem', () => {
  it('removes only that item', () => {
    assert.deepEqual(removeListItem(['a', 'b', 'c'], 'b'), ['a', 'c']);
  });
});

describe('normaliseOtp', () => {
  it('upper-cases, drops spaces and truncates', () => {
    assert.equal(normaliseOtp(' ab 12cd9z', 6), 'AB12CD');
    assert.equal(normaliseOtp('x', 6), 'X');
  });
});
