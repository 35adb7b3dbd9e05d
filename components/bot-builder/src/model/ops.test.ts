import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { copyNodes, PASTE_TOTREE_WARN, weightPercentages } from '@omnicanal/core/bot';
import { ids, makeBot } from '@omnicanal/core/testing';
import {
  addNode,
  addTree,
  deleteNode,
  duplicateTree,
  moveNode,
  newNode,
  type OpResult,
  paste,
  removeTree,
  renameTree,
  updateNode,
} from './ops.ts';

/** Tree t1: root → btn(button) → c1, c2 (choices); root → inp(input) → chk, err; root → lb → o1. Tree t2: r2 → j(totree t1). */
const sample = () =>
  makeBot([
    ['root', 'entrypoint', null],
    ['btn', 'button', 'root', { customTag: 'Menu' }],
    ['c1', 'choice', 'btn', { data: { title: 'Oui' } }],
    ['c2', 'choice', 'btn', { data: { title: 'Non' } }],
    ['img', 'image', 'c1', { txt: 'Merci' }],
    ['inp', 'input', 'c2'],
    ['chk', 'input_check', 'inp', { data: { words: ['oui'] } }],
    ['err', 'input_error', 'inp', { data: { txt: 'Pardon ?' } }],
    ['r2', 'entrypoint', null],
    ['lb', 'routing_load_balancer', 'r2', { data: { weights: [100] } }],
    ['o1', 'routing_load_balancer_output', 'lb'],
  ]);

const refusal = (r: OpResult) => (r.ok ? null : r.reason);

describe('ops', () => {
  const cases: { name: string; run: (b: ReturnType<typeof sample>) => OpResult; reason: string | null }[] = [
    {
      name: 'add image under a choice',
      run: (b) => addNode(b, 'c1', 'image', { channel: 'web' }),
      reason: null,
    },
    {
      name: 'add button under an entrypoint with a button',
      run: (b) => addNode(b, 'img', 'button', { channel: 'web' }),
      reason: 'button-parent',
    },
    {
      name: 'add under an unknown parent',
      run: (b) => addNode(b, 'nope', 'image', { channel: 'web' }),
      reason: 'unknown-target',
    },
    { name: 'move image under c2', run: (b) => moveNode(b, 'img', 'c2', { channel: 'web' }), reason: null },
    {
      name: 'move a choice under an image',
      run: (b) => moveNode(b, 'c2', 'img', { channel: 'web' }),
      reason: null,
    },
    {
      name: 'move a choice under its own child',
      run: (b) => moveNode(b, 'c1', 'img', { channel: 'web' }),
      reason: 'cycle',
    },
    {
      name: 'move an input check under a choice',
      run: (b) => moveNode(b, 'chk', 'c1', { channel: 'web' }),
      reason: 'input-output-parent',
    },
    {
      name: 'move button under its own choice',
      run: (b) => moveNode(b, 'btn', 'c1', { channel: 'web' }),
      reason: 'cycle',
    },
    {
      name: 'move a tree root',
      run: (b) => moveNode(b, 'root', 'img', { channel: 'web' }),
      reason: 'tree-root',
    },
    {
      name: 'move an image under an input',
      run: (b) => moveNode(b, 'img', 'inp', { channel: 'web' }),
      reason: null,
    },
    { name: 'delete a choice', run: (b) => deleteNode(b, 'c1'), reason: null },
    { name: 'delete a tree root', run: (b) => deleteNode(b, 'root'), reason: 'tree-root' },
    { name: 'update a node', run: (b) => updateNode(b, 'img', { txt: 'Bonjour' }), reason: null },
    {
      name: 'update an unknown node',
      run: (b) => updateNode(b, 'nope', { txt: 'x' }),
      reason: 'unknown-node',
    },
    { name: 'add a tree', run: (b) => addTree(b, 'web', ' Aide ', ids('x')), reason: null },
    { name: 'add a tree with an empty title', run: (b) => addTree(b, 'web', '  '), reason: 'title-empty' },
    {
      name: 'add a tree with a taken title',
      run: (b) => addTree(b, 'web', 'accueil'),
      reason: 'title-taken',
    },
    { name: 'rename a tree', run: (b) => renameTree(b, 'web', 't1', 'Début'), reason: null },
    {
      name: 'rename a tree to its own title',
      run: (b) => renameTree(b, 'web', 't1', 'ACCUEIL'),
      reason: null,
    },
    {
      name: 'rename a tree to a taken title',
      run: (b) => renameTree(b, 'web', 't2', 'Accueil'),
      reason: 'title-taken',
    },
    { name: 'duplicate a tree', run: (b) => duplicateTree(b, 'web', 't1', ids('d')), reason: null },
    {
      name: 'duplicate an unknown tree',
      run: (b) => duplicateTree(b, 'web', 'nope'),
      reason: 'unknown-target',
    },
    { name: 'remove a tree', run: (b) => removeTree(b, 'web', 't2', []), reason: null },
    {
      name: 'remove a linked tree',
      run: (b) => removeTree(b, 'web', 't2', ['Widget']),
      reason: 'tree-linked-to-entrypoints',
    },
    {
      name: 'paste a choice under a button',
      run: (b) => paste(b, copyNodes(b, 'c1'), 'btn', { channel: 'web', edition: 'hosted' }),
      reason: null,
    },
    {
      name: 'paste an input under a button',
      run: (b) => paste(b, copyNodes(b, 'inp'), 'btn', { channel: 'web', edition: 'hosted' }),
      reason: 'button-children',
    },
    {
      name: 'paste an empty clipboard',
      run: (b) => paste(b, { sourceBot: 'bot-1', nodes: [] }, 'img', { channel: 'web', edition: 'hosted' }),
      reason: 'empty-clipboard',
    },
  ];
  for (const c of cases) {
    test(c.name, () => {
      const bot = sample();
      const before = structuredClone(bot);
      const result = c.run(bot);
      assert.equal(refusal(result), c.reason);
      assert.deepEqual(bot, before, 'input bot untouched');
    });
  }

  test('newNode gives button and choice their uuid, customData and empty title', () => {
    const bot = sample();
    const node = newNode(bot, 'choice', 'btn', 'k');
    assert.deepEqual(node, {
      key: 'k',
      action: 'choice',
      parent: 'btn',
      childs: [],
      tag: '12',
      data: { title: '' },
      uuid: 'k',
      customData: { action: 'choice' },
      title: '',
    });
    assert.deepEqual((newNode(bot, 'input_check', 'inp', 'k2') as { data: unknown }).data, { words: [] });
  });

  test('addNode appends the child with the next tag and focuses it', () => {
    const r = addNode(sample(), 'c1', 'console', { channel: 'web', newId: () => 'new' });
    assert.ok(r.ok);
    assert.deepEqual(r.bot.nodes.c1?.childs, ['img', 'new']);
    assert.equal(r.bot.nodes.new?.tag, '12');
    assert.equal(r.bot.nodeMaxCounter, 12);
    assert.equal(r.focus, 'new');
  });

  test('addNode refuses a third choice on WhatsApp only', () => {
    assert.equal(
      refusal(addNode(sample(), 'btn', 'choice', { channel: 'whatsapp' })),
      'whatsapp-too-many-choices',
    );
    assert.equal(refusal(addNode(sample(), 'btn', 'choice', { channel: 'web' })), null);
  });

  test('addNode on a load balancer adds a 0 % output', () => {
    const r = addNode(sample(), 'lb', 'routing_load_balancer_output', { channel: 'web', newId: () => 'o2' });
    assert.ok(r.ok);
    assert.deepEqual(r.bot.nodes.lb?.childs, ['o1', 'o2']);
    assert.deepEqual((r.bot.nodes.lb as { data: { weights: number[] } }).data.weights, [100, 0]);
  });

  test('moveNode re-parents with the subtree at an index', () => {
    const r = moveNode(sample(), 'inp', 'c1', { channel: 'web', index: 0 });
    assert.ok(r.ok);
    assert.deepEqual(r.bot.nodes.c1?.childs, ['inp', 'img']);
    assert.deepEqual(r.bot.nodes.c2?.childs, []);
    assert.equal(r.bot.nodes.inp?.parent, 'c1');
    assert.deepEqual(r.bot.nodes.inp?.childs, ['chk', 'err']);
  });

  test('moveNode reorders within the same parent', () => {
    const r = moveNode(sample(), 'c2', 'btn', { channel: 'web', index: 0 });
    assert.ok(r.ok);
    assert.deepEqual(r.bot.nodes.btn?.childs, ['c2', 'c1']);
  });

  test('deleteNode removes the subtree, the link and the dialogflow entry', () => {
    const bot = { ...sample(), dialogflow: { inp: { tree_identifier: 't', tree_label: 'T', account: 1 } } };
    const r = deleteNode(bot, 'c2');
    assert.ok(r.ok);
    for (const k of ['c2', 'inp', 'chk', 'err']) assert.equal(r.bot.nodes[k], undefined);
    assert.deepEqual(r.bot.nodes.btn?.childs, ['c1']);
    assert.deepEqual(r.bot.dialogflow, {});
    assert.equal(r.focus, 'btn');
  });

  test('deleting a load-balancer output drops its weight', () => {
    const added = addNode(sample(), 'lb', 'routing_load_balancer_output', {
      channel: 'web',
      newId: () => 'o2',
    });
    assert.ok(added.ok);
    const r = deleteNode(added.bot, 'o1');
    assert.ok(r.ok);
    assert.deepEqual((r.bot.nodes.lb as { data: { weights: number[] } }).data.weights, [0]);
  });

  test('updateNode merges data and keeps the button/choice titles equal', () => {
    const r = updateNode(sample(), 'c1', { data: { title: 'Oui !' }, subtitle: 's' });
    assert.ok(r.ok);
    const node = r.bot.nodes.c1 as { title?: string; subtitle?: string; data: { title: string } };
    assert.equal(node.title, 'Oui !');
    assert.equal(node.data.title, 'Oui !');
    assert.equal(node.subtitle, 's');
    const w = updateNode(sample(), 'chk', { data: { words: ['a', 'b'] } });
    assert.ok(w.ok);
    assert.deepEqual(w.bot.nodes.chk, { ...sample().nodes.chk, data: { words: ['a', 'b'] } });
  });

  test('updateNode turns a button into a WhatsApp list picker, and only a button', () => {
    const bot = makeBot([
      ['b', 'button', null],
      ['c', 'choice', 'b'],
    ]);
    const r = updateNode(bot, 'b', { customData: { list: true } });
    assert.ok(r.ok);
    assert.deepEqual(r.bot.nodes.b?.customData, { action: 'button', list: true });
    const c = updateNode(bot, 'c', { customData: { list: true } });
    assert.ok(c.ok);
    assert.equal(c.bot.nodes.c?.customData, bot.nodes.c?.customData);
  });

  test('addTree creates an entrypoint root and focuses the tree', () => {
    const r = addTree(sample(), 'web', ' Aide ', ids('x'));
    assert.ok(r.ok);
    assert.equal(r.focus, 'x2');
    assert.deepEqual(r.bot.channels.web?.trees.x2, { key: 'x2', title: 'Aide', node: 'x1', kind: null });
    assert.equal(r.bot.nodes.x1?.action, 'entrypoint');
  });

  test('the first tree of a new channel is its initial tree', () => {
    const r = addTree(sample(), 'whatsapp', 'Accueil', ids('x'));
    assert.ok(r.ok);
    assert.equal(r.bot.channels.whatsapp?.trees.x2?.kind, 'init');
  });

  test('duplicateTree copies nodes under a unique title', () => {
    const r = duplicateTree(sample(), 'web', 't1', ids('d'));
    assert.ok(r.ok);
    const tree = r.bot.channels.web?.trees[r.focus as string];
    assert.equal(tree?.title, 'Accueil 2');
    assert.equal(tree?.kind, null);
    assert.equal(Object.keys(r.bot.nodes).length, 11 + 8);
  });

  test('removeTree refuses with the entry points, else drops jumps to it', () => {
    const bot = makeBot([
      ['a', 'entrypoint', null],
      ['j', 'totree', 'a', { data: { tree: 't2' } }],
      ['b', 'entrypoint', null],
    ]);
    assert.deepEqual(removeTree(bot, 'web', 't2', ['Site']), {
      ok: false,
      reason: 'tree-linked-to-entrypoints',
      entryPoints: ['Site'],
    });
    const r = removeTree(bot, 'web', 't2', []);
    assert.ok(r.ok);
    assert.deepEqual(Object.keys(r.bot.nodes), ['a']);
    assert.equal(r.focus, 't1');
  });

  test('paste into another bot: hosted points jumps to the first tree, self-hosted clears and warns', () => {
    const source = makeBot(
      [
        ['s', 'entrypoint', null],
        ['j', 'totree', 's', { data: { tree: 't9' } }],
      ],
      { identifier: 'bot-src' },
    );
    const clip = copyNodes(source, 'j');
    const hosted = paste(sample(), clip, 'img', { channel: 'web', edition: 'hosted', newId: () => 'p' });
    assert.ok(hosted.ok);
    assert.deepEqual((hosted.bot.nodes.p as { data: unknown }).data, { tree: 't1' });
    assert.equal(hosted.warnings, undefined);
    const self = paste(sample(), clip, 'img', { channel: 'web', edition: 'self-hosted', newId: () => 'p' });
    assert.ok(self.ok);
    assert.deepEqual((self.bot.nodes.p as { data: unknown }).data, { tree: null });
    assert.deepEqual(self.warnings, [PASTE_TOTREE_WARN]);
    assert.equal(self.focus, 'p');
  });

  test('paste under a load balancer gives the output a weight', () => {
    const bot = sample();
    const r = paste(bot, copyNodes(bot, 'o1'), 'lb', {
      channel: 'web',
      edition: 'hosted',
      newId: () => 'o2',
    });
    assert.ok(r.ok);
    assert.deepEqual(r.bot.nodes.lb?.childs, ['o1', 'o2']);
    assert.deepEqual((r.bot.nodes.lb as { data: { weights: number[] } }).data.weights, [100, 0]);
  });

  const weights: [number[], number[]][] = [
    [[], []],
    [[100], [100]],
    [
      [50, 50],
      [50, 50],
    ],
    [
      [1, 1, 1],
      [34, 33, 33],
    ],
    [
      [0, 0],
      [50, 50],
    ],
    [
      [30, 30],
      [50, 50],
    ],
    [
      [2, 1],
      [67, 33],
    ],
    [
      [-5, 10],
      [0, 100],
    ],
  ];
  for (const [input, expected] of weights) {
    test(`weightPercentages(${JSON.stringify(input)}) = ${JSON.stringify(expected)}`, () => {
      const out = weightPercentages(input);
      assert.deepEqual(out, expected);
      if (out.length)
        assert.equal(
          out.reduce((a, b) => a + b, 0),
          100,
        );
    });
  }
});
