import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { HISTORY_LIMIT, record, redo, startHistory, undo } from './history.ts';

describe('history', () => {
  test('undo and redo walk the recorded values', () => {
    let h = record(record(startHistory(1), 2), 3);
    h = undo(h);
    assert.equal(h.present, 2);
    h = undo(h);
    assert.equal(h.present, 1);
    assert.equal(undo(h), h, 'nothing left to undo');
    h = redo(h);
    assert.equal(h.present, 2);
    h = redo(redo(h));
    assert.equal(h.present, 3);
    assert.deepEqual(h.future, []);
  });

  test('recording after an undo drops the redo branch', () => {
    const h = record(undo(record(startHistory('a'), 'b')), 'c');
    assert.deepEqual(h, { past: ['a'], present: 'c', future: [] });
    assert.equal(redo(h), h);
  });

  test(`the past is trimmed to ${HISTORY_LIMIT} steps, keeping the newest`, () => {
    assert.ok(HISTORY_LIMIT >= 100);
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 50; i++) h = record(h, i);
    assert.equal(h.past.length, HISTORY_LIMIT);
    assert.equal(h.past[0], 50);
    let steps = 0;
    while (h.past.length > 0) {
      h = undo(h);
      steps++;
    }
    assert.equal(steps, HISTORY_LIMIT);
    assert.equal(h.present, 50);
  });
});
