import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { UPDATE_CHECK_MS } from '@omnicanal/core';
import { applyUpdate, startUpdateCheck, VERSION_KEY } from './update.model.ts';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

/** A served version that tests change, and a manual clock for the 60 s interval. */
function world(stored: Record<string, string> = {}) {
  const state = { served: '1.0.0', fails: false, updates: [] as string[], tick: null as null | (() => void) };
  const storage = memory(stored);
  const every: { ms: number; cleared: boolean }[] = [];
  const checker = startUpdateCheck({
    fetchVersion: async () => {
      if (state.fails) throw new Error('down');
      return state.served;
    },
    storage,
    onUpdate: (version) => state.updates.push(version),
    setInterval: (run, ms) => {
      state.tick = run;
      const handle = { ms, cleared: false };
      every.push(handle);
      return handle;
    },
    clearInterval: (handle) => {
      (handle as { cleared: boolean }).cleared = true;
    },
  });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { state, storage, every, checker, settle };
}

describe('startUpdateCheck (spec 000 §4, §9)', () => {
  test('checks every 60 s and stores the first version seen without a banner', async () => {
    const w = world();
    await w.settle();
    assert.equal(w.every[0]?.ms, UPDATE_CHECK_MS);
    assert.equal(w.storage.data.get(VERSION_KEY), '1.0.0');
    w.state.tick?.();
    await w.settle();
    assert.deepEqual(w.state.updates, []);
  });

  test('a served version different from the stored one shows the update once, and checks stop', async () => {
    const w = world({ [VERSION_KEY]: '1.0.0' });
    await w.settle();
    assert.deepEqual(w.state.updates, []);
    w.state.served = '1.1.0';
    w.state.tick?.();
    await w.settle();
    assert.deepEqual(w.state.updates, ['1.1.0']);
    assert.equal(w.every[0]?.cleared, true);
    await w.checker.check();
    assert.deepEqual(w.state.updates, ['1.1.0']);
  });

  test('a failed check changes nothing and the next tick tries again', async () => {
    const w = world({ [VERSION_KEY]: '1.0.0' });
    w.state.fails = true;
    w.state.served = '2.0.0';
    await w.settle();
    assert.deepEqual(w.state.updates, []);
    w.state.fails = false;
    w.state.tick?.();
    await w.settle();
    assert.deepEqual(w.state.updates, ['2.0.0']);
  });

  test('reload stores the new version, then reloads', () => {
    const storage = memory({ [VERSION_KEY]: '1.0.0' });
    let reloaded = '';
    applyUpdate('1.1.0', storage, () => {
      reloaded = storage.getItem(VERSION_KEY) ?? '';
    });
    assert.equal(reloaded, '1.1.0');
  });
});
