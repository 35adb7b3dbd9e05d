import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { WireBot } from '@omnicanal/api';
import type { TreeReferences } from '@omnicanal/core';
import type { BotNode } from '@omnicanal/core/bot';
import { botFieldErrors, removedLinkedTrees } from './checks.ts';

type LinkedEntryPoint = TreeReferences & { name: string };

/** A bot whose `web` tree `t1` starts at the first node; nodes as [key, parent, action+data]. */
function wireBot(specs: [string, string | null, Record<string, unknown>][]): WireBot {
  const nodes: Record<string, BotNode> = {};
  specs.forEach(([key, parent, payload], i) => {
    nodes[key] = { key, parent, childs: [], tag: String(i + 1), ...payload } as unknown as BotNode;
  });
  for (const [key, parent] of specs) if (parent) nodes[parent]?.childs.push(key);
  return {
    identifier: 'main',
    nodes,
    channels: {
      web: { trees: { t1: { key: 't1', title: 'Accueil', node: specs[0]?.[0] ?? '' } }, triggers: [] },
    },
    node_max_counter: specs.length,
    dialogflow: {},
  };
}

const welcome = (): WireBot =>
  wireBot([
    ['b', null, { action: 'button', txt: 'Bonjour', data: { title: '' } }],
    ['c1', 'b', { action: 'choice', data: { title: 'Un' } }],
    ['c2', 'b', { action: 'choice', data: { title: 'Deux' } }],
    ['c3', 'b', { action: 'choice', data: { title: 'Trois' } }],
  ]);

describe('botFieldErrors', () => {
  test('a valid web bot has no errors', () => {
    assert.deepEqual(botFieldErrors(welcome()), {});
  });

  test('a choice as a tree root is reported on the node', () => {
    const bot = wireBot([['c', null, { action: 'choice', data: { title: 'Oui' } }]]);
    assert.deepEqual(botFieldErrors(bot), { 'nodes.c.node': ['cannot-be-root'] });
  });

  test('WhatsApp limits apply only to the nodes the whatsapp trees reach', () => {
    const bot = welcome();
    const web = bot.channels.web;
    assert.ok(web);
    const onWhatsapp = { ...bot, channels: { whatsapp: web } };
    assert.deepEqual(botFieldErrors(onWhatsapp)['nodes.b.childs'], [
      'diagram.actions.forms.button.choices.error-too-many-2-msg',
    ]);
  });
});

describe('removedLinkedTrees', () => {
  const entry = (name: string, tree: string): LinkedEntryPoint => ({
    name,
    trees: [{ tree_identifier: tree }],
  });
  const emptied = (bot: WireBot): WireBot => ({ ...bot, channels: { web: { trees: {}, triggers: [] } } });

  const cases: [string, WireBot | null, WireBot, LinkedEntryPoint[], string[]][] = [
    ['first save', null, welcome(), [entry('Widget', 't1')], []],
    ['tree kept', welcome(), welcome(), [entry('Widget', 't1')], []],
    ['unlinked tree removed', welcome(), emptied(welcome()), [entry('Widget', 'other')], []],
    [
      'linked tree removed',
      welcome(),
      emptied(welcome()),
      [entry('Widget', 't1'), entry('Lien', 't1')],
      ['Widget', 'Lien'],
    ],
    [
      'tree removed while a navbar item or a menu button opens it',
      welcome(),
      emptied(welcome()),
      [
        { name: 'Barre', trees: [], navbar: [{ tree: 't1' }] },
        { name: 'Menu', trees: [], menu_buttons: [{ tree: 't1' }] },
      ],
      ['Barre', 'Menu'],
    ],
  ];
  for (const [name, stored, next, entries, expected] of cases) {
    test(name, () => {
      const removals = removedLinkedTrees(stored, next, entries);
      assert.deepEqual(
        removals.flatMap((r) => r.entryPoints),
        expected,
      );
      if (expected.length > 0)
        assert.deepEqual(removals[0] && [removals[0].channel, removals[0].tree], ['web', 't1']);
    });
  }
});
