import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { EntryPoint, WireBot } from '@omnicanal/api';
import { DEMO_HOURS_TREE, DEMO_WELCOME_TREE } from '../../bot/demo-bot.ts';
import { api, login, signInDemo, startTestServer, type TestServer } from '../../test/helpers.ts';
import { createCompany, createSkill, createUser } from '../repo.ts';
import { createEntryPoint } from './repo.ts';
import { demoEntryPoint } from './seed.ts';

let server: TestServer;
let hosted: TestServer;
const tokens: Record<string, string> = {};
const SUPPORT = 1;
const SALES = 2;
let foreignId: number;
let rule: number;

const call = (who: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  api(server.url, `/api/core${path}`, { ...init, token: tokens[who] });

/** A valid body: a widget on Support opening the welcome tree on the web. */
const widget = (extra: Record<string, unknown> = {}) => ({
  ...demoEntryPoint(SUPPORT),
  name: `Widget ${randomUUID().slice(0, 8)}`,
  ...extra,
});

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  Object.assign(tokens, await signInDemo(server, 'admin', 'manager', 'agent'));
  const other = await createCompany(server.context.db, { name: 'Autre' });
  const otherSkill = await createSkill(server.context.db, other.id, 'Ailleurs');
  foreignId = (
    await createEntryPoint(server.context.db, other.id, { ...demoEntryPoint(otherSkill), trees: [] })
  ).id;
  const password = 'Autre-password-2026!';
  const stranger = await createUser(server.context.db, {
    companyId: other.id,
    email: `a-${randomUUID()}@autre.test`,
    password,
    firstName: 'A',
    lastName: 'Autre',
    role: 'admin',
  });
  tokens.stranger = await login(server.url, stranger.email, password);
  const rules = await api(server.url, '/api/chronos/rules', { token: tokens.manager });
  rule = (rules.body as unknown as { id: number }[])[0]?.id ?? 0;
  hosted = await startTestServer({ roomTimerTickMs: 0, edition: 'hosted' });
  tokens.hostedAdmin = (await signInDemo(hosted, 'admin')).admin;
});
after(async () => {
  await server.stop();
  await hosted.stop();
});

describe('entry points (core /integrations)', () => {
  test('the seeded website widget is listed with every field, its tree on the web channel', async () => {
    const list = await call('manager', '/integrations/');
    assert.equal(list.status, 200);
    const seeded = (list.body as unknown as EntryPoint[]).find((e) => e.name === 'Widget du site');
    assert.ok(seeded);
    assert.deepEqual(seeded.trees, [
      { channel: 'web', calendar_id: null, tree_identifier: DEMO_WELCOME_TREE },
    ]);
    assert.equal(seeded.display_mode, 'embedded');
    assert.deepEqual(seeded.ip_allowlist, []);
    const bySkill = await call('manager', `/integrations/?skill=${SALES}`);
    assert.deepEqual(bySkill.body, []);
  });

  test('an admin creates, reads, changes and deletes an entry point', async () => {
    const body = widget({
      calendar_id: rule,
      channels: ['web', 'whatsapp'],
      trees: [
        { channel: 'web', calendar_id: rule, tree_identifier: DEMO_WELCOME_TREE },
        { channel: 'whatsapp', calendar_id: null, tree_identifier: DEMO_HOURS_TREE },
      ],
      auto_open_delay: 5,
      max_open_events: 3,
      session_ttl_hours: 24,
      ip_allowlist: ['10.0.0.0/8', '2001:db8::/32'],
      ip_denylist: ['192.168.1.7'],
      display_mode: 'full_page',
      html_root: '#chat',
      icon: 'https://example.test/icon.png',
      navbar: [
        { tree: DEMO_HOURS_TREE, label: 'Horaires', css_class: 'nav-hours', calendar_id: null },
        { tree: DEMO_WELCOME_TREE, label: 'Accueil', css_class: '', calendar_id: rule },
      ],
    });
    const created = await call('admin', '/integrations/', { body });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.id as number;
    const read = await call('manager', `/integrations/${id}`);
    assert.equal(read.status, 200);
    const { id: _id, created_at: _c, updated_at: _u, ...fields } = read.body as unknown as EntryPoint;
    assert.deepEqual(fields, body);

    const changed = await call('admin', `/integrations/${id}`, {
      body: { ...body, name: 'Renommé', auto_open_delay: 0 },
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.name, 'Renommé');
    assert.equal(changed.body.auto_open_delay, 0);

    assert.equal((await call('admin', `/integrations/${id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await call('manager', `/integrations/${id}`)).body.error, 'not_found');
    assert.equal((await call('admin', `/integrations/${id}`, { method: 'DELETE' })).body.error, 'not_found');
  });

  test('spec 001 §3: the type cannot change after creation', async () => {
    const created = await call('admin', '/integrations/', { body: widget() });
    const id = created.body.id as number;
    const refused = await call('admin', `/integrations/${id}`, { body: widget({ type: 'search_engine' }) });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.type, ['type_locked']);
    assert.equal((await call('manager', `/integrations/${id}`)).body.type, 'widget');
  });

  test('spec 001 §5: a URL link opens one channel only', async () => {
    const refused = await call('admin', '/integrations/', {
      body: widget({ type: 'url', channels: ['web', 'whatsapp'], trees: [] }),
    });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.channels, ['url_one_channel']);
    const one = await call('admin', '/integrations/', {
      body: widget({ type: 'url', channels: ['whatsapp'], trees: [] }),
    });
    assert.equal(one.status, 201, JSON.stringify(one.body));
  });

  test('bad input is refused field by field and nothing is stored', async () => {
    const before = ((await call('manager', '/integrations/')).body as unknown as EntryPoint[]).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'required'],
      [{ ip_allowlist: ['999.1.1.1'] }, 'ip_allowlist.0', 'invalid_ip'],
      [
        { trees: [{ channel: 'sms', calendar_id: null, tree_identifier: DEMO_WELCOME_TREE }] },
        'trees',
        'channel_not_selected',
      ],
      [{ calendar_id: 999_999 }, 'calendar_id', 'unknown_calendar'],
      [
        { trees: [{ channel: 'web', calendar_id: null, tree_identifier: 'nulle-part' }] },
        'trees.0.tree_identifier',
        'unknown_tree',
      ],
      [{ skill: 999_999 }, 'skill', 'not_found'],
      [
        { navbar: [{ tree: null, label: 'x', css_class: '1bad', calendar_id: null }] },
        'navbar.0.css_class',
        'invalid_css_class',
      ],
      [
        { menu_buttons: [{ text: 'Site', type: 'web_url', tree: null, url: null }] },
        'menu_buttons.0.url',
        'required',
      ],
    ];
    for (const [extra, field, message] of cases) {
      const answer = await call('admin', '/integrations/', { body: widget(extra) });
      assert.equal(answer.status, 400, field);
      assert.deepEqual(answer.body[field], [message], `${field}: ${JSON.stringify(answer.body)}`);
    }
    assert.equal(((await call('manager', '/integrations/')).body as unknown as EntryPoint[]).length, before);
  });

  test('the widget customisation: defaults until saved, then what was saved', async () => {
    const id = (await call('admin', '/integrations/', { body: widget() })).body.id as number;
    const defaults = await call('manager', `/integrations/${id}/widget`);
    assert.equal(defaults.status, 200);
    assert.equal(defaults.body.version, 2);
    assert.equal(defaults.body.powered_by, true);
    const custom = {
      ...defaults.body,
      color: '#ff8800',
      cta_text: 'Une question ?',
      position: 'left',
      company_name: 'Démo',
      show_agents: false,
    };
    const saved = await call('admin', `/integrations/${id}/widget`, { body: custom });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual((await call('manager', `/integrations/${id}/widget`)).body, custom);
    const bad = await call('admin', `/integrations/${id}/widget`, { body: { ...custom, color: 'orange' } });
    assert.deepEqual(bad.body.color, ['invalid']);
    assert.equal((await call('admin', '/integrations/999999/widget')).body.error, 'not_found');
  });

  test('roles: managers read, only admins write, agents are refused', async () => {
    const id = (await call('admin', '/integrations/', { body: widget() })).body.id as number;
    assert.equal((await call('agent', '/integrations/')).status, 403);
    assert.equal((await call('manager', '/integrations/', { body: widget() })).status, 403);
    assert.equal((await call('manager', `/integrations/${id}`, { body: widget() })).status, 403);
    assert.equal((await call('manager', `/integrations/${id}`, { method: 'DELETE' })).status, 403);
    assert.equal((await call('manager', `/integrations/${id}/widget`, { body: {} })).status, 403);
    assert.equal((await api(server.url, '/api/core/integrations/')).status, 401);
  });

  test("another company's entry point is not found, and its list stays its own", async () => {
    for (const [path, init] of [
      [`/integrations/${foreignId}`, {}],
      [`/integrations/${foreignId}`, { body: widget() }],
      [`/integrations/${foreignId}`, { method: 'DELETE' }],
      [`/integrations/${foreignId}/widget`, {}],
    ] as const) {
      const answer = await call('admin', path, init);
      assert.equal(answer.status, 404, path);
      assert.equal(answer.body.error, 'not_found');
    }
    const theirs = (await call('stranger', '/integrations/')).body as unknown as EntryPoint[];
    assert.deepEqual(
      theirs.map((e) => e.id),
      [foreignId],
    );
    // Their admin cannot point an entry point at our skill either.
    assert.deepEqual((await call('stranger', '/integrations/', { body: widget() })).body.skill, [
      'not_found',
    ]);
  });

  test('the hosted edition has no entry points (404)', async () => {
    const answer = await api(hosted.url, '/api/core/integrations/', { token: tokens.hostedAdmin });
    assert.equal(answer.status, 404);
  });

  test('spec 001 §5, §8: the bot service refuses to delete a tree a navbar item opens', async () => {
    const body = widget({
      trees: [],
      navbar: [{ tree: DEMO_HOURS_TREE, label: 'H', css_class: '', calendar_id: null }],
    });
    const created = await call('admin', '/integrations/', { body });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const path = `/api/bot/bot/${SUPPORT}/main/`;
    const bot = (await api(server.url, path, { token: tokens.manager })).body as unknown as WireBot;
    const { [DEMO_HOURS_TREE]: _gone, ...trees } = bot.channels.web?.trees ?? {};
    const refused = await api(server.url, path, {
      token: tokens.manager,
      body: { ...bot, channels: { web: { trees, triggers: [] } } },
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'tree_linked_to_entrypoints');
    assert.match(String(refused.body.detail), new RegExp(String(body.name)));
  });
});
