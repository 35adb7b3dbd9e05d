import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeBot, type NodeSpec } from '../testing.ts';
import { canDrop, type DropContext } from './drop-rules.ts';
import { CHRONOS_OUTPUT, LOAD_BALANCER_OUTPUT } from './model.ts';

const move: DropContext = { mode: 'move' };
const OK = { ok: true };
const no = (reason: string) => ({ ok: false, reason });
/** A root message `m` plus the given nodes; `x` is the free node being dropped in most rows. */
const withRoot = (...specs: NodeSpec[]): NodeSpec[] => [['m', 'image', null], ...specs];

type Row = [
  name: string,
  nodes: NodeSpec[],
  node: string,
  target: string | null,
  ctx: DropContext,
  want: object,
];

/** Parent/child rules per action: each with an allowed and a refused row. */
const rows: Row[] = [
  [
    'chronos output under chronos: allowed',
    [
      ['m', 'chronos', null],
      ['x', CHRONOS_OUTPUT, null],
    ],
    'x',
    'm',
    move,
    OK,
  ],
  [
    'chronos output elsewhere: refused',
    withRoot(['x', CHRONOS_OUTPUT, null]),
    'x',
    'm',
    move,
    no('chronos-output-parent'),
  ],
  [
    'input check under input: allowed',
    [
      ['m', 'input', null],
      ['x', 'input_check', null],
    ],
    'x',
    'm',
    move,
    OK,
  ],
  [
    'input check elsewhere: refused',
    withRoot(['x', 'input_check', null]),
    'x',
    'm',
    move,
    no('input-output-parent'),
  ],
  [
    'input error under input: allowed',
    [
      ['m', 'input', null],
      ['x', 'input_error', null],
    ],
    'x',
    'm',
    move,
    OK,
  ],
  [
    'input error elsewhere: refused',
    withRoot(['x', 'input_error', null]),
    'x',
    'm',
    move,
    no('input-output-parent'),
  ],
  [
    'second input error: refused',
    [
      ['m', 'input', null],
      ['e', 'input_error', 'm'],
      ['x', 'input_error', null],
    ],
    'x',
    'm',
    move,
    no('input-one-error'),
  ],
  [
    'second input check: allowed',
    [
      ['m', 'input', null],
      ['k', 'input_check', 'm'],
      ['x', 'input_check', null],
    ],
    'x',
    'm',
    move,
    OK,
  ],
  [
    'opt-in ok under opt-in request: allowed',
    [
      ['m', 'messenger_optin_request', null],
      ['x', 'messenger_optin_ok', null],
    ],
    'x',
    'm',
    move,
    OK,
  ],
  [
    'opt-in ko elsewhere: refused',
    withRoot(['x', 'messenger_optin_ko', null]),
    'x',
    'm',
    move,
    no('optin-output-parent'),
  ],
  [
    'button under choice: allowed',
    [
      ['b', 'button', null],
      ['c', 'choice', 'b'],
      ['x', 'button', null],
    ],
    'x',
    'c',
    move,
    OK,
  ],
  [
    'button under an entry point: allowed',
    [
      ['e', 'entrypoint', null],
      ['x', 'button', null],
    ],
    'x',
    'e',
    move,
    OK,
  ],
  ['button under a message: refused', withRoot(['x', 'button', null]), 'x', 'm', move, no('button-parent')],
  [
    'choice under button: allowed',
    [
      ['b', 'button', null],
      ['x', 'choice', null],
    ],
    'x',
    'b',
    move,
    OK,
  ],
  [
    'choice fallback under button: allowed',
    [
      ['b', 'button', null],
      ['x', 'choice_fallback', null],
    ],
    'x',
    'b',
    move,
    OK,
  ],
  [
    'message under button: refused',
    [
      ['b', 'button', null],
      ['x', 'image', null],
    ],
    'x',
    'b',
    move,
    no('button-children'),
  ],
  [
    'anything under totree: refused',
    withRoot(['t', 'totree', 'm'], ['x', 'image', null]),
    'x',
    't',
    move,
    no('no-children'),
  ],
  [
    'dialogflow intent under dialogflow: allowed',
    [
      ['m', 'dialogflow', null],
      ['x', 'dialogflow_intent', null],
    ],
    'x',
    'm',
    move,
    OK,
  ],
  [
    'message under dialogflow: refused',
    [
      ['m', 'dialogflow', null],
      ['x', 'image', null],
    ],
    'x',
    'm',
    move,
    no('dialogflow-children'),
  ],
  [
    'ravana output under ravana: allowed',
    [
      ['m', 'ravana', null],
      ['x', 'ravana_output', null],
    ],
    'x',
    'm',
    move,
    OK,
  ],
  [
    'message under ravana: refused',
    [
      ['m', 'ravana', null],
      ['x', 'image', null],
    ],
    'x',
    'm',
    move,
    no('ravana-children'),
  ],
  [
    'ravana output elsewhere: refused',
    withRoot(['x', 'ravana_output', null]),
    'x',
    'm',
    move,
    no('output-parent'),
  ],
  [
    'load-balancer output under load balancer: allowed',
    [
      ['m', 'routing_load_balancer', null],
      ['x', LOAD_BALANCER_OUTPUT, null],
    ],
    'x',
    'm',
    move,
    OK,
  ],
  [
    'message under load balancer: refused',
    [
      ['m', 'routing_load_balancer', null],
      ['x', 'image', null],
    ],
    'x',
    'm',
    move,
    no('load-balancer-children'),
  ],
  [
    'entrypoint, same kind: allowed',
    [
      ['m', 'entrypoint', null],
      ['a', 'image', 'm'],
      ['x', 'image', null],
    ],
    'x',
    'm',
    move,
    OK,
  ],
  [
    'entrypoint, other kind: refused',
    [
      ['m', 'entrypoint', null],
      ['a', 'image', 'm'],
      ['x', 'console', null],
    ],
    'x',
    'm',
    move,
    no('one-kind-of-child'),
  ],
  [
    'campaign template, other kind: refused',
    [
      ['m', 'campaign_template', null],
      ['a', 'image', 'm'],
      ['x', 'url', null],
    ],
    'x',
    'm',
    move,
    no('one-kind-of-child'),
  ],
];

describe('drop rules per action (spec 001 §4)', () => {
  for (const [name, nodes, node, target, ctx, want] of rows) {
    test(name, () => assert.deepEqual(canDrop(makeBot(nodes, { trees: 'first' }), node, target, ctx), want));
  }
});
