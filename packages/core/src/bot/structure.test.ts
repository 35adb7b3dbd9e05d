import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeBot, type NodeSpec } from '../testing.ts';
import { structureProblems } from './structure.ts';

type Row = [name: string, nodes: NodeSpec[], want: { node: string; reason: string }[], channel?: string];

const rows: Row[] = [
  [
    'input with a check and an error: fine',
    [
      ['i', 'input', null],
      ['k', 'input_check', 'i'],
      ['e', 'input_error', 'i'],
    ],
    [],
  ],
  [
    'input without a check: refused',
    [
      ['i', 'input', null],
      ['e', 'input_error', 'i'],
    ],
    [{ node: 'i', reason: 'input-needs-check' }],
  ],
  [
    'input without an error: refused',
    [
      ['i', 'input', null],
      ['k', 'input_check', 'i'],
    ],
    [{ node: 'i', reason: 'input-needs-error' }],
  ],
  [
    'input with two errors: refused',
    [
      ['i', 'input', null],
      ['k', 'input_check', 'i'],
      ['e', 'input_error', 'i'],
      ['f', 'input_error', 'i'],
    ],
    [
      { node: 'e', reason: 'input-one-error' },
      { node: 'f', reason: 'input-one-error' },
    ],
  ],
  [
    'button with a choice after it: fine',
    [
      ['b', 'button', null],
      ['c', 'choice', 'b'],
    ],
    [],
  ],
  [
    'button without choices: refused',
    [['b', 'button', null]],
    [{ node: 'b', reason: 'button-needs-choices' }],
  ],
  ['tree rooted on a choice: refused', [['c', 'choice', null]], [{ node: 'c', reason: 'cannot-be-root' }]],
  [
    'saved link breaking a drop rule: refused',
    [
      ['m', 'image', null],
      ['t', 'totree', 'm'],
      ['x', 'image', 't'],
    ],
    [{ node: 'x', reason: 'no-children' }],
  ],
  [
    'three WhatsApp choices: refused on whatsapp',
    [
      ['b', 'button', null],
      ['c1', 'choice', 'b'],
      ['c2', 'choice', 'b'],
      ['c3', 'choice', 'b'],
    ],
    ['c1', 'c2', 'c3'].map((node) => ({ node, reason: 'whatsapp-too-many-choices' })),
    'whatsapp',
  ],
];

describe('structure problems on save (spec 001 §4)', () => {
  for (const [name, nodes, want, channel] of rows) {
    test(name, () => assert.deepEqual(structureProblems(makeBot(nodes, { trees: 'first' }), channel), want));
  }

  test('a child that its parent does not list: broken link', () => {
    const bot = makeBot(
      [
        ['m', 'image', null],
        ['x', 'image', 'm'],
      ],
      { trees: 'first' },
    );
    bot.nodes.m!.childs = [];
    assert.deepEqual(structureProblems(bot), [{ node: 'x', reason: 'broken-link' }]);
  });

  test('a parent cycle: refused', () => {
    const bot = makeBot(
      [
        ['m', 'image', null],
        ['a', 'image', 'm'],
        ['b', 'image', 'a'],
      ],
      { trees: 'first' },
    );
    bot.nodes.a!.parent = 'b';
    bot.nodes.m!.childs = [];
    bot.nodes.b!.childs = ['a'];
    const reasons = structureProblems(bot).map((p) => p.reason);
    assert.ok(reasons.includes('cycle'), reasons.join());
  });
});
