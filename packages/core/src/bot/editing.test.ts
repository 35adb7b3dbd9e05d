import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeBot } from '../testing.ts';
import { copyNodes, copyTree, PASTE_TOTREE_WARN, pasteNodes } from './clipboard.ts';
import { deleteTree, pruneUnreachable, uniqueCustomTag, uniqueTitle } from './editing.ts';
import type { Bot } from './model.ts';

const ids = () => {
  let n = 0;
  return () => `n${++n}`;
};

/** Tree t1 (m → j jumps to t2) and tree t2 (r → x). */
function twoTrees(): Bot {
  const bot = makeBot(
    [
      ['m', 'image', null, { customTag: 'Accueil' }],
      ['j', 'totree', 'm', { data: { tree: 't2' } }],
      ['r', 'image', null],
      ['x', 'image', 'r'],
    ],
    { trees: 'first' },
  );
  bot.channels.web!.trees.t2 = { key: 't2', title: 'Tarifs', node: 'r', kind: null };
  return bot;
}

describe('editing (spec 001 §4)', () => {
  test('unreachable nodes are dropped, reachable ones kept', () => {
    const bot = makeBot(
      [
        ['m', 'image', null],
        ['a', 'image', 'm'],
        ['lost', 'image', null],
      ],
      { trees: 'first' },
    );
    assert.deepEqual(Object.keys(pruneUnreachable(bot).nodes).sort(), ['a', 'm']);
  });

  test('deleting a tree removes its nodes and every node pointing to it', () => {
    const result = deleteTree(twoTrees(), 'web', 't2');
    assert.ok(result.ok);
    assert.deepEqual(Object.keys(result.bot.nodes), ['m']);
    assert.deepEqual(result.bot.nodes.m!.childs, []);
    assert.deepEqual(Object.keys(result.bot.channels.web!.trees), ['t1']);
  });

  test('deleting a tree used by entry points is refused with their list', () => {
    assert.deepEqual(deleteTree(twoTrees(), 'web', 't2', ['Site vitrine']), {
      ok: false,
      reason: 'tree-linked-to-entrypoints',
      entryPoints: ['Site vitrine'],
    });
  });

  test('unique titles and custom tags get a numeric suffix; free ones are kept', () => {
    assert.equal(uniqueTitle('Tarifs', ['Accueil']), 'Tarifs');
    assert.equal(uniqueTitle('Accueil', ['accueil', 'Accueil 2']), 'Accueil 3');
    assert.equal(uniqueCustomTag('Promo', ['Accueil']), 'Promo');
    assert.equal(uniqueCustomTag('Accueil', ['ACCUEIL', 'Accueil_1']), 'Accueil_2');
  });

  test('copying a tree copies its nodes under a unique title, not as the initial tree', () => {
    const bot = twoTrees();
    const { bot: next, treeKey } = copyTree(bot, 'web', 't1', ids());
    const tree = next.channels.web!.trees[treeKey]!;
    assert.equal(tree.title, 'Accueil 2');
    assert.equal(tree.kind, null);
    const root = next.nodes[tree.node]!;
    assert.equal(root.customTag, 'Accueil_1');
    assert.equal(root.childs.length, 1);
    assert.equal(next.nodeMaxCounter, bot.nodeMaxCounter + 2);
    assert.equal(Object.keys(next.nodes).length, 6);
  });

  test('pasting a node gives it a new key, tag and counter under the target', () => {
    const bot = twoTrees();
    const {
      bot: next,
      root,
      warnings,
    } = pasteNodes(bot, copyNodes(bot, 'x'), 'm', {
      edition: 'hosted',
      channelId: 'web',
      newId: ids(),
    });
    assert.equal(root, 'n1');
    assert.equal(next.nodes.n1!.tag, String(bot.nodeMaxCounter + 1));
    assert.equal(next.nodes.n1!.parent, 'm');
    assert.deepEqual(next.nodes.m!.childs, ['j', 'n1']);
    assert.deepEqual(warnings, []);
  });

  test('jump-to-tree pasted into another bot: first tree in hosted', () => {
    const other: Bot = { ...makeBot([['o', 'image', null]], { trees: 'first' }), identifier: 'bot-2' };
    const { bot } = pasteNodes(other, copyNodes(twoTrees(), 'j'), 'o', {
      edition: 'hosted',
      channelId: 'web',
    });
    const pasted = Object.values(bot.nodes).find((n) => n.action === 'totree');
    assert.deepEqual(pasted?.action === 'totree' && pasted.data, { tree: 't1' });
  });

  test('jump-to-tree pasted into another bot: cleared with a warning in self-hosted', () => {
    const other: Bot = { ...makeBot([['o', 'image', null]], { trees: 'first' }), identifier: 'bot-2' };
    const result = pasteNodes(other, copyNodes(twoTrees(), 'j'), 'o', {
      edition: 'self-hosted',
      channelId: 'web',
    });
    const pasted = Object.values(result.bot.nodes).find((n) => n.action === 'totree');
    assert.deepEqual(pasted?.action === 'totree' && pasted.data, { tree: null });
    assert.deepEqual(result.warnings, [PASTE_TOTREE_WARN]);
  });

  test('jump-to-tree pasted into the same bot keeps its target', () => {
    const bot = twoTrees();
    const result = pasteNodes(bot, copyNodes(bot, 'j'), 'x', { edition: 'self-hosted', channelId: 'web' });
    const pasted = result.bot.nodes[result.root]!;
    assert.deepEqual(pasted.action === 'totree' && pasted.data, { tree: 't2' });
    assert.deepEqual(result.warnings, []);
  });
});
