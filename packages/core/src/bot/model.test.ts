import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeBot } from '../testing.ts';
import { fromWire, toWire } from './model.ts';

describe('bot wire mapping (spec 001 §3, §7)', () => {
  test('nodeMaxCounter is sent as node_max_counter and read back', () => {
    const bot = makeBot([['m', 'image', null]], { trees: 'first' });
    const wire = toWire({ ...bot, nodeMaxCounter: 42 });
    assert.equal(wire.node_max_counter, 42);
    assert.equal('nodeMaxCounter' in wire, false);
    assert.deepEqual(fromWire(wire), { ...bot, nodeMaxCounter: 42 });
  });
});
