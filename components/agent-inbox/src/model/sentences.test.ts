import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Category } from '@omnicanal/api';
import { createDebouncedSearch, hasSentences, type Timers } from './sentences.ts';

/** Timers moved by hand: `flush()` runs what is due. */
function manualTimers() {
  let pending: { run: () => void; id: number }[] = [];
  let ids = 0;
  const timers: Timers = {
    setTimeout(run) {
      ids += 1;
      pending.push({ run, id: ids });
      return ids;
    },
    clearTimeout(handle) {
      pending = pending.filter((p) => p.id !== handle);
    },
  };
  return {
    timers,
    flush() {
      const due = pending;
      pending = [];
      for (const p of due) p.run();
    },
    get count() {
      return pending.length;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createDebouncedSearch', () => {
  test('typing fast sends one request, for the last query', async () => {
    const clock = manualTimers();
    const asked: string[] = [];
    const reports: unknown[] = [];
    const search = createDebouncedSearch(
      async (q) => {
        asked.push(q);
        return `results for ${q}`;
      },
      (o) => reports.push(o),
      250,
      clock.timers,
    );
    search.update('b');
    search.update('bo');
    search.update(' bon ');
    assert.equal(clock.count, 1);
    clock.flush();
    await tick();
    assert.deepEqual(asked, ['bon']);
    assert.deepEqual(reports, [{ query: 'bon', result: 'results for bon' }]);
  });

  test('a late answer to an older query is dropped', async () => {
    const clock = manualTimers();
    const answers: Record<string, (value: string) => void> = {};
    const reports: unknown[] = [];
    const search = createDebouncedSearch(
      (q) => new Promise<string>((resolve) => (answers[q] = resolve)),
      (o) => reports.push(o),
      250,
      clock.timers,
    );
    search.update('mer');
    clock.flush();
    search.update('merci');
    clock.flush();
    answers.merci?.('new');
    answers.mer?.('old');
    await tick();
    assert.deepEqual(reports, [{ query: 'merci', result: 'new' }]);
  });

  test('a blank query is reported at once; errors are reported; dispose drops what is pending', async () => {
    const clock = manualTimers();
    const reports: unknown[] = [];
    const failure = new Error('down');
    const search = createDebouncedSearch(
      async () => {
        throw failure;
      },
      (o) => reports.push(o),
      250,
      clock.timers,
    );
    search.update('   ');
    assert.deepEqual(reports, [{ query: '', result: null }]);
    search.update('x');
    clock.flush();
    await tick();
    assert.deepEqual(reports[1], { query: 'x', error: failure });
    search.update('y');
    search.dispose();
    assert.equal(clock.count, 0);
  });
});

describe('hasSentences', () => {
  const tree = (sentences: number): Category[] => [
    {
      id: 1,
      label: 'Accueil',
      skills: [],
      subaccounts: [],
      subcategories: [
        {
          id: 2,
          label: 'Salutations',
          skills: [],
          subaccounts: [],
          sentences: Array.from({ length: sentences }, (_, i) => ({
            id: i,
            label: `s${i}`,
            content: `s${i}`,
            skills: [],
            subaccounts: [],
          })),
        },
      ],
    },
  ];
  test('empty folders are not a library', () => {
    assert.equal(hasSentences([]), false);
    assert.equal(hasSentences(tree(0)), false);
    assert.equal(hasSentences(tree(1)), true);
  });
});
