import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MODAL_OVERLAY_DELAY_MS } from '@omnicanal/core';
import { createModal, type ModalState } from './modal.model.ts';

function fakeTimers() {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let next = 1;
  return {
    pending,
    setTimeout: (run: () => void, ms: number) => {
      pending.set(next, { run, ms });
      return next++;
    },
    clearTimeout: (handle: unknown) => void pending.delete(handle as number),
    fire: () => {
      for (const [id, timer] of pending) {
        pending.delete(id);
        timer.run();
      }
    },
  };
}

describe('createModal (spec 000 §4)', () => {
  test('opens by action name, and the overlay follows 200 ms later', () => {
    const timers = fakeTimers();
    const seen: ModalState[] = [];
    const modal = createModal((state) => seen.push(state), timers);
    modal.open('warn-open-rooms');
    assert.deepEqual(modal.state, { action: 'warn-open-rooms', shown: true, overlay: false });
    assert.equal([...timers.pending.values()][0]?.ms, MODAL_OVERLAY_DELAY_MS);
    timers.fire();
    assert.deepEqual(modal.state, { action: 'warn-open-rooms', shown: true, overlay: true });
    assert.equal(seen.length, 2);
  });

  test('closing resets the action, and a late overlay never reopens it', () => {
    const timers = fakeTimers();
    const modal = createModal(() => {}, timers);
    modal.open('permission-denied');
    modal.close();
    timers.fire();
    assert.deepEqual(modal.state, { action: null, shown: false, overlay: false });
  });

  test('another action replaces the open one and restarts the overlay delay', () => {
    const timers = fakeTimers();
    const modal = createModal(() => {}, timers);
    modal.open('permission-denied');
    modal.open('warn-open-rooms');
    assert.equal(timers.pending.size, 1);
    timers.fire();
    assert.deepEqual(modal.state, { action: 'warn-open-rooms', shown: true, overlay: true });
  });
});
