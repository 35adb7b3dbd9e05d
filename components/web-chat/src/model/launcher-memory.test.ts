import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { autoOpenDelay, lozenges, readMemory, remember } from './launcher-memory.ts';
import { DEFAULT_LOOK } from './look.ts';

/** A Storage-like map, optionally refusing every write. */
function storage(refuse = false) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuse) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
  };
}

describe('launcher memory', () => {
  test('remembers a dismissed call to action for the visit', () => {
    const kept = storage();
    assert.deepEqual(readMemory(kept), { ctaDismissed: false, autoOpened: false, closed: false });
    remember(kept, { ctaDismissed: true });
    remember(kept, { autoOpened: true });
    assert.deepEqual(readMemory(kept), { ctaDismissed: true, autoOpened: true, closed: false });
  });

  test('a broken or blocked storage means nothing is remembered, without failing', () => {
    const kept = storage(true);
    assert.deepEqual(remember(kept, { closed: true }).closed, true);
    assert.equal(readMemory(kept).closed, false);
    kept.items.set('oc-web-chat.launcher', '{not json');
    assert.equal(readMemory(kept).ctaDismissed, false);
    assert.equal(readMemory(null).autoOpened, false);
  });

  test('the panel opens by itself once, and never after the visitor closed it', () => {
    const look = { ...DEFAULT_LOOK, auto_open_delay: 5 };
    const fresh = { ctaDismissed: false, autoOpened: false, closed: false };
    assert.equal(autoOpenDelay(look, fresh), 5);
    assert.equal(autoOpenDelay(look, { ...fresh, autoOpened: true }), null);
    assert.equal(autoOpenDelay(look, { ...fresh, closed: true }), null);
    assert.equal(autoOpenDelay(DEFAULT_LOOK, fresh), null);
  });

  test('the web chat lozenge is named by the call to action, else the title, else the default', () => {
    assert.deepEqual(lozenges({ ...DEFAULT_LOOK, cta_text: 'Une question ?' }, 'Aide', 'Discuter'), [
      { channel: 'web-chat', label: 'Une question ?' },
    ]);
    assert.equal(lozenges(DEFAULT_LOOK, 'Aide', 'Discuter')[0]?.label, 'Aide');
    assert.equal(lozenges(DEFAULT_LOOK, '', 'Discuter')[0]?.label, 'Discuter');
  });
});
