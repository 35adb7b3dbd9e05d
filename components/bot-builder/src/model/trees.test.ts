import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeBot } from '@omnicanal/core/testing';
import { channelNodes, defaultTree } from './trees.ts';

describe('trees', () => {
  const bot = makeBot([
    ['r1', 'entrypoint', null],
    ['a', 'choice', 'r1'],
    ['a1', 'image', 'a'],
    ['b', 'choice', 'r1'],
    ['r2', 'entrypoint', null],
    ['c', 'image', 'r2'],
  ]);

  test('channelNodes lists tree by tree, depth-first in child order', () => {
    assert.deepEqual(
      channelNodes(bot, 'web').map((n) => `${n.tree}:${n.node}`),
      ['t1:r1', 't1:a', 't1:a1', 't1:b', 't2:r2', 't2:c'],
    );
    assert.deepEqual(channelNodes(bot, 'sms'), []);
  });

  const cases: [string, (b: typeof bot) => void, string | null][] = [
    ['the init tree', () => {}, 't1'],
    [
      'the init tree even when not first',
      (b) => {
        (b.channels.web?.trees.t1 as { kind: string | null }).kind = null;
        (b.channels.web?.trees.t2 as { kind: string | null }).kind = 'init';
      },
      't2',
    ],
    [
      'the first tree without an init tree',
      (b) => ((b.channels.web?.trees.t1 as { kind: string | null }).kind = null),
      't1',
    ],
    ['null without trees', (b) => ((b.channels.web as { trees: object }).trees = {}), null],
  ];
  for (const [name, change, expected] of cases) {
    test(`defaultTree: ${name}`, () => {
      const b = structuredClone(bot);
      change(b);
      assert.equal(defaultTree(b, 'web'), expected);
    });
  }
});
