import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { WebivrPathTree, WebivrSankey, WebivrStatsDashboard } from '@omnicanal/api';
import { sql } from 'kysely';
import readXlsxFile from 'read-excel-file/node';
import { createCompany, createSkill } from '../core/repo.ts';
import { signInDemo, startTestServer, type TestServer } from '../test/helpers.ts';
import { recordStep, startSession } from '../webivr/steps.ts';
import { caller, newAccount, type SmallMenu, smallMenu } from '../webivr/testing.ts';
import { statsReader } from './testing.ts';

/*
 * The web IVR's statistics (spec 002 §7 "Second stats service"), read on Wednesday 25 November
 * 2026 at 15:00Z (Paris). The published menu "Accueil": Bienvenue > Horaires > Nos horaires, and
 * Bienvenue > Discuter (a chat hand-off). Visitors today: V1 Bienvenue → Horaires → Nos horaires;
 * V2 Bienvenue → Discuter; V3 Bienvenue. A preview (the builder's own) and another company's
 * visitor never count; V0, yesterday, is outside "today".
 */
const NOW = Date.parse('2026-11-25T15:00:00Z');
let server: TestServer;
let token: Record<'manager' | 'agent' | 'admin', string>;
let menu: SmallMenu;
let account = 0;
let chat = '';

const { get, ok } = statsReader(
  () => server,
  () => token,
  'manager',
  '/api/stats2',
);

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0, clock: () => NOW });
  const db = server.context.db;
  await db.updateTable('users').set({ timezone: 'Europe/Paris' }).where('company_id', '=', 1).execute();
  token = await signInDemo(server, 'manager', 'agent', 'admin');
  const call = caller(server, token);
  account = (await newAccount(call, 1, 'Accueil')).id;
  menu = await smallMenu(call, account);
  const published = await call(`/accounts/${account}/publish`, { body: { label: 'v1', comment: '' } });
  assert.equal(published.status, 200, JSON.stringify(published.body));
  const row = await db
    .selectFrom('webivr_accounts')
    .select('production_version_id')
    .where('id', '=', account)
    .executeTakeFirstOrThrow();
  const version = row.production_version_id as number;
  // A hand-off node in the published menu (its skill service is not what is measured here).
  chat = randomUUID();
  await db
    .insertInto('webivr_nodes')
    .values({
      version_id: version,
      id: chat,
      tree_id: menu.tree.id,
      parent_id: menu.page.id,
      position: 1,
      action: 'messaging',
      label: 'Discuter',
      validated: true,
      data: '{}',
    } as never)
    .execute();
  // A session starts when the visitor opens the menu; these are dated in the past.
  const startedAt = (session: string, at: string) =>
    sql`update webivr_sessions set created_at = ${at}::timestamptz where id = ${session}`.execute(db);
  const visit = async (at: string, nodes: string[], preview = false, on = { account, version }) => {
    const session = await startSession(db, on.account, on.version, preview);
    await startedAt(session, at);
    for (const [i, node] of nodes.entries()) {
      assert.equal(await recordStep(db, session, node, new Date(Date.parse(at) + i * 1000)), true);
    }
    return session;
  };
  await visit('2026-11-24T10:00:00Z', [menu.page.id, menu.choice.id]);
  const v1 = await visit('2026-11-25T08:00:00Z', [menu.page.id, menu.choice.id, menu.faq.id]);
  await visit('2026-11-25T09:30:00Z', [menu.page.id, chat]);
  await visit('2026-11-25T13:10:00Z', [menu.page.id]);
  await visit('2026-11-25T13:20:00Z', [menu.page.id, menu.choice.id], true);
  const form = await db
    .insertInto('webivr_forms')
    .values({ company_id: 1, label: 'Contact' } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('webivr_form_submissions')
    .values({ form_id: form.id, session_id: v1, answers: '{}' })
    .execute();
  // Another company's web IVR and visitor, on the same node ids.
  const other = await createCompany(db, { name: 'Other' });
  const otherSkill = await createSkill(db, other.id, 'Elsewhere');
  const theirs = await db
    .insertInto('webivr_accounts')
    .values({ company_id: other.id, skill_id: otherSkill, label: 'Theirs' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const theirVersion = await db
    .insertInto('webivr_versions')
    .values({ account_id: theirs.id, kind: 'working' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const theirSession = await startSession(db, theirs.id, theirVersion.id);
  await startedAt(theirSession, '2026-11-25T09:00:00Z');
});

after(async () => {
  await server?.stop();
});

describe('web IVR dashboard (GET /webivr/dashboard)', () => {
  test("today's visitors, their steps, the hand-offs and the forms sent, per local hour", async () => {
    const d = await ok<WebivrStatsDashboard>('/webivr/dashboard?interval=today');
    assert.equal(d.from, '2026-11-24T23:00:00.000Z');
    assert.equal(d.buckets.length, 24);
    assert.deepEqual(
      {
        sessions: d.sessions,
        steps: d.steps,
        avg: d.avg_steps,
        handed: d.handed_off,
        rate: d.handoff_rate,
        forms: d.forms_sent,
      },
      { sessions: 3, steps: 6, avg: 2, handed: 1, rate: 33.33, forms: 1 },
    );
    // 08:00Z is 09:00 in Paris: the tenth local hour.
    assert.deepEqual(
      d.buckets.filter((b) => b.sessions).map((b) => [b.start, b.sessions, b.handed_off]),
      [
        ['2026-11-25T08:00:00.000Z', 1, 0],
        ['2026-11-25T09:00:00.000Z', 1, 1],
        ['2026-11-25T13:00:00.000Z', 1, 0],
      ],
    );
    assert.deepEqual(
      d.top_nodes.map((n) => [n.label, n.action, n.visits]),
      [
        ['Bienvenue', 'page', 3],
        ['Discuter', 'messaging', 1],
        ['Horaires', 'choice', 1],
        ['Nos horaires', 'faq', 1],
      ],
    );
    // The picker lists the company's web IVRs (the demo's own menu too).
    assert.ok(d.accounts.some((a) => a.id === account && a.label === 'Accueil'));
  });

  test('the skill and web IVR filters narrow it; another skill sees nothing', async () => {
    assert.equal(
      (await ok<WebivrStatsDashboard>(`/webivr/dashboard?interval=today&account=${account}`)).sessions,
      3,
    );
    const sales = await ok<WebivrStatsDashboard>('/webivr/dashboard?interval=today&skill=2');
    assert.deepEqual([sales.sessions, sales.accounts.length], [0, 0]);
  });

  test('an agent is refused; a bad range is a field error', async () => {
    assert.equal((await get('/webivr/dashboard?interval=today', 'agent')).status, 403);
    const bad = await get<Record<string, string[]>>('/webivr/dashboard?interval=custom&dt_gt=2026-11-20');
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.dt_lt, ['range_required']);
  });
});

describe('web IVR paths (GET /webivr/sankey and /webivr/sankey-v2)', () => {
  test('the moves between nodes, named by their labels', async () => {
    const s = await ok<WebivrSankey>('/webivr/sankey?interval=today');
    const label = new Map(s.nodes.map((n) => [n.id, n.label]));
    assert.deepEqual(s.links.map((l) => [label.get(l.source), label.get(l.target), l.value]).sort(), [
      ['Bienvenue', 'Discuter', 1],
      ['Bienvenue', 'Horaires', 1],
      ['Horaires', 'Nos horaires', 1],
    ]);
  });

  test('the published menu in reading order, each node with the visitors who reached it', async () => {
    const t = await ok<WebivrPathTree>(`/webivr/sankey-v2?interval=today&account=${account}`);
    assert.equal(t.account, account);
    assert.equal(t.sessions, 3);
    assert.deepEqual(
      t.nodes.map((n) => [n.depth, n.label, n.visits]),
      [
        [0, 'Bienvenue', 3],
        [1, 'Horaires', 1],
        [2, 'Nos horaires', 1],
        [1, 'Discuter', 1],
      ],
    );
  });

  test("yesterday's custom day has its own visitor only", async () => {
    const t = await ok<WebivrPathTree>(
      `/webivr/sankey-v2?interval=custom&dt_gt=2026-11-24&dt_lt=2026-11-24&account=${account}`,
    );
    assert.deepEqual(
      t.nodes.map((n) => n.visits),
      [1, 1, 0, 0],
    );
  });
});

describe('web IVR exports', () => {
  test('one CSV line per visitor session with its path, newest first', async () => {
    const { res } = await get<string>('/webivr/export?interval=today');
    assert.equal(res.status, 200);
    assert.match(String(res.headers.get('content-disposition')), /export-webivr-2026-11-25\.csv/);
    const lines = String(res.body)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    assert.equal(lines[0], 'session,webivr,started_at,steps,path,handed_off');
    assert.equal(lines.length, 4);
    assert.match(lines[1] as string, /,Accueil,2026-11-25T13:10:00.000Z,1,Bienvenue,no$/);
    assert.match(lines[2] as string, /,2,Bienvenue › Discuter,yes$/);
  });

  test('the menu with its visitors as a spreadsheet', async () => {
    const response = await fetch(
      `${server.url}/api/stats2/webivr/sankey-v2-export?interval=today&format=xlsx&account=${account}`,
      {
        headers: { authorization: `Bearer ${token.manager}` },
      },
    );
    assert.equal(response.status, 200);
    const [sheet] = await readXlsxFile(Buffer.from(await response.arrayBuffer()));
    const rows = sheet?.data ?? [];
    assert.deepEqual(rows[0], ['depth', 'node', 'action', 'visitors', 'share']);
    assert.deepEqual(rows[1], [0, 'Bienvenue', 'page', 3, 100]);
    assert.deepEqual(rows[2], [1, 'Horaires', 'choice', 1, 33.33]);
  });
});
