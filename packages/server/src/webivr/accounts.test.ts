import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { WebivrAccount, WebivrNode, WebivrTree } from '@omnicanal/api';
import { createEntryPoint } from '../core/integrations/repo.ts';
import { demoEntryPoint } from '../core/integrations/seed.ts';
import { createCompany, createSkill } from '../core/repo.ts';
import { api, signInDemo, startTestServer, type TestServer } from '../test/helpers.ts';
import { type Call, caller, newAccount, smallMenu } from './testing.ts';

let server: TestServer;
let call: Call;
const tokens: Record<string, string> = {};
/** Skill Support of the demo company (seeded first). */
const SUPPORT = 1;
/** A skill of the demo company the manager does not work on. */
let billing: number;
/** A web IVR of another company. */
let foreign: number;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  Object.assign(tokens, await signInDemo(server, 'agent', 'manager', 'admin'));
  call = caller(server, tokens);
  const db = server.context.db;
  billing = await createSkill(db, 1, 'Facturation');
  const other = await createCompany(db, { name: 'Autre société' });
  const skill = await createSkill(db, other.id, 'Secret');
  const row = await db
    .insertInto('webivr_accounts')
    .values({ company_id: other.id, skill_id: skill, label: 'Secret' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const version = await db
    .insertInto('webivr_versions')
    .values({ account_id: row.id, kind: 'working' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('webivr_accounts')
    .set({ working_version_id: version.id })
    .where('id', '=', row.id)
    .execute();
  foreign = row.id;
});
after(() => server.stop());

describe('web IVR accounts', () => {
  test('an admin adds a web IVR; it starts with an empty working version and no production one', async () => {
    const account = await newAccount(call, SUPPORT);
    assert.equal(account.label, 'Accueil client');
    assert.equal(account.production_version, null);
    assert.equal(account.root_node, null);
    assert.equal(account.has_unpublished_changes, false);
    const list = (await call('/accounts')).body as unknown as WebivrAccount[];
    assert.ok(list.some((a) => a.id === account.id));
    assert.deepEqual((await call(`/accounts/${account.id}`)).body, account);
  });

  test('a manager may not add or remove a web IVR (admin screens), an agent may not even list them', async () => {
    const refused = await call('/accounts', { body: { label: 'X', skill: SUPPORT } });
    assert.equal(refused.status, 403);
    const account = await newAccount(call, SUPPORT, 'À garder');
    assert.equal((await call(`/accounts/${account.id}`, { method: 'DELETE' })).status, 403);
    assert.equal((await call('/accounts', { who: 'agent' })).status, 403);
    assert.equal((await call(`/accounts/${account.id}`)).status, 200);
  });

  test('a skill of another company is refused on its field', async () => {
    const { status, body } = await call('/accounts', {
      body: { label: 'X', skill: 999 },
      who: 'admin',
    });
    assert.equal(status, 400);
    assert.deepEqual(body.skill, ['not_found']);
    assert.equal(
      (await call('/accounts', { body: { label: ' ', skill: SUPPORT }, who: 'admin' })).status,
      400,
    );
  });

  test('a manager sees only the web IVRs of their skills; an admin sees them all', async () => {
    const hidden = await newAccount(call, billing, 'Facturation');
    assert.equal((await call(`/accounts/${hidden.id}`)).status, 404);
    assert.ok(
      !((await call('/accounts')).body as unknown as WebivrAccount[]).some((a) => a.id === hidden.id),
    );
    assert.equal((await call(`/accounts/${hidden.id}`, { who: 'admin' })).status, 200);
  });

  test("another company's web IVR answers 404 to every call and changes nothing", async () => {
    for (const [path, method, body] of [
      [`/accounts/${foreign}`, 'GET', undefined],
      [`/accounts/${foreign}`, 'DELETE', undefined],
      [`/accounts/${foreign}/duplicate`, 'POST', { label: 'Copie' }],
      [`/accounts/${foreign}/trees`, 'POST', { label: 'Arbre' }],
      [`/accounts/${foreign}/nodes`, 'GET', undefined],
      [`/accounts/${foreign}/snapshots/state`, 'GET', undefined],
      [`/accounts/${foreign}/publish`, 'POST', { label: 'v1' }],
    ] as const)
      assert.equal((await call(path, { method, body, who: 'admin' })).status, 404, `${method} ${path}`);
    const preview = await call('/sessions/preview', { body: { account_id: foreign }, who: 'admin' });
    assert.equal(preview.status, 400);
    const trees = await server.context.db.selectFrom('webivr_trees').selectAll().execute();
    assert.ok(!trees.some((t) => t.label === 'Arbre'));
    assert.ok(
      await server.context.db.selectFrom('webivr_accounts').where('id', '=', foreign).executeTakeFirst(),
    );
  });

  test('an admin edits a web IVR: label, skill, language and theme; its menu stays', async () => {
    const account = await newAccount(call, SUPPORT, 'Avant');
    await smallMenu(call, account.id);
    const theme = (await call('/themes', { body: { label: 'Sombre' }, who: 'admin' })).body as { id: number };
    const { status, body } = await call(`/accounts/${account.id}`, {
      body: { label: 'Après', skill: billing, language: 'en', theme: theme.id },
      who: 'admin',
    });
    assert.equal(status, 200);
    const edited = body as unknown as WebivrAccount;
    assert.deepEqual(
      [edited.label, edited.skill, edited.language, edited.theme, edited.working_version],
      ['Après', billing, 'en', theme.id, account.working_version],
    );
    assert.deepEqual((await call(`/accounts/${account.id}`, { who: 'admin' })).body, edited);
    assert.equal((await call(`/accounts/${account.id}/nodes`, { who: 'admin' })).body.length, 3);
  });

  test('editing a web IVR: admins only, bad fields refused on their key, another company 404', async () => {
    const account = await newAccount(call, SUPPORT, 'Intact');
    const body = { label: 'Changé', skill: SUPPORT };
    assert.equal((await call(`/accounts/${account.id}`, { body })).status, 403);
    for (const [bad, field] of [
      [{ label: ' ', skill: SUPPORT }, 'label'],
      [{ label: 'X', skill: 999 }, 'skill'],
      [{ label: 'X', skill: SUPPORT, theme: 999 }, 'theme'],
      [{ label: 'X', skill: SUPPORT, language: 'de' }, 'language'],
    ] as const) {
      const refused = await call(`/accounts/${account.id}`, { body: bad, who: 'admin' });
      assert.equal(refused.status, 400, field);
      assert.ok(Array.isArray(refused.body[field]), `${field}: ${JSON.stringify(refused.body)}`);
    }
    assert.equal((await call(`/accounts/${foreign}`, { body, who: 'admin' })).status, 404);
    assert.equal(((await call(`/accounts/${account.id}`)).body as { label: string }).label, 'Intact');
    const other = await server.context.db
      .selectFrom('webivr_accounts')
      .select('label')
      .where('id', '=', foreign)
      .executeTakeFirstOrThrow();
    assert.equal(other.label, 'Secret');
  });

  test('duplicate copies the working menu under the new label; delete removes the account', async () => {
    const account = await newAccount(call, SUPPORT, 'Original');
    const menu = await smallMenu(call, account.id);
    const copy = (await call(`/accounts/${account.id}/duplicate`, { body: { label: 'Copie' }, who: 'admin' }))
      .body as unknown as WebivrAccount;
    assert.equal(copy.label, 'Copie');
    assert.notEqual(copy.working_version, account.working_version);
    assert.equal(copy.root_node, menu.page.id);
    const nodes = (await call(`/accounts/${copy.id}/nodes`)).body as unknown as WebivrNode[];
    assert.deepEqual(nodes.map((n) => n.label).sort(), ['Bienvenue', 'Horaires', 'Nos horaires']);
    assert.equal((await call(`/accounts/${copy.id}`, { method: 'DELETE', who: 'admin' })).status, 204);
    assert.equal((await call(`/accounts/${copy.id}`)).status, 404);
    assert.equal((await call(`/accounts/${account.id}/nodes`)).body.length, 3);
  });
});

describe('web IVR trees', () => {
  test('a duplicated tree is named "label (n)" and holds a copy of the nodes', async () => {
    const account = await newAccount(call, SUPPORT, 'Arbres');
    const { tree } = await smallMenu(call, account.id);
    const first = (
      await call(`/accounts/${account.id}/trees/${tree.id}/duplicate`, { method: 'POST', body: {} })
    ).body as unknown as WebivrTree;
    const second = (
      await call(`/accounts/${account.id}/trees/${tree.id}/duplicate`, { method: 'POST', body: {} })
    ).body as unknown as WebivrTree;
    assert.equal(first.label, 'Principal (1)');
    assert.equal(second.label, 'Principal (2)');
    const copied = (await call(`/accounts/${account.id}/nodes?tree=${first.id}`))
      .body as unknown as WebivrNode[];
    assert.equal(copied.length, 3);
    assert.ok(copied.every((n) => n.tree === first.id));
    assert.equal(copied.find((n) => n.parent === null)?.id, first.root_node);
  });

  test('deleting a tree removes its nodes and clears the jumps to it; an unknown tree is a 404', async () => {
    const account = await newAccount(call, SUPPORT, 'Sauts');
    const main = await smallMenu(call, account.id);
    const other = (await call(`/accounts/${account.id}/trees`, { body: { label: 'Autre' } }))
      .body as unknown as WebivrTree;
    const jump = (
      await call(`/accounts/${account.id}/nodes`, {
        body: {
          tree: main.tree.id,
          parent: main.choice.id,
          action: 'to_tree',
          data: { tree_id: other.id },
          validated: true,
        },
      })
    ).body as unknown as WebivrNode;
    assert.equal((await call(`/accounts/${account.id}/trees/${other.id}`, { method: 'DELETE' })).status, 204);
    const after = (await call(`/accounts/${account.id}/nodes/${jump.id}`)).body as unknown as WebivrNode;
    assert.equal(after.data.tree_id, null);
    assert.equal(after.validated, false);
    assert.equal((await call(`/accounts/${account.id}/trees/${other.id}`, { method: 'DELETE' })).status, 404);
  });
});

describe('web IVR trees opened by entry points', () => {
  test('a tree an entry point opens cannot be deleted; the refusal names the entry point', async () => {
    const account = await newAccount(call, SUPPORT, 'Lié');
    const { tree } = await smallMenu(call, account.id);
    await createEntryPoint(server.context.db, 1, {
      ...demoEntryPoint(SUPPORT),
      name: 'Menu visuel',
      trees: [{ channel: 'web', calendar_id: null, tree_identifier: tree.id }],
    });
    const refused = await call(`/accounts/${account.id}/trees/${tree.id}`, { method: 'DELETE' });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'tree_linked_to_entrypoints');
    assert.match(String(refused.body.detail), /Menu visuel/);
    assert.equal((await call(`/accounts/${account.id}/nodes?tree=${tree.id}`)).body.length, 3);
    const removal = await call(`/accounts/${account.id}`, { method: 'DELETE', who: 'admin' });
    assert.equal(removal.status, 400);
    assert.equal(removal.body.error, 'tree_linked_to_entrypoints');
    assert.equal((await call(`/accounts/${account.id}`)).status, 200);
  });

  test("an entry point may open a web IVR's tree of its skill, not an unknown one", async () => {
    const account = await newAccount(call, SUPPORT, 'Point d’entrée');
    const { tree } = await smallMenu(call, account.id);
    const input = (identifier: string) => ({
      ...demoEntryPoint(SUPPORT),
      name: `Menu ${identifier.slice(0, 4)}`,
      trees: [{ channel: 'web', calendar_id: null, tree_identifier: identifier }],
    });
    const saved = await api(server.url, '/api/core/integrations/', {
      token: tokens.admin,
      body: input(tree.id),
    });
    assert.equal(saved.status, 201, JSON.stringify(saved.body));
    const refused = await api(server.url, '/api/core/integrations/', {
      token: tokens.admin,
      body: input('00000000-0000-4000-8000-000000000000'),
    });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body['trees.0.tree_identifier'], ['unknown_tree']);
  });
});

describe('web IVR in the hosted edition', () => {
  test('the service does not exist there (spec 000 §1: self-hosted only)', async () => {
    const hosted = await startTestServer({ roomTimerTickMs: 0, edition: 'hosted' });
    try {
      const admin = (await signInDemo(hosted, 'admin')).admin;
      const hostedCall = caller(hosted, { admin });
      assert.equal((await hostedCall('/accounts', { who: 'admin' })).status, 404);
      assert.equal(
        (await hostedCall('/accounts', { body: { label: 'X', skill: SUPPORT }, who: 'admin' })).status,
        404,
      );
    } finally {
      await hosted.stop();
    }
  });
});
