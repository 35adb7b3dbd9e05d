import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { keyTarget, rowsToDraw, rowWindow, scrollToRow } from './window.ts';

describe('room list window', () => {
  const base = { viewport: 400, pitch: 80, count: 10_000, overscan: 3 };
  for (const [name, input, expected] of [
    ['top of the list', { ...base, offset: 0 }, { start: 0, end: 8 }],
    ['list still below the top of the view', { ...base, offset: -120 }, { start: 0, end: 8 }],
    ['scrolled to row 100', { ...base, offset: 8000 }, { start: 97, end: 108 }],
    ['end of the list', { ...base, offset: 80 * 10_000 - 400 }, { start: 9992, end: 10_000 }],
    ['a short list', { ...base, count: 2, offset: 0 }, { start: 0, end: 2 }],
    ['no rows', { ...base, count: 0, offset: 0 }, { start: 0, end: 0 }],
    [
      'a view not laid out yet still draws a row',
      { ...base, viewport: 0, overscan: 0, offset: 0 },
      { start: 0, end: 1 },
    ],
  ] as const) {
    test(name, () => assert.deepEqual(rowWindow(input), expected));
  }

  test('10,000 rooms draw a few dozen rows', () => {
    const { start, end } = rowWindow({ ...base, viewport: 1200, offset: 400_000 });
    assert.ok(end - start < 30);
  });

  test('the row holding the Tab stop is drawn even out of the window, in order', () => {
    assert.deepEqual(rowsToDraw({ start: 5, end: 8 }, 1), [1, 5, 6, 7]);
    assert.deepEqual(rowsToDraw({ start: 5, end: 8 }, 40), [5, 6, 7, 40]);
    assert.deepEqual(rowsToDraw({ start: 5, end: 8 }, 6), [5, 6, 7]);
    assert.deepEqual(rowsToDraw({ start: 0, end: 2 }, null), [0, 1]);
  });

  for (const [key, at, expected] of [
    ['ArrowDown', 0, 1],
    ['ArrowDown', 9, 0],
    ['ArrowUp', 0, 9],
    ['Home', 5, 0],
    ['End', 2, 9],
    ['a', 2, null],
  ] as const) {
    test(`${key} from row ${at} goes to ${expected}`, () =>
      assert.equal(keyTarget(key, at, 10, 'ArrowUp', 'ArrowDown'), expected));
  }

  test('scrolling a row into view moves as little as needed', () => {
    assert.equal(scrollToRow(2, 0, 400, 80), 0, 'already in view');
    assert.equal(scrollToRow(10, 0, 400, 80), 480, 'below: its bottom at the bottom of the view');
    assert.equal(scrollToRow(3, 800, 400, 80), 240, 'above: its top at the top of the view');
  });
});
