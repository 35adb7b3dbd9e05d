import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { ApiRequestError } from '@omnicanal/api';
import type { Edition } from '@omnicanal/core';
import { type Bot, PASTE_TOTREE_WARN } from '@omnicanal/core/bot';
import { makeBot } from '@omnicanal/core/testing';
import type { BotClient, EntryPointLink } from './client.ts';
import { addNode, addTree, removeTree, updateNode } from './ops.ts';
import { $botClipboard, createBuilderStore } from './store.ts';

/** In-memory bot service: bots by "skill/bot", with switches to make calls fail. */
function fakeClient(bots: Record<string, Bot>, links: EntryPointLink[] = []) {
  const calls = { save: 0 };
  const fail: { get?: unknown; save?: unknown; entryPoints?: unknown } = {};
  const client: BotClient = {
    async getBot(skill, bot) {
      if (fail.get) throw fail.get;
      const found = bots[`${skill}/${bot}`];
      if (!found) throw new ApiRequestError({ status: 404, code: 'not_found', fields: {}, general: [] });
      return structuredClone(found);
    },
    async saveBot(skill, bot, value) {
      calls.save++;
      if (fail.save) throw fail.save;
      bots[`${skill}/${bot}`] = structuredClone(value);
      return structuredClone(value);
    },
    async entryPoints() {
      if (fail.entryPoints) throw fail.entryPoints;
      return links;
    },
    async chronosRules() {
      return [];
    },
  };
  return { client, calls, fail, bots };
}

/** t1 (init): root → img. t2: r2 → img2. */
const valid = (identifier = 'bot-1') =>
  makeBot(
    [
      ['root', 'entrypoint', null],
      ['img', 'image', 'root', { txt: 'Bonjour' }],
      ['r2', 'entrypoint', null],
      ['img2', 'image', 'r2'],
      ['j', 'totree', 'img2', { data: { tree: 't2' } }],
    ],
    { identifier },
  );

async function ready(edition: Edition = 'hosted', bots = { 's/b': valid() }, links: EntryPointLink[] = []) {
  const fake = fakeClient(bots, links);
  const store = createBuilderStore({ skill: 's', bot: 'b', channel: 'web', edition, client: fake.client });
  await store.load();
  return { store, ...fake, state: () => store.$state.get() };
}

describe('builder store', () => {
  beforeEach(() => $botClipboard.set(null));

  test('load opens the init tree, with entry points and clean flags', async () => {
    const links = [{ id: 1, name: 'Widget', trees: ['t2'] }];
    const { state } = await ready('hosted', { 's/b': valid() }, links);
    assert.equal(state().status, 'ready');
    assert.equal(state().treeKey, 't1');
    assert.equal(state().dirty, false);
    assert.equal(state().saved, false);
    assert.deepEqual(state().entryPoints, links);
    assert.equal(state().canUndo, false);
  });

  test('the open tree defaults to the first tree without an init tree; openTree before load is kept', async () => {
    const bot = valid();
    (bot.channels.web?.trees.t1 as { kind: string | null }).kind = null;
    const fake = fakeClient({ 's/b': bot });
    const first = createBuilderStore({
      skill: 's',
      bot: 'b',
      channel: 'web',
      edition: 'hosted',
      client: fake.client,
    });
    await first.load();
    assert.equal(first.$state.get().treeKey, 't1');
    const second = createBuilderStore({
      skill: 's',
      bot: 'b',
      channel: 'web',
      edition: 'hosted',
      client: fake.client,
    });
    second.openTree('t2');
    await second.load();
    assert.equal(second.$state.get().treeKey, 't2');
  });

  const loadFailures: [string, unknown, string][] = [
    [
      'a 403',
      new ApiRequestError({ status: 403, code: null, fields: {}, general: [] }),
      'errors.bad_authentication',
    ],
    ['a network error', new Error('offline'), 'errors.bad_authentication'],
    [
      'a 404',
      new ApiRequestError({ status: 404, code: 'not_found', fields: {}, general: [] }),
      'errors.not_found',
    ],
  ];
  for (const [name, error, key] of loadFailures) {
    test(`load failure on ${name} reads ${key}`, async () => {
      const fake = fakeClient({ 's/b': valid() });
      fake.fail.get = error;
      const store = createBuilderStore({
        skill: 's',
        bot: 'b',
        channel: 'web',
        edition: 'hosted',
        client: fake.client,
      });
      await store.load();
      assert.equal(store.$state.get().status, 'error');
      assert.equal(store.$state.get().loadError, key);
    });
  }

  test('entry points failing is not fatal', async () => {
    const fake = fakeClient({ 's/b': valid() });
    fake.fail.entryPoints = new Error('down');
    const store = createBuilderStore({
      skill: 's',
      bot: 'b',
      channel: 'web',
      edition: 'hosted',
      client: fake.client,
    });
    await store.load();
    assert.equal(store.$state.get().status, 'ready');
    assert.deepEqual(store.$state.get().entryPoints, []);
  });

  test('dirty is set by an edit and cleared by save; saved is set by save and cleared by the next edit', async () => {
    const { store, state, calls, bots } = await ready();
    assert.equal(
      store.apply((b) => updateNode(b, 'img', { txt: 'Salut' })),
      true,
    );
    assert.equal(state().dirty, true);
    assert.equal(state().selection, 'img');
    assert.equal(await store.save(), true);
    assert.equal(calls.save, 1);
    assert.equal(bots['s/b']?.nodes.img?.txt, 'Salut');
    assert.equal(state().dirty, false);
    assert.equal(state().saved, true);
    store.apply((b) => updateNode(b, 'img', { txt: 'Re' }));
    assert.equal(state().dirty, true);
    assert.equal(state().saved, false);
    await store.load();
    assert.equal(state().dirty, false);
    assert.equal(state().bot?.nodes.img?.txt, 'Salut');
    assert.equal(state().canUndo, false);
  });

  test('a save drops the nodes no tree reaches (spec 001 §4)', async () => {
    const bot = valid();
    // An orphan as stored data may hold one: attached to nothing, reached by no tree.
    bot.nodes.lost = { key: 'lost', action: 'image', parent: null, childs: [], tag: '9' };
    const { store, state, bots } = await ready('hosted', { 's/b': bot });
    store.apply((b) => updateNode(b, 'img', { txt: 'Salut' }));
    assert.equal(await store.save(), true);
    assert.equal(bots['s/b']?.nodes.lost, undefined);
    assert.equal(bots['s/b']?.nodes.img?.txt, 'Salut');
    assert.equal(state().bot?.nodes.lost, undefined);
    assert.equal(state().dirty, false);
  });

  test('an invalid bot is not sent: its problems become field errors', async () => {
    const { store, state, calls } = await ready();
    store.apply((b) => addNode(b, 'img', 'input', { channel: 'web', newId: () => 'inp' }));
    assert.equal(await store.save(), false);
    assert.equal(calls.save, 0);
    assert.deepEqual(state().saveError, {
      title: 'error.Oups',
      text: null,
      fields: { 'nodes.inp.node': ['input-needs-check', 'input-needs-error'] },
    });
    assert.equal(state().dirty, true);
    store.dismiss();
    assert.equal(state().saveError, null);
  });

  test('a 400 answer maps its field errors and detail', async () => {
    const { store, state, fail } = await ready();
    store.apply((b) => updateNode(b, 'img', { txt: 'x' }));
    fail.save = new ApiRequestError({
      status: 400,
      code: 'invalid_bot',
      fields: { 'nodes.img.txt': ['too_long'] },
      general: ['The bot is invalid.'],
    });
    assert.equal(await store.save(), false);
    assert.deepEqual(state().saveError, {
      title: 'error.Oups',
      text: 'The bot is invalid.',
      fields: { 'nodes.img.txt': ['too_long'] },
    });
    assert.equal(state().saving, false);
    assert.equal(state().dirty, true);
    assert.equal(state().saved, false);
  });

  test('any other save failure shows error.Oups without text', async () => {
    const { store, state, fail } = await ready();
    fail.save = new Error('boom');
    assert.equal(await store.save(), false);
    assert.deepEqual(state().saveError, { title: 'error.Oups', text: null, fields: {} });
  });

  test('undo and redo restore the bots', async () => {
    const { store, state } = await ready();
    const original = state().bot;
    store.apply((b) => updateNode(b, 'img', { txt: 'Un' }));
    const first = state().bot;
    store.apply((b) => updateNode(b, 'img', { txt: 'Deux' }));
    store.undo();
    assert.equal(state().bot, first);
    assert.equal(state().canRedo, true);
    store.undo();
    assert.equal(state().bot, original);
    assert.equal(state().dirty, false, 'back to the fetched bot');
    assert.equal(state().canUndo, false);
    store.redo();
    store.redo();
    assert.equal(state().bot?.nodes.img?.txt, 'Deux');
    assert.equal(state().dirty, true);
  });

  test('a refused edit returns false, keeps the bot and says why', async () => {
    const { store, state } = await ready('hosted', { 's/b': valid() }, [
      { id: 1, name: 'Widget', trees: ['t2'] },
    ]);
    const before = state().bot;
    assert.equal(
      store.apply((b) => addNode(b, 'img', 'button', { channel: 'web' })),
      false,
    );
    assert.deepEqual(state().refusal, { reason: 'button-parent' });
    assert.equal(state().bot, before);
    assert.equal(state().dirty, false);
    assert.equal(
      store.apply((b) => removeTree(b, 'web', 't2', ['Widget'])),
      false,
    );
    assert.deepEqual(state().refusal, { reason: 'tree-linked-to-entrypoints', entryPoints: ['Widget'] });
    store.dismiss();
    assert.equal(state().refusal, null);
  });

  test('a tree focus opens the tree; removing the open tree falls back to the init tree', async () => {
    const { store, state } = await ready();
    store.apply((b) => addTree(b, 'web', 'Aide'));
    const added = state().treeKey;
    assert.notEqual(added, 't1');
    assert.equal(state().bot?.channels.web?.trees[added as string]?.title, 'Aide');
    store.openTree('t2');
    store.apply((b) => removeTree(b, 'web', 't2', []));
    assert.equal(state().treeKey, 't1');
  });

  test('selecting a node opens its tree', async () => {
    const { store, state } = await ready();
    store.select('img2');
    assert.equal(state().treeKey, 't2');
    store.openTree('t1');
    assert.equal(state().selection, null);
  });

  for (const [edition, tree, warnings] of [
    ['hosted', 't1', []],
    ['self-hosted', null, [PASTE_TOTREE_WARN]],
  ] as const) {
    test(`copy in one builder, paste in another bot (${edition})`, async () => {
      const a = await ready(edition, { 's/b': valid('bot-a') });
      const b = await ready(edition, { 's/b': valid('bot-b') });
      a.store.select('img2');
      a.store.copySelection();
      assert.equal(b.state().clipboard?.sourceBot, 'bot-a');
      b.store.pasteInto('img');
      const s = b.state();
      assert.equal(s.dirty, true);
      assert.deepEqual(s.warnings, warnings);
      const pasted = s.bot?.nodes[s.selection as string];
      assert.equal(pasted?.action, 'image');
      assert.equal(pasted?.parent, 'img');
      const jump = s.bot?.nodes[pasted?.childs[0] as string] as {
        action: string;
        data: { tree: string | null };
      };
      assert.equal(jump.action, 'totree');
      assert.equal(jump.data.tree, tree);
    });
  }

  test('paste with an empty clipboard is refused', async () => {
    const { store, state } = await ready();
    store.pasteInto('img');
    assert.deepEqual(state().refusal, { reason: 'empty-clipboard' });
  });

  test('copy without a selection copies the open tree', async () => {
    const { store, state } = await ready();
    store.copySelection();
    assert.equal(state().clipboard?.nodes[0]?.key, 'root');
  });
});
