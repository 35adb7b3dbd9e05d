import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeBot, type NodeSpec } from '../testing.ts';
import { canDrop, type DropContext, type DropResult, NOT_ROOT_ACTIONS } from './drop-rules.ts';

const move: DropContext = { mode: 'move' };
const connect: DropContext = { mode: 'connect' };
const wa: DropContext = { mode: 'move', channel: 'whatsapp' };
const OK: DropResult = { ok: true };
const no = (reason: string) => ({ ok: false, reason });

/** A root message `m` plus the given nodes; `x` is the free node being dropped in most rows. */
const withRoot = (...specs: NodeSpec[]): NodeSpec[] => [['m', 'image', null], ...specs];
const choices = (n: number, parent: string): NodeSpec[] =>
  Array.from({ length: n }, (_, i): NodeSpec => [`c${i}`, 'choice', parent]);

type Row = [
  name: string,
  nodes: NodeSpec[],
  node: string,
  target: string | null,
  ctx: DropContext,
  want: object,
];

const rows: Row[] = [
  ['on another node: allowed', withRoot(['x', 'image', null]), 'x', 'm', move, OK],
  ['on itself: refused', withRoot(), 'm', 'm', move, no('drop-on-itself')],
  ['plain action as root: allowed', withRoot(['x', 'image', 'm']), 'x', null, move, OK],
  [
    'descendant as parent: refused',
    withRoot(['a', 'image', 'm'], ['b', 'image', 'a']),
    'a',
    'b',
    move,
    no('cycle'),
  ],
  ['free node on a connector: allowed', withRoot(['x', 'image', null]), 'x', 'm', connect, OK],
  [
    'connected node on a connector: refused',
    withRoot(['a', 'image', 'm'], ['b', 'image', 'm']),
    'a',
    'b',
    connect,
    no('already-connected'),
  ],
  ['connected node moved: allowed', withRoot(['a', 'image', 'm'], ['b', 'image', 'm']), 'a', 'b', move, OK],
  [
    'tree root on a connector: refused',
    withRoot(['x', 'image', null]),
    'm',
    'x',
    connect,
    no('already-connected'),
  ],
  [
    'WhatsApp 2nd choice: allowed',
    [['b', 'button', null], ...choices(1, 'b'), ['x', 'choice', null]],
    'x',
    'b',
    wa,
    OK,
  ],
  [
    'WhatsApp 3rd choice: refused',
    [['b', 'button', null], ...choices(2, 'b'), ['x', 'choice', null]],
    'x',
    'b',
    wa,
    no('whatsapp-too-many-choices'),
  ],
  [
    'web 3rd choice: allowed',
    [['b', 'button', null], ...choices(2, 'b'), ['x', 'choice', null]],
    'x',
    'b',
    move,
    OK,
  ],
  [
    'WhatsApp list 9th choice: allowed',
    [
      ['b', 'button', null, { customData: { action: 'button', list: true } }],
      ...choices(8, 'b'),
      ['x', 'choice', null],
    ],
    'x',
    'b',
    wa,
    OK,
  ],
  [
    'WhatsApp list 10th choice: refused',
    [
      ['b', 'button', null, { customData: { action: 'button', list: true } }],
      ...choices(9, 'b'),
      ['x', 'choice', null],
    ],
    'x',
    'b',
    wa,
    no('whatsapp-too-many-choices'),
  ],
];

describe('drop rules (spec 001 §4)', () => {
  for (const [name, nodes, node, target, ctx, want] of rows) {
    test(name, () => assert.deepEqual(canDrop(makeBot(nodes, { trees: 'first' }), node, target, ctx), want));
  }

  test('none of totree, choice, choice fallback, input check/error, opt-in ok/ko can be a root', () => {
    for (const action of NOT_ROOT_ACTIONS) {
      const bot = makeBot(
        [
          ['m', 'image', null],
          ['x', action, null],
        ],
        { trees: 'first' },
      );
      assert.deepEqual(canDrop(bot, 'x', null, move), no('cannot-be-root'), action);
    }
  });

  test('unknown node or target: refused', () => {
    const bot = makeBot([['m', 'image', null]], { trees: 'first' });
    assert.deepEqual(canDrop(bot, 'nope', 'm', move), no('unknown-node'));
    assert.deepEqual(canDrop(bot, 'm', 'nope', move), no('unknown-target'));
  });
});
