import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { WireBot } from '@omnicanal/api';
import { fromWire, validateBot } from '@omnicanal/core/bot';
import { createEntryPoint } from '../core/integrations/repo.ts';
import { demoEntryPoint } from '../core/integrations/seed.ts';
import { createCompany, createSkill } from '../core/repo.ts';
import { api, signInDemo, startTestServer, type TestServer } from '../test/helpers.ts';
import { DEMO_WELCOME_TREE } from './demo-bot.ts';
import { storeBot } from './repo.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
/** Skill Support of the demo company (seeded first). */
const SUPPORT = 1;
const MAIN = `/api/bot/bot/${SUPPORT}/main/`;
let otherSkill: number;
let firstRule: number;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  Object.assign(tokens, await signInDemo(server, 'agent', 'manager', 'admin'));
  const other = await createCompany(server.context.db, { name: 'Autre société' });
  otherSkill = await createSkill(server.context.db, other.id, 'Secret');
  await storeBot(server.context.db, other.id, otherSkill, {
    identifier: 'main',
    nodes: {
      x: { key: 'x', action: 'chronos', parent: null, childs: [], tag: '1', data: { rule: 1 } },
    },
    channels: { facebook: { trees: { s: { key: 's', title: 'Secret', node: 'x' } }, triggers: [] } },
    node_max_counter: 1,
    dialogflow: { x: { tree_identifier: 's', tree_label: 'Secret', account: 9 } },
  });
  await createEntryPoint(server.context.db, other.id, {
    ...demoEntryPoint(otherSkill),
    name: 'Widget secret',
    channels: ['facebook'],
    trees: [{ channel: 'facebook', calendar_id: null, tree_identifier: 's' }],
  });
  const rules = await api(server.url, '/api/chronos/rules', { token: tokens.manager });
  firstRule = (rules.body as unknown as { id: number }[])[0]?.id ?? 0;
});
after(() => server.stop());

const get = (path: string, who = 'manager') => api(server.url, path, { token: tokens[who] });
const save = (body: unknown, who = 'manager', path = MAIN) =>
  api(server.url, path, { token: tokens[who], body });
const seeded = async () => (await get(MAIN)).body as unknown as WireBot;

/** The seeded bot with one more web tree `extra` (root: a console node). */
const withExtraTree = (bot: WireBot): WireBot => ({
  ...bot,
  nodes: {
    ...bot.nodes,
    fin: { key: 'fin', action: 'console', parent: null, childs: [], tag: '99', txt: 'Au revoir' },
  },
  channels: {
    ...bot.channels,
    web: {
      trees: { ...bot.channels.web?.trees, extra: { key: 'extra', title: 'Fin', node: 'fin' } },
      triggers: [],
    },
  },
  node_max_counter: 99,
});

describe('bot service: reading', () => {
  test('the seeded bot of Support is served and passes validateBot', async () => {
    const { status, body } = await get(MAIN);
    assert.equal(status, 200);
    const bot = body as unknown as WireBot;
    assert.equal(bot.identifier, 'main');
    const trees = Object.values(bot.channels.web?.trees ?? {}).map((t) => t.title);
    assert.deepEqual(trees.sort(), ['Accueil', 'Horaires']);
    for (const channel of [undefined, 'web']) assert.deepEqual(validateBot(fromWire(bot), { channel }), []);
  });

  test('a bot never saved reads as an empty bot', async () => {
    const { status, body } = await get(`/api/bot/bot/${SUPPORT}/nouveau/`);
    assert.equal(status, 200);
    assert.deepEqual(body, {
      identifier: 'nouveau',
      nodes: {},
      channels: {},
      node_max_counter: 0,
      dialogflow: {},
    });
  });

  test('agents get permission_denied, strangers 401', async () => {
    for (const path of [
      MAIN,
      '/api/bot/bot/df-data',
      '/api/bot/bot/skills-by-channel',
      `/api/bot/bot/used-by-skill/${SUPPORT}`,
      `/api/bot/bot/used-by-chronos/${firstRule}`,
      '/api/core/integrations/',
      '/api/chronos/rules',
    ]) {
      const { status, body } = await get(path, 'agent');
      assert.equal(status, 403, path);
      assert.equal(body.error, 'permission_denied');
      assert.equal((await api(server.url, path)).status, 401, path);
    }
    const post = await save(await seeded(), 'agent');
    assert.equal(post.status, 403);
  });

  test("another company's skill is not_found, read or write", async () => {
    const path = `/api/bot/bot/${otherSkill}/main/`;
    const read = await get(path, 'admin');
    assert.equal(read.status, 404);
    assert.equal(read.body.error, 'not_found');
    assert.equal((await save(await seeded(), 'admin', path)).status, 404);
    assert.equal((await get(`/api/bot/bot/${otherSkill}/x/`)).status, 404);
    assert.equal((await get(`/api/bot/bot/used-by-skill/${otherSkill}`)).status, 404);
    assert.equal((await get('/api/bot/bot/9999/main/')).status, 404);
  });

  test('used-by-chronos lists the company chronos nodes of a rule, with their tree', async () => {
    const { status, body } = await get(`/api/bot/bot/used-by-chronos/${firstRule}`);
    assert.equal(status, 200);
    assert.deepEqual(body, [
      { skill: SUPPORT, bot: 'main', channel: 'web', tree: 'horaires', node: 'horaires-regle' },
    ]);
    assert.deepEqual((await get('/api/bot/bot/used-by-chronos/999')).body, []);
  });

  test('df-data, skills-by-channel and used-by-skill see only the company bots', async () => {
    assert.deepEqual((await get('/api/bot/bot/df-data')).body, []);
    assert.deepEqual((await get('/api/bot/bot/skills-by-channel')).body, {
      web: [{ id: SUPPORT, name: 'Support' }],
    });
    assert.deepEqual((await get(`/api/bot/bot/used-by-skill/${SUPPORT}`)).body, [
      { bot: 'main', channels: ['web'], trees: 2, nodes: 10 },
    ]);
  });

  test('integrations and chronos rules of the company', async () => {
    const entries = await get(`/api/core/integrations/?skill=${SUPPORT}`);
    assert.equal(entries.status, 200);
    const found = (entries.body as unknown as Record<string, unknown>[]).map(
      ({ name, type, skill, channels, trees }) => ({ name, type, skill, channels, trees }),
    );
    // The bot's widget, and the demo web IVR's own entry point ("Menu du site").
    assert.deepEqual(
      found.map((entry) => entry.name),
      ['Widget du site', 'Menu du site'],
    );
    assert.deepEqual(found[0], {
      name: 'Widget du site',
      type: 'widget',
      skill: SUPPORT,
      channels: ['web'],
      trees: [{ channel: 'web', calendar_id: null, tree_identifier: DEMO_WELCOME_TREE }],
    });
    assert.deepEqual((await get('/api/core/integrations/')).body, entries.body);
    assert.deepEqual((await get(`/api/core/integrations/?skill=${otherSkill}`)).body, []);
    assert.equal((await get('/api/core/integrations/?skill=abc')).status, 400);
    const rules = (await get('/api/chronos/rules')).body as unknown as { label: string }[];
    assert.deepEqual(
      rules.map((r) => r.label),
      ['Horaires du support', "Horaires d'été"],
    );
  });
});

describe('bot service: saving', () => {
  test('what is saved is what is read next (round trip)', async () => {
    const next = withExtraTree(await seeded());
    const saved = await save(next);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body, next);
    assert.deepEqual(await seeded(), next);
    assert.deepEqual((await get('/api/bot/bot/skills-by-channel')).body, {
      web: [{ id: SUPPORT, name: 'Support' }],
    });
  });

  const refusals: [string, (bot: WireBot) => unknown, string, Record<string, string[]>][] = [
    [
      'a choice as a tree root',
      (bot) => ({
        ...bot,
        nodes: { ...bot.nodes, fin: { ...bot.nodes.fin, action: 'choice', data: { title: 'Oui' } } },
      }),
      'invalid_payload',
      { 'nodes.fin.node': ['cannot-be-root'] },
    ],
    [
      'a WhatsApp choice title too long',
      (bot) => ({
        ...bot,
        nodes: {
          ...bot.nodes,
          'choix-commande': {
            ...bot.nodes['choix-commande'],
            data: { title: 'Suivre ma commande en cours' },
          },
        },
        channels: { ...bot.channels, whatsapp: { trees: bot.channels.web?.trees, triggers: [] } },
      }),
      'invalid_payload',
      { 'nodes.choix-commande.title': ['diagram.actions.forms.choice.title.error-too-long-23-msg'] },
    ],
    [
      'a malformed payload',
      (bot) => ({ ...bot, node_max_counter: -1, nodes: { ...bot.nodes, fin: { ...bot.nodes.fin, txt: 3 } } }),
      'invalid_payload',
      { node_max_counter: [], 'nodes.fin.txt': [] },
    ],
    [
      'an identifier other than the route bot',
      (bot) => ({ ...bot, identifier: 'autre' }),
      'invalid_payload',
      { identifier: ['identifier_mismatch'] },
    ],
    [
      'removing a tree an entry point opens',
      (bot) => {
        const { [DEMO_WELCOME_TREE]: _gone, ...trees } = bot.channels.web?.trees ?? {};
        return { ...bot, channels: { web: { trees, triggers: [] } } };
      },
      'tree_linked_to_entrypoints',
      { [`channels.web.trees.${DEMO_WELCOME_TREE}`]: ['tree_linked_to_entrypoints'] },
    ],
  ];
  for (const [name, change, code, fields] of refusals) {
    test(`${name}: 400 ${code}, nothing stored`, async () => {
      const before = await seeded();
      const { status, body } = await save(change(before));
      assert.equal(status, 400, JSON.stringify(body));
      assert.equal(body.error, code);
      for (const [field, messages] of Object.entries(fields)) {
        assert.ok(Array.isArray(body[field]), `${field} in ${JSON.stringify(body)}`);
        for (const m of messages) assert.ok((body[field] as string[]).includes(m), `${m} in ${field}`);
      }
      assert.deepEqual(await seeded(), before);
    });
  }

  test('the tree refusal names the entry points', async () => {
    const bot = await seeded();
    const { [DEMO_WELCOME_TREE]: _gone, ...trees } = bot.channels.web?.trees ?? {};
    const { body } = await save({ ...bot, channels: { web: { trees, triggers: [] } } });
    assert.match(String(body.detail), /Widget du site/);
  });

  test('removing a tree no entry point opens is saved', async () => {
    const bot = await seeded();
    const { extra: _gone, ...trees } = bot.channels.web?.trees ?? {};
    const { fin: _fin, ...nodes } = bot.nodes;
    const next = { ...bot, nodes, channels: { web: { trees, triggers: [] } } };
    const saved = await save(next);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(await seeded(), next);
  });
});
