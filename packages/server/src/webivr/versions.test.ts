import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  WebivrAccount,
  WebivrMenu,
  WebivrNode,
  WebivrPreview,
  WebivrSnapshotState,
  WebivrVersion,
} from '@omnicanal/api';
import { signInDemo, startTestServer, type TestServer } from '../test/helpers.ts';
import { recordStep } from './steps.ts';
import { type Call, caller, newAccount, type SmallMenu, smallMenu } from './testing.ts';

let server: TestServer;
let call: Call;
const tokens: Record<string, string> = {};
const SUPPORT = 1;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  Object.assign(tokens, await signInDemo(server, 'agent', 'manager', 'admin'));
  call = caller(server, tokens);
});
after(() => server.stop());

const state = async (id: number) =>
  (await call(`/accounts/${id}/snapshots/state`)).body as unknown as WebivrSnapshotState;
const apply = (id: number, mode: 'previous' | 'next') =>
  call(`/accounts/${id}/snapshots/apply`, { body: { mode } });
const labels = async (id: number, version?: number) =>
  (
    (await call(`/accounts/${id}/nodes${version ? `?version=${version}` : ''}`))
      .body as unknown as WebivrNode[]
  )
    .map((n) => n.label)
    .sort();
const accountOf = async (id: number) => (await call(`/accounts/${id}`)).body as unknown as WebivrAccount;

describe('web IVR snapshots: undo and redo on the server (spec 001 §4)', () => {
  test('a new web IVR has nothing to undo or redo, and says so with the spec codes', async () => {
    const account = await newAccount(call, SUPPORT, 'Neuf');
    assert.deepEqual(await state(account.id), { has_previous: false, has_next: false, expires_at: null });
    const undo = await apply(account.id, 'previous');
    assert.equal(undo.status, 400);
    assert.equal(undo.body.error, 'no_previous_snapshot_found');
    const redo = await apply(account.id, 'next');
    assert.equal(redo.status, 400);
    assert.equal(redo.body.error, 'no_next_snapshot_found');
  });

  test('every edit is a snapshot: undo twice, redo once, as read again from the server', async () => {
    const account = await newAccount(call, SUPPORT, 'Annuler');
    const menu = await smallMenu(call, account.id);
    const edited = await state(account.id);
    assert.equal(edited.has_previous, true);
    assert.ok(edited.expires_at && Date.parse(edited.expires_at) > Date.now());
    assert.equal((await apply(account.id, 'previous')).status, 200);
    assert.equal((await apply(account.id, 'previous')).status, 200);
    assert.deepEqual(await labels(account.id), ['Bienvenue']);
    const redone = await apply(account.id, 'next');
    assert.equal(redone.status, 200);
    assert.deepEqual(redone.body, { ...(await state(account.id)) });
    assert.deepEqual(await labels(account.id), ['Bienvenue', 'Horaires']);
    assert.equal((await state(account.id)).has_next, true);
    // A new edit after an undo drops what could have been redone.
    await call(`/accounts/${account.id}/nodes/${menu.choice.id}`, {
      body: { action: 'choice', label: 'Horaires et accès', validated: true },
    });
    assert.equal((await state(account.id)).has_next, false);
  });

  test('an undo older than a day is no longer offered', async () => {
    const account = await newAccount(call, SUPPORT, 'Ancien');
    await smallMenu(call, account.id);
    await server.context.db
      .updateTable('webivr_snapshots')
      .set({ created_at: new Date(Date.now() - 2 * 24 * 3600 * 1000) } as never)
      .where('account_id', '=', account.id)
      .execute();
    assert.equal((await state(account.id)).has_previous, false);
    assert.equal((await apply(account.id, 'previous')).body.error, 'no_previous_snapshot_found');
  });
});

describe('web IVR versions and publishing (spec 001 §4)', () => {
  let account: WebivrAccount;
  let menu: SmallMenu;
  let v1: WebivrVersion;

  before(async () => {
    account = await newAccount(call, SUPPORT, 'Publication');
    menu = await smallMenu(call, account.id);
  });

  test("before any publish, the versions answer 'No production version'", async () => {
    const { status, body } = await call(`/accounts/${account.id}/versions`);
    assert.equal(status, 404);
    assert.equal(body.error, 'no_production_version');
    assert.equal(body.detail, 'No production version');
  });

  test('a publish is refused while a node is invalid, naming each one, and changes nothing', async () => {
    const draft = (
      await call(`/accounts/${account.id}/nodes`, {
        body: { tree: menu.tree.id, parent: menu.page.id, action: 'uri', label: 'Site' },
      })
    ).body as unknown as WebivrNode;
    const snapshots = await state(account.id);
    const refused = await call(`/accounts/${account.id}/publish`, {
      body: { label: 'v1', comment: 'Premier' },
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'invalid_nodes_remain');
    assert.deepEqual(refused.body[`nodes.${draft.id}`], ['not_validated', 'target_required']);
    assert.equal((await accountOf(account.id)).production_version, null);
    assert.deepEqual(await state(account.id), snapshots);
    assert.equal((await call(`/accounts/${account.id}/versions`)).status, 404);
    assert.equal((await call(`/accounts/${account.id}/nodes/${draft.id}`, { method: 'DELETE' })).status, 204);
  });

  test('a publish makes the production version and clears the unpublished-changes flag', async () => {
    assert.equal((await accountOf(account.id)).has_unpublished_changes, true);
    const published = await call(`/accounts/${account.id}/publish`, {
      body: { label: 'v1', comment: 'Premier' },
    });
    assert.equal(published.status, 200);
    v1 = published.body as unknown as WebivrVersion;
    assert.equal(v1.kind, 'production');
    assert.equal(v1.comment, 'Premier');
    const after = await accountOf(account.id);
    assert.equal(after.production_version, v1.id);
    assert.equal(after.has_unpublished_changes, false);
    assert.deepEqual(await labels(account.id, v1.id), ['Bienvenue', 'Horaires', 'Nos horaires']);
  });

  test('a version label is unique per account, whatever its case', async () => {
    const refused = await call(`/accounts/${account.id}/publish`, { body: { label: 'V1', comment: '' } });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.label, ['already_exists']);
    assert.equal((await accountOf(account.id)).production_version, v1.id);
  });

  test('right after a publish nothing changed; an edit is listed against the published version', async () => {
    assert.deepEqual((await call(`/accounts/${account.id}/changes`)).body, {
      production_version: v1.id,
      added: [],
      removed: [],
      edited: [],
    });
  });

  test('published versions are read-only; an edit of the working one marks unpublished changes', async () => {
    const refused = await call(`/accounts/${account.id}/nodes/${menu.choice.id}?version=${v1.id}`, {
      body: { action: 'choice', label: 'Modifié', validated: true },
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'version_read_only');
    const edited = await call(`/accounts/${account.id}/nodes/${menu.choice.id}`, {
      body: { action: 'choice', label: 'Modifié', validated: true },
    });
    assert.equal(edited.status, 200);
    assert.equal((await accountOf(account.id)).has_unpublished_changes, true);
    assert.deepEqual(await labels(account.id, v1.id), ['Bienvenue', 'Horaires', 'Nos horaires']);
    const changes = (await call(`/accounts/${account.id}/changes`)).body;
    assert.deepEqual(changes.edited, [menu.choice.id]);
    assert.deepEqual([changes.added, changes.removed], [[], []]);
    assert.equal((await call(`/accounts/${account.id}/changes`, { who: 'agent' })).status, 403);
  });

  test('without a label the version is named from the date and time; the former one joins the history', async () => {
    const published = await call(`/accounts/${account.id}/publish`, { body: { comment: '' } });
    assert.equal(published.status, 200);
    assert.match(String(published.body.label), /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    const versions = (await call(`/accounts/${account.id}/versions`)).body as unknown as WebivrVersion[];
    assert.deepEqual(
      versions.map((v) => [v.kind, v.id === v1.id]),
      [
        ['production', false],
        ['history', true],
      ],
    );
  });

  test('the working menu starts again from a history version; undo brings the edit back', async () => {
    const restored = await call(`/accounts/${account.id}/versions`, { body: { version_id: v1.id } });
    assert.equal(restored.status, 200);
    assert.equal(restored.body.kind, 'working');
    assert.deepEqual(await labels(account.id), ['Bienvenue', 'Horaires', 'Nos horaires']);
    assert.equal((await apply(account.id, 'previous')).status, 200);
    assert.deepEqual(await labels(account.id), ['Bienvenue', 'Modifié', 'Nos horaires']);
    const unknown = await call(`/accounts/${account.id}/versions`, { body: { template_id: 999 } });
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.body.template_id, ['not_found']);
  });

  test('an agent may not publish', async () => {
    assert.equal(
      (await call(`/accounts/${account.id}/publish`, { body: { label: 'x' }, who: 'agent' })).status,
      403,
    );
  });
});

describe('web IVR preview and visitor steps', () => {
  test('the preview opens the working menu at its first page; steps of that session are recorded', async () => {
    const account = await newAccount(call, SUPPORT, 'Aperçu');
    const menu = await smallMenu(call, account.id);
    const { status, body } = await call('/sessions/preview', { body: { account_id: account.id } });
    assert.equal(status, 200);
    const preview = body as unknown as WebivrPreview;
    assert.equal(preview.node, menu.page.id);
    assert.equal((preview.menu as WebivrMenu).nodes.length, 3);
    assert.equal(await recordStep(server.context.db, preview.session_id, menu.choice.id), true);
    assert.equal(
      await recordStep(server.context.db, preview.session_id, '00000000-0000-4000-8000-000000000000'),
      false,
    );
    const steps = await server.context.db
      .selectFrom('webivr_steps')
      .select('node_id')
      .where('session_id', '=', preview.session_id)
      .execute();
    assert.deepEqual(steps, [{ node_id: menu.choice.id }]);
  });

  test('a preview of an unknown web IVR is refused on its field', async () => {
    const { status, body } = await call('/sessions/preview', { body: { account_id: 999999 } });
    assert.equal(status, 400);
    assert.deepEqual(body.account_id, ['not_found']);
  });
});
