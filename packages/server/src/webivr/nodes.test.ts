import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import {
  WEBIVR_MAX_NODES,
  type WebivrAccount,
  type WebivrNode,
  type WebivrPasteAnswer,
  type WebivrTree,
} from '@omnicanal/api';
import { createCompany, createSkill } from '../core/repo.ts';
import { signInDemo, startTestServer, type TestServer } from '../test/helpers.ts';
import { writeMenuState } from './repo.ts';
import { type Call, caller, newAccount, type SmallMenu, smallMenu } from './testing.ts';

let server: TestServer;
let call: Call;
const tokens: Record<string, string> = {};
const SUPPORT = 1;
let account: WebivrAccount;
let menu: SmallMenu;
let nodes: string;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  Object.assign(tokens, await signInDemo(server, 'agent', 'manager', 'admin'));
  call = caller(server, tokens);
  account = await newAccount(call, SUPPORT);
  menu = await smallMenu(call, account.id);
  nodes = `/accounts/${account.id}/nodes`;
});
after(() => server.stop());

const add = (body: Record<string, unknown>, who = 'manager') =>
  call(nodes, { body: { tree: menu.tree.id, ...body }, who });
const count = async () =>
  Number(
    (
      await server.context.db
        .selectFrom('webivr_nodes')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('version_id', '=', account.working_version)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('web IVR nodes: placement rules (spec 001 §5)', () => {
  test('the first node of a tree must be a page', async () => {
    const tree = (await call(`/accounts/${account.id}/trees`, { body: { label: 'Vide' } }))
      .body as unknown as WebivrTree;
    const before = await count();
    const refused = await call(nodes, {
      body: { tree: tree.id, parent: null, action: 'choice', label: 'X' },
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'first_node_must_be_page');
    assert.equal(await count(), before);
    const page = await call(nodes, { body: { tree: tree.id, parent: null, action: 'page', label: 'Début' } });
    assert.equal(page.status, 200);
  });

  test('a node other than the root page needs a parent', async () => {
    const refused = await add({ parent: null, action: 'page', label: 'Seconde racine' });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'parent_required');
    assert.equal((await add({ parent: menu.page.id, action: 'choice', label: 'Contact' })).status, 200);
  });

  test('drop kinds: a FAQ takes no child, a choice takes a page', async () => {
    const refused = await add({ parent: menu.faq.id, action: 'page', label: 'Sous-page' });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'drop_kind_refused');
    assert.deepEqual(refused.body.parent, ['drop_kind_refused']);
    assert.equal((await add({ parent: menu.choice.id, action: 'page', label: 'Sous-page' })).status, 200);
  });

  test('a link is an http(s) address only: anything else is a field error', async () => {
    const refused = await add({
      parent: menu.page.id,
      action: 'uri',
      label: 'Site',
      data: { url: 'javascript:alert(1)' },
    });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body['data.url'], ['invalid']);
    assert.equal(
      (await add({ parent: menu.page.id, action: 'uri', label: 'Site', data: { url: 'https://exemple.fr' } }))
        .status,
      200,
    );
  });

  test('callback and messaging need the skill service (callback, bot)', async () => {
    const refused = await add({ parent: menu.page.id, action: 'callback', label: 'Rappel' });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'action_not_allowed');
    assert.equal(
      (await add({ parent: menu.page.id, action: 'messaging', label: 'Chat' })).body.error,
      'action_not_allowed',
    );
    await server.context.db
      .updateTable('skills')
      .set({ services: JSON.stringify([{ kind: 'callback' }, { kind: 'bot' }]) })
      .where('id', '=', SUPPORT)
      .execute();
    assert.equal((await add({ parent: menu.page.id, action: 'callback', label: 'Rappel' })).status, 200);
    assert.equal((await add({ parent: menu.page.id, action: 'messaging', label: 'Chat' })).status, 200);
  });

  test('an agent may not read or edit a web IVR', async () => {
    assert.equal((await call(nodes, { who: 'agent' })).status, 403);
    assert.equal((await add({ parent: menu.page.id, action: 'choice', label: 'X' }, 'agent')).status, 403);
  });
});

describe('web IVR nodes: what they point to (spec 001 §5 access by skill group)', () => {
  test("a FAQ of the web IVR's skill or of all skills is accepted; another skill's is not accessible", async () => {
    const billing = await createSkill(server.context.db, 1, 'Facturation');
    const own = (await call('/faqs', { body: { label: 'Support', skill: SUPPORT } })).body.id;
    const other = (await call('/faqs', { body: { label: 'Facturation', skill: billing }, who: 'admin' })).body
      .id;
    const ok = await add({ parent: menu.choice.id, action: 'faq', label: 'F', data: { faq_id: own } });
    assert.equal(ok.status, 200);
    const refused = await add({ parent: menu.choice.id, action: 'faq', label: 'F', data: { faq_id: other } });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body['data.faq_id'], ['not_accessible']);
  });

  test("another company's form, skill or calendar and an unknown tree are not found", async () => {
    const other = await createCompany(server.context.db, { name: 'Autre' });
    const form = await server.context.db
      .insertInto('webivr_forms')
      .values({ company_id: other.id, label: 'Secret', api_headers: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const skill = await createSkill(server.context.db, other.id, 'Secret');
    for (const [action, data, field] of [
      ['form', { form_id: form.id }, 'data.form_id'],
      ['messaging', { skill }, 'data.skill'],
      ['routing', { calendar_id: 999999 }, 'data.calendar_id'],
      ['to_tree', { tree_id: '00000000-0000-4000-8000-000000000000' }, 'data.tree_id'],
    ] as const) {
      const refused = await add({ parent: menu.choice.id, action, label: 'X', data });
      assert.equal(refused.status, 400, action);
      assert.deepEqual(refused.body[field], ['not_found'], action);
    }
    const jump = await add({
      parent: menu.choice.id,
      action: 'to_tree',
      label: 'X',
      data: { tree_id: menu.tree.id },
    });
    assert.equal(jump.status, 200);
  });
});

describe('web IVR nodes: size', () => {
  test(`a web IVR holds at most ${WEBIVR_MAX_NODES} nodes`, async () => {
    const big = await newAccount(call, SUPPORT, 'Plein');
    const tree = randomUUID();
    const root = randomUUID();
    const text = (i: number) => ({
      id: i === 0 ? root : randomUUID(),
      tree_id: tree,
      parent_id: i === 0 ? null : root,
      position: i,
      action: i === 0 ? 'page' : 'text',
      label: `n${i}`,
      validated: true,
      data: { text: 'x' },
    });
    await writeMenuState(server.context.db, big.working_version, {
      trees: [{ id: tree, label: 'T', position: 0 }],
      nodes: Array.from({ length: WEBIVR_MAX_NODES - 1 }, (_, i) => text(i)),
    });
    const last = { tree, parent: root, action: 'text', label: 'Dernier', data: { text: 'x' } };
    assert.equal((await call(`/accounts/${big.id}/nodes`, { body: last })).status, 200);
    const refused = await call(`/accounts/${big.id}/nodes`, { body: last });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.nodes, ['too_long']);
  });
});

describe('web IVR nodes: reading and changing', () => {
  test('?validated=false lists only the unvalidated nodes', async () => {
    const draft = (await add({ parent: menu.page.id, action: 'text', label: 'Brouillon' }))
      .body as unknown as WebivrNode;
    const list = (await call(`${nodes}?validated=false`)).body as unknown as WebivrNode[];
    assert.ok(list.some((n) => n.id === draft.id));
    assert.ok(list.every((n) => !n.validated));
    assert.ok(!list.some((n) => n.id === menu.page.id));
  });

  test('a node changes its label and settings; a new action must fit its children', async () => {
    const changed = await call(`${nodes}/${menu.faq.id}`, {
      body: { action: 'faq', label: 'Horaires d’ouverture', data: menu.faq.data, validated: true },
    });
    assert.equal(changed.status, 200);
    assert.equal(changed.body.label, 'Horaires d’ouverture');
    const refused = await call(`${nodes}/${menu.choice.id}`, {
      body: { action: 'faq', label: 'X', validated: true },
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'drop_kind_refused');
    assert.equal(((await call(`${nodes}/${menu.choice.id}`)).body as unknown as WebivrNode).action, 'choice');
  });

  test('removing a node removes its branch; an unknown node is a 404', async () => {
    const choice = (await add({ parent: menu.page.id, action: 'choice', label: 'Temporaire' }))
      .body as unknown as WebivrNode;
    const leaf = (await add({ parent: choice.id, action: 'text', label: 'T', data: { text: 'x' } }))
      .body as unknown as WebivrNode;
    assert.equal((await call(`${nodes}/${choice.id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await call(`${nodes}/${leaf.id}`)).status, 404);
    assert.equal((await call(`${nodes}/${choice.id}`, { method: 'DELETE' })).status, 404);
  });
});

describe('web IVR nodes: move and paste', () => {
  test('a node moves under another node with its branch', async () => {
    const second = (await add({ parent: menu.page.id, action: 'choice', label: 'Autre' }))
      .body as unknown as WebivrNode;
    const sub = (await add({ parent: second.id, action: 'page', label: 'Sous-menu' }))
      .body as unknown as WebivrNode;
    const refused = await call(`${nodes}/children`, { body: { node_id: sub.id, parent_id: menu.faq.id } });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'drop_kind_refused');
    const ok = await call(`${nodes}/children`, {
      body: { node_id: second.id, parent_id: menu.page.id, position: 0 },
    });
    assert.equal(ok.status, 200);
    assert.equal((ok.body as unknown as WebivrNode).position, 0);
    assert.equal(((await call(`${nodes}/${sub.id}`)).body as unknown as WebivrNode).parent, second.id);
  });

  test('source and target must differ; a parent cannot go under its own child', async () => {
    const same = await call(`${nodes}/children`, {
      body: { node_id: menu.choice.id, parent_id: menu.choice.id },
    });
    assert.equal(same.status, 400);
    assert.equal(same.body.error, 'same_source_target');
    const sub = (await add({ parent: menu.choice.id, action: 'page', label: 'Fille' }))
      .body as unknown as WebivrNode;
    const cycle = await call(`${nodes}/children`, { body: { node_id: menu.page.id, parent_id: sub.id } });
    assert.equal(cycle.status, 400);
    assert.equal(cycle.body.error, 'parent_under_own_child');
    assert.equal(((await call(`${nodes}/${menu.page.id}`)).body as unknown as WebivrNode).parent, null);
  });

  test('paste copies a branch with new ids under a node, or in its place with replace', async () => {
    const pasted = await call(`${nodes}/${menu.page.id}/paste`, {
      body: { account_id: account.id, node_id: menu.choice.id },
    });
    assert.equal(pasted.status, 200);
    const answer = pasted.body as unknown as WebivrPasteAnswer;
    assert.ok(answer.nodes.length >= 2);
    assert.ok(!answer.nodes.some((n) => n.id === menu.choice.id));
    assert.equal(answer.nodes.find((n) => n.id === answer.node)?.parent, menu.page.id);
    const target = (
      await add({ parent: menu.page.id, action: 'text', label: 'À remplacer', data: { text: 'a' } })
    ).body as unknown as WebivrNode;
    const replaced = await call(`${nodes}/${target.id}/paste`, {
      body: { account_id: account.id, node_id: menu.faq.id, replace: true },
    });
    assert.equal(replaced.status, 200);
    const copy = (replaced.body as unknown as WebivrPasteAnswer).nodes[0];
    assert.equal(copy?.action, 'faq');
    assert.equal(copy?.position, target.position);
    assert.equal((await call(`${nodes}/${target.id}`)).status, 404);
    const root = await call(`${nodes}/${menu.page.id}/paste`, {
      body: { account_id: account.id, node_id: menu.faq.id, replace: true },
    });
    assert.equal(root.status, 400);
    assert.equal(root.body.error, 'first_node_must_be_page');
  });

  test('pasted into another web IVR, a jump to a tree it lacks is cleared and left to validate', async () => {
    const jump = (
      await add({
        parent: menu.choice.id,
        action: 'to_tree',
        label: 'Saut',
        data: { tree_id: menu.tree.id },
        validated: true,
      })
    ).body as unknown as WebivrNode;
    const other = await newAccount(call, SUPPORT, 'Autre menu');
    const otherMenu = await smallMenu(call, other.id);
    const pasted = await call(`/accounts/${other.id}/nodes/${otherMenu.page.id}/paste`, {
      body: { account_id: account.id, node_id: menu.choice.id },
    });
    assert.equal(pasted.status, 200);
    const copied = (pasted.body as unknown as WebivrPasteAnswer).nodes.find(
      (n) => n.action === 'to_tree' && n.label === jump.label,
    );
    assert.equal(copied?.data.tree_id, null);
    assert.equal(copied?.validated, false);
    const unknown = await call(`/accounts/${other.id}/nodes/${otherMenu.page.id}/paste`, {
      body: { account_id: 999999, node_id: menu.choice.id },
    });
    assert.equal(unknown.status, 404);
  });
});
