import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { everyPage } from './every-page.ts';

describe('reading every page of a list', () => {
  test('all rows in order, a few pages at a time, one call when one page holds them', async () => {
    const rows = Array.from({ length: 230 }, (_, i) => i);
    const asked: number[] = [];
    let running = 0;
    let most = 0;
    const load = async (page: number) => {
      asked.push(page);
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running--;
      return { count: rows.length, results: rows.slice((page - 1) * 50, page * 50) };
    };
    assert.deepEqual(await everyPage(load, 50), rows);
    assert.deepEqual(asked, [1, 2, 3, 4, 5]);
    assert.ok(most <= 4);
    const one: number[] = [];
    await everyPage(async (page) => {
      one.push(page);
      return { count: 3, results: [1, 2, 3] };
    }, 50);
    assert.deepEqual(one, [1]);
  });
});
