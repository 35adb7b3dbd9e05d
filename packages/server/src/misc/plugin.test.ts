import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { EntryPoint, Iframe, MessengerMenu } from '@omnicanal/api';
import { ICE_BREAKER_LOCALES } from '@omnicanal/core';
import { DEMO_HOURS_TREE, DEMO_WELCOME_TREE } from '../bot/demo-bot.ts';
import { createEntryPoint } from '../core/integrations/repo.ts';
import { demoEntryPoint } from '../core/integrations/seed.ts';
import { createCompany, createSkill, createUser } from '../core/repo.ts';
import { api, login, signInDemo, startTestServer, type TestServer } from '../test/helpers.ts';
import { saveIceBreakers } from './repo.ts';

let server: TestServer;
let hosted: TestServer;
const tokens: Record<string, string> = {};
const SUPPORT = 1;
let foreignEntryPoint: number;
let foreignMenu: number;

const call = (who: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  api(server.url, `/api/misc${path}`, { ...init, token: tokens[who] });

const menu = (extra: Record<string, unknown> = {}) => ({
  name: `Menu ${randomUUID().slice(0, 8)}`,
  skill: SUPPORT,
  buttons: [
    { text: 'Horaires', type: 'postback', tree: DEMO_HOURS_TREE, url: null },
    { text: 'Notre site', type: 'web_url', tree: null, url: 'https://example.test/' },
  ],
  ...extra,
});

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  Object.assign(tokens, await signInDemo(server, 'admin', 'manager', 'agent'));
  const db = server.context.db;
  const other = await createCompany(db, { name: 'Autre' });
  const otherSkill = await createSkill(db, other.id, 'Ailleurs');
  foreignEntryPoint = (await createEntryPoint(db, other.id, { ...demoEntryPoint(otherSkill), trees: [] })).id;
  foreignMenu = (
    await createEntryPoint(db, other.id, {
      ...demoEntryPoint(otherSkill),
      type: 'messenger_menu',
      channels: ['facebook'],
      trees: [],
    })
  ).id;
  await saveIceBreakers(db, other.id, 'ig-autre', [
    { locale: 'default', buttons: [{ text: 'Secret', to_tree: null }] },
  ]);
  const password = 'Autre-password-2026!';
  const stranger = await createUser(db, {
    companyId: other.id,
    email: `a-${randomUUID()}@autre.test`,
    password,
    firstName: 'A',
    lastName: 'Autre',
    role: 'admin',
  });
  tokens.stranger = await login(server.url, stranger.email, password);
  hosted = await startTestServer({ roomTimerTickMs: 0, edition: 'hosted' });
  tokens.hostedAdmin = (await signInDemo(hosted, 'admin')).admin;
});
after(async () => {
  await server.stop();
  await hosted.stop();
});

describe('Instagram ice-breakers', () => {
  test('a channel never saved answers 404; the admin saves a default and a French locale, then deletes them', async () => {
    assert.equal((await call('manager', '/instagram/ice-breakers/ig-1')).status, 404);
    const locales = [
      { locale: 'default', buttons: [{ text: 'Vos horaires ?', to_tree: DEMO_HOURS_TREE }] },
      {
        locale: 'fr_FR',
        buttons: [
          { text: 'Bonjour', to_tree: DEMO_WELCOME_TREE },
          { text: 'Aide', to_tree: null },
        ],
      },
    ];
    const saved = await call('admin', '/instagram/ice-breakers/ig-1', { body: { locales } });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const read = await call('manager', '/instagram/ice-breakers/ig-1');
    assert.deepEqual(read.body.locales, locales);
    assert.equal(read.body.channel, 'ig-1');
    assert.equal((await call('admin', '/instagram/ice-breakers/ig-1', { method: 'DELETE' })).status, 204);
    assert.equal((await call('manager', '/instagram/ice-breakers/ig-1')).status, 404);
  });

  test('every one of the 31 locales and the default is accepted; a locale outside them or twice is refused', async () => {
    const all = ICE_BREAKER_LOCALES.map((locale) => ({ locale, buttons: [{ text: 'Q', to_tree: null }] }));
    assert.equal(
      (await call('admin', '/instagram/ice-breakers/ig-all', { body: { locales: all } })).status,
      200,
    );
    const unknown = await call('admin', '/instagram/ice-breakers/ig-2', {
      body: { locales: [{ locale: 'xx_XX', buttons: [{ text: 'Q', to_tree: null }] }] },
    });
    assert.deepEqual(unknown.body['locales.0.locale'], ['invalid']);
    const twice = await call('admin', '/instagram/ice-breakers/ig-2', {
      body: { locales: [all[0], all[0]] },
    });
    assert.deepEqual(twice.body.locales, ['duplicate_locale']);
    const noDefault = await call('admin', '/instagram/ice-breakers/ig-2', { body: { locales: [all[1]] } });
    assert.deepEqual(noDefault.body.locales, ['default_locale_required']);
    const empty = await call('admin', '/instagram/ice-breakers/ig-2', {
      body: { locales: [{ locale: 'default', buttons: [{ text: ' ', to_tree: null }] }] },
    });
    assert.deepEqual(empty.body['locales.0.buttons.0.text'], ['required']);
    assert.equal((await call('manager', '/instagram/ice-breakers/ig-2')).status, 404);
  });

  test("roles and companies: managers read, admins write, another company's are not found", async () => {
    const body = { locales: [{ locale: 'default', buttons: [{ text: 'Q', to_tree: null }] }] };
    assert.equal((await call('manager', '/instagram/ice-breakers/ig-3', { body })).status, 403);
    assert.equal((await call('agent', '/instagram/ice-breakers/ig-3')).status, 403);
    assert.equal((await call('admin', '/instagram/ice-breakers/ig-autre')).status, 404);
    assert.equal((await call('admin', '/instagram/ice-breakers/ig-autre', { method: 'DELETE' })).status, 404);
    assert.equal((await call('stranger', '/instagram/ice-breakers/ig-autre')).status, 200);
  });
});

describe('messenger menus', () => {
  test('an admin creates a menu: it is a messenger-menu entry point of the skill; changes and deletes it', async () => {
    const body = menu();
    const created = await call('admin', '/messenger/menu', { body });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.id as number;
    assert.deepEqual((await call('manager', `/messenger/menu/${id}`)).body, { id, ...body });
    const entryPoint = (await api(server.url, `/api/core/integrations/${id}`, { token: tokens.manager }))
      .body as unknown as EntryPoint;
    assert.equal(entryPoint.type, 'messenger_menu');
    assert.deepEqual(entryPoint.channels, ['facebook']);
    const list = (await call('manager', '/messenger/menu')).body as unknown as MessengerMenu[];
    assert.ok(list.some((m) => m.id === id));

    const changed = await call('admin', `/messenger/menu/${id}`, {
      body: { ...body, buttons: body.buttons.slice(1) },
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal((changed.body.buttons as unknown[]).length, 1);

    assert.equal((await call('admin', `/messenger/menu/${id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await call('manager', `/messenger/menu/${id}`)).status, 404);
    assert.equal(
      (await api(server.url, `/api/core/integrations/${id}`, { token: tokens.manager })).status,
      404,
    );
  });

  test('a button needs its tree or its page, and the tree must exist', async () => {
    const noTree = await call('admin', '/messenger/menu', {
      body: menu({ buttons: [{ text: 'X', type: 'postback', tree: null, url: null }] }),
    });
    assert.deepEqual(noTree.body['buttons.0.tree'], ['required']);
    const unknown = await call('admin', '/messenger/menu', {
      body: menu({ buttons: [{ text: 'X', type: 'postback', tree: 'nulle-part', url: null }] }),
    });
    assert.deepEqual(unknown.body['buttons.0.tree'], ['unknown_tree']);
    assert.deepEqual((await call('admin', '/messenger/menu', { body: menu({ buttons: [] }) })).body.buttons, [
      'required',
    ]);
  });

  test('a widget is not a menu; roles; another company; the hosted edition', async () => {
    const widgetId = (
      (await api(server.url, '/api/core/integrations/', { token: tokens.manager }))
        .body as unknown as EntryPoint[]
    )[0]?.id;
    assert.equal((await call('manager', `/messenger/menu/${widgetId}`)).status, 404);
    assert.equal((await call('manager', '/messenger/menu', { body: menu() })).status, 403);
    assert.equal((await call('agent', '/messenger/menu')).status, 403);
    assert.equal((await call('admin', `/messenger/menu/${foreignMenu}`)).status, 404);
    assert.equal((await call('admin', `/messenger/menu/${foreignMenu}`, { body: menu() })).status, 404);
    assert.equal((await call('admin', `/messenger/menu/${foreignMenu}`, { method: 'DELETE' })).status, 404);
    assert.ok(
      !((await call('admin', '/messenger/menu')).body as unknown as MessengerMenu[]).some(
        (m) => m.id === foreignMenu,
      ),
    );
    assert.equal(
      (await api(hosted.url, '/api/misc/messenger/menu', { token: tokens.hostedAdmin })).status,
      404,
    );
  });
});

describe('iframes', () => {
  test('an admin adds, changes and deletes the page of an entry point', async () => {
    const entryPoint = (
      (await api(server.url, '/api/core/integrations/', { token: tokens.manager }))
        .body as unknown as EntryPoint[]
    )[0];
    assert.ok(entryPoint);
    const body = { name: 'Page aide', entry_point: entryPoint.id, url: 'https://example.test/aide' };
    const created = await call('admin', '/iframes', { body });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.id as number;
    assert.equal((await call('manager', `/iframes/${id}`)).body.url, body.url);
    assert.ok(((await call('manager', '/iframes')).body as unknown as Iframe[]).some((f) => f.id === id));
    const changed = await call('admin', `/iframes/${id}`, {
      body: { ...body, url: 'https://example.test/faq' },
    });
    assert.equal(changed.body.url, 'https://example.test/faq');
    assert.deepEqual(
      (await call('admin', `/iframes/${id}`, { body: { ...body, url: 'javascript:x' } })).body.url,
      ['invalid_url'],
    );
    assert.equal((await call('admin', `/iframes/${id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await call('manager', `/iframes/${id}`)).status, 404);
  });

  test("another company's entry point or iframe is not found; roles; the hosted edition", async () => {
    const refused = await call('admin', '/iframes', {
      body: { name: 'X', entry_point: foreignEntryPoint, url: 'https://example.test/' },
    });
    assert.deepEqual(refused.body.entry_point, ['not_found']);
    const theirs = await api(server.url, '/api/misc/iframes', {
      token: tokens.stranger,
      body: { name: 'X', entry_point: foreignEntryPoint, url: 'https://example.test/' },
    });
    assert.equal(theirs.status, 201);
    const theirId = theirs.body.id as number;
    assert.equal((await call('admin', `/iframes/${theirId}`)).status, 404);
    assert.equal((await call('admin', `/iframes/${theirId}`, { method: 'DELETE' })).status, 404);
    assert.ok(!((await call('admin', '/iframes')).body as unknown as Iframe[]).some((f) => f.id === theirId));
    assert.equal(
      (await call('manager', '/iframes', { body: { name: 'X', entry_point: 1, url: 'https://a.test/' } }))
        .status,
      403,
    );
    assert.equal((await call('agent', '/iframes')).status, 403);
    assert.equal((await api(hosted.url, '/api/misc/iframes', { token: tokens.hostedAdmin })).status, 404);
  });
});
