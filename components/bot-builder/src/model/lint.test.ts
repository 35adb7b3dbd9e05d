import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeBot } from '@omnicanal/core/testing';
import { lintBot, treeOf } from './lint.ts';

const kinds = (b: ReturnType<typeof makeBot>, channel = 'web') =>
  lintBot(b, channel).map((p) => [p.node, p.kind, p.message]);

describe('lintBot', () => {
  test('a complete bot has no problem', () => {
    const bot = makeBot([
      ['root', 'entrypoint', null],
      ['menu', 'choice', 'root'],
      ['btn', 'button', 'menu'],
      ['c', 'choice', 'btn'],
      ['agent', 'console', 'c'],
      ['f', 'choice_fallback', 'btn'],
      ['j', 'totree', 'f', { data: { tree: 't1' } }],
    ]);
    assert.deepEqual(lintBot(bot, 'web'), []);
  });

  const cases: [string, Parameters<typeof makeBot>[0], [string, string, string][]][] = [
    [
      'structure: an input without check nor error',
      [
        ['root', 'entrypoint', null],
        ['inp', 'input', 'root'],
      ],
      [
        ['inp', 'structure', 'input-needs-check'],
        ['inp', 'structure', 'input-needs-error'],
      ],
    ],
    [
      'validation: a custom tag used twice',
      [
        ['root', 'entrypoint', null],
        ['a', 'console', 'root', { customTag: 'X' }],
        ['b', 'console', 'root', { customTag: 'x' }],
      ],
      [
        ['a', 'validation', 'custom-tag-not-unique'],
        ['b', 'validation', 'custom-tag-not-unique'],
      ],
    ],
    [
      'dead end: a message with nothing after it',
      [
        ['root', 'entrypoint', null],
        ['m', 'image', 'root', { txt: 'Bonjour' }],
      ],
      [['m', 'dead-end', 'lint.dead-end']],
    ],
    ['dead end: an empty tree', [['root', 'entrypoint', null]], [['root', 'dead-end', 'lint.dead-end']]],
    [
      'broken jump: a totree without a target',
      [
        ['root', 'entrypoint', null],
        ['j', 'totree', 'root'],
      ],
      [['j', 'broken-jump', 'lint.broken-jump']],
    ],
    [
      'broken jump: a totree to an unknown tree',
      [
        ['root', 'entrypoint', null],
        ['j', 'totree', 'root', { data: { tree: 'gone' } }],
      ],
      [['j', 'broken-jump', 'lint.broken-jump']],
    ],
    [
      'weights not summing to 100',
      [
        ['root', 'entrypoint', null],
        ['lb', 'routing_load_balancer', 'root', { data: { weights: [50, 40] } }],
        ['o1', 'routing_load_balancer_output', 'lb'],
        ['a', 'console', 'o1'],
        ['o2', 'routing_load_balancer_output', 'lb'],
        ['b', 'console', 'o2'],
      ],
      [['lb', 'weights', 'lint.weights']],
    ],
  ];
  for (const [name, specs, expected] of cases) {
    test(name, () => assert.deepEqual(kinds(makeBot(specs)), expected));
  }

  test('whatsapp limits are reported on the whatsapp channel only', () => {
    const bot = makeBot([
      ['root', 'entrypoint', null],
      ['menu', 'choice', 'root', { data: { title: 'Menu' } }],
      ['btn', 'button', 'menu', { data: { title: 'Un titre bien trop long pour WhatsApp' } }],
      ['c', 'choice', 'btn'],
      ['a', 'console', 'c'],
    ]);
    bot.channels = { whatsapp: bot.channels.web as (typeof bot.channels)[string] };
    const problems = lintBot(bot, 'whatsapp');
    assert.deepEqual(
      problems.map((p) => [p.node, p.kind, p.field]),
      [['btn', 'whatsapp', 'title']],
    );
    assert.equal(problems[0]?.message, 'diagram.actions.forms.button.title.error-too-long-23-msg');
    assert.equal(problems[0]?.tree, 't1');
  });

  test('an unreachable node is reported without a tree, after the channel nodes', () => {
    const bot = makeBot([
      ['root', 'entrypoint', null],
      ['m', 'image', 'root'],
    ]);
    bot.nodes.lost = { key: 'lost', action: 'console', parent: null, childs: [], tag: '9' };
    assert.deepEqual(
      lintBot(bot, 'web').map((p) => [p.node, p.kind, p.tree]),
      [
        ['m', 'dead-end', 't1'],
        ['lost', 'unreachable', null],
      ],
    );
  });

  test('the weights problem carries the sum', () => {
    const bot = makeBot([
      ['root', 'entrypoint', null],
      ['lb', 'routing_load_balancer', 'root', { data: { weights: [30] } }],
      ['o1', 'routing_load_balancer_output', 'lb'],
      ['a', 'console', 'o1'],
    ]);
    assert.deepEqual(lintBot(bot, 'web')[0]?.params, { sum: 30 });
  });
});

describe('treeOf', () => {
  const bot = makeBot([
    ['root', 'entrypoint', null],
    ['m', 'image', 'root'],
    ['r2', 'entrypoint', null],
    ['n', 'image', 'r2'],
  ]);
  const cases: [string, string, string | null][] = [
    ['root', 'web', 't1'],
    ['m', 'web', 't1'],
    ['n', 'web', 't2'],
    ['m', 'whatsapp', null],
    ['nope', 'web', null],
  ];
  for (const [node, channel, tree] of cases) {
    test(`${node} in ${channel} → ${tree}`, () => assert.equal(treeOf(bot, channel, node), tree));
  }
});
