import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { GuestWidget, WebivrVisitorSession } from '@omnicanal/api';
import * as v from 'valibot';
import { createRule } from '../chronos/repo.ts';
import { createEntryPoint } from '../core/integrations/repo.ts';
import { demoEntryPoint } from '../core/integrations/seed.ts';
import { createCompany, createSkill } from '../core/repo.ts';
import { api, signInDemo, startTestServer, type TestServer } from '../test/helpers.ts';
import { DEMO_WEBIVR_ENTRY_POINT_NAME } from './seed.ts';
import { type Call, caller, newAccount, smallMenu } from './testing.ts';
import { publishedVisitorMenu, type VisitorMenu } from './visitor-testing.ts';

let server: TestServer;
let call: Call;
let menu: VisitorMenu;
const tokens: Record<string, string> = {};
const SUPPORT = 1;

/** The form's API: counts its calls and answers `status`. */
const formApi = { calls: [] as { method: string; body: string }[], status: 200 };
let apiServer: Server;

before(async () => {
  apiServer = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      formApi.calls.push({ method: request.method ?? '', body });
      response.writeHead(formApi.status).end();
    });
  });
  await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve));
  const port = (apiServer.address() as AddressInfo).port;
  // The real limits, so the last test meets them.
  // The form's API stands on 127.0.0.1 here: a deployment allowing private addresses.
  server = await startTestServer({ roomTimerTickMs: 0, rateLimitScale: 1, outboundPrivate: true });
  Object.assign(tokens, await signInDemo(server, 'manager', 'admin'));
  call = caller(server, tokens);
  menu = await publishedVisitorMenu(server, call, SUPPORT, { apiUrl: `http://127.0.0.1:${port}/leads` });
});
after(async () => {
  await server.stop();
  apiServer.close();
});

const guests = (path: string, body?: unknown) => api(server.url, `/api/guests${path}`, { body });
const start = async (entryPoint = menu.entryPoint) => {
  const started = await guests('/webivr/sessions', { entry_point: entryPoint });
  assert.equal(started.status, 201, JSON.stringify(started.body));
  return v.parse(WebivrVisitorSession, started.body);
};
const stepsOf = (session: string) =>
  server.context.db.selectFrom('webivr_steps').select('node_id').where('session_id', '=', session).execute();

describe('web IVR, visitor side: what the widget opens', () => {
  test('an entry point opening a published web IVR names it in the widget’s configuration', async () => {
    const widget = v.parse(GuestWidget, (await guests(`/widget?entry_point=${menu.entryPoint}`)).body);
    assert.deepEqual(widget.webivr, {
      account: menu.account,
      tree: menu.tree.id,
      version: (await accountRow(menu.account)).production_version_id,
    });
  });

  test('an entry point on a bot tree or an unpublished web IVR: the widget chats as before', async () => {
    const seeded = await server.context.db
      .selectFrom('integrations')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    assert.equal((await guests(`/widget?entry_point=${seeded.id}`)).body.webivr, null);
    const draft = await newAccount(call, SUPPORT, 'Brouillon');
    const { tree } = await smallMenu(call, draft.id);
    const entry = await createEntryPoint(server.context.db, 1, {
      ...demoEntryPoint(SUPPORT),
      name: 'Brouillon',
      trees: [{ channel: 'web', calendar_id: null, tree_identifier: tree.id }],
    });
    assert.equal((await guests(`/widget?entry_point=${entry.id}`)).body.webivr, null);
    const refused = await guests('/webivr/sessions', { entry_point: entry.id });
    assert.equal(refused.status, 404);
    assert.equal((await guests('/webivr/sessions', { entry_point: 999_999 })).status, 404);
  });
});

const accountRow = (id: number) =>
  server.context.db.selectFrom('webivr_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('web IVR, visitor side: browsing', () => {
  test('a session answers the production menu only, starting on the entry point’s tree', async () => {
    // An edit after the publish stays in the working version, out of the visitors' sight.
    const draft = await call(`/accounts/${menu.account}/nodes`, {
      who: 'admin',
      body: { tree: menu.tree.id, parent: menu.nodes.home.id, action: 'choice', label: 'Pas encore publié' },
    });
    assert.equal(draft.status, 200);
    const session = await start();
    assert.equal(session.node, menu.nodes.home.id);
    assert.equal(session.menu.version, (await accountRow(menu.account)).production_version_id);
    const labels = session.menu.nodes.map((node) => node.label);
    assert.ok(labels.includes('Horaires') && labels.includes('Deuxième page'));
    assert.ok(!labels.includes('Pas encore publié'));
    assert.deepEqual(
      session.menu.trees.map((tree) => tree.label),
      ['Principal', 'Suite'],
    );

    const step = (node: string) => guests(`/webivr/sessions/${session.session_id}/steps`, { node });
    assert.equal((await step(menu.nodes.home.id)).status, 204);
    assert.equal((await step(menu.nodes.hours.id)).status, 204);
    const refused = await step(String(draft.body.id));
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.node, ['not_found']);
    assert.deepEqual(
      (await stepsOf(session.session_id)).map((row) => row.node_id),
      [menu.nodes.home.id, menu.nodes.hours.id],
    );
  });

  test('steps of an unknown session or of a builder’s preview are refused', async () => {
    const unknown = await guests('/webivr/sessions/00000000-0000-4000-8000-000000000000/steps', {
      node: menu.nodes.home.id,
    });
    assert.equal(unknown.status, 404);
    const preview = await call('/sessions/preview', { body: { account_id: menu.account } });
    const refused = await guests(`/webivr/sessions/${preview.body.session_id}/steps`, {
      node: menu.nodes.home.id,
    });
    assert.equal(refused.status, 404);
    // A session that is not even an id is not found either.
    assert.equal(
      (await guests('/webivr/sessions/pas-un-uuid/steps', { node: menu.nodes.home.id })).status,
      404,
    );
  });

  test('a FAQ of the menu reads as plain text; another FAQ, or another company’s, is not found', async () => {
    const { session_id } = await start();
    const faq = await api(server.url, `/api/guests/webivr/sessions/${session_id}/faqs/${menu.faqId}`);
    assert.equal(faq.status, 200);
    assert.deepEqual(faq.body, { id: menu.faqId, label: 'Horaires', content: '<b>De 9 h</b> à 18 h.' });
    const unused = await call('/faqs', { body: { label: 'Interne', content: 'secret' } });
    const db = server.context.db;
    const other = await createCompany(db, { name: 'Ailleurs' });
    const foreign = await db
      .insertInto('webivr_faqs')
      .values({ company_id: other.id, label: 'Ailleurs', content: 'secret' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const id of [unused.body.id, foreign.id])
      assert.equal(
        (await api(server.url, `/api/guests/webivr/sessions/${session_id}/faqs/${id}`)).status,
        404,
      );
  });
});

describe('web IVR, visitor side: forms, callbacks and the hand-off', () => {
  const submit = (session: string, answers: Record<string, unknown>, node = menu.nodes.form.id) =>
    guests(`/webivr/sessions/${session}/forms/${menu.formId}`, { node, answers });
  const submissions = () =>
    server.context.db
      .selectFrom('webivr_form_submissions')
      .selectAll()
      .where('form_id', '=', menu.formId)
      .execute();
  const mails = () =>
    server.context.db.selectFrom('outbox').selectAll().where('to_email', '=', 'ventes@exemple.fr').execute();

  test('a form shows its fields, never where it is mailed or sent', async () => {
    const { session_id } = await start();
    const form = await api(server.url, `/api/guests/webivr/sessions/${session_id}/forms/${menu.formId}`);
    assert.equal(form.status, 200);
    assert.deepEqual(Object.keys(form.body).sort(), ['button_label', 'fields', 'id', 'label']);
    assert.deepEqual(
      (form.body.fields as { identifier: string }[]).map((f) => f.identifier),
      ['email', 'name'],
    );
  });

  test('bad answers: 400 per field, nothing recorded, mailed or sent', async () => {
    const { session_id } = await start();
    const refused = await submit(session_id, { email: 'pas-un-email', name: 'A' });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body['answers.email'], ['invalid']);
    assert.deepEqual(refused.body['answers.name'], ['too_short']);
    const missing = await submit(session_id, { name: 'Marie' });
    assert.deepEqual(missing.body['answers.email'], ['required']);
    // A form node of another kind, or of no menu: refused before anything.
    assert.equal((await submit(session_id, { email: 'm@exemple.fr' }, menu.nodes.hours.id)).status, 400);
    assert.equal((await submissions()).length, 0);
    assert.equal((await mails()).length, 0);
    assert.equal(formApi.calls.length, 0);
  });

  test('good answers: recorded, mailed, sent once to the API; the API refusing them answers failed', async () => {
    const { session_id } = await start();
    const sent = await submit(session_id, { email: 'marie@exemple.fr', name: ' Marie ' });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    assert.deepEqual(sent.body, { outcome: 'sent' });
    const [row] = await submissions();
    assert.deepEqual(row?.answers, { email: 'marie@exemple.fr', name: 'Marie' });
    assert.equal(row?.session_id, session_id);
    const [mail] = await mails();
    assert.match(mail?.body ?? '', /E-mail: marie@exemple\.fr/);
    assert.equal(formApi.calls.length, 1);
    assert.equal(formApi.calls[0]?.method, 'POST');
    assert.deepEqual(JSON.parse(formApi.calls[0]?.body ?? ''), {
      form: menu.formId,
      answers: { email: 'marie@exemple.fr', name: 'Marie' },
    });

    formApi.status = 500;
    const failed = await submit(session_id, { email: 'paul@exemple.fr' });
    assert.deepEqual(failed.body, { outcome: 'failed' });
    assert.equal(formApi.calls.length, 2);
    formApi.status = 200;
  });

  test('a callback: a number and a quarter-hour slot recorded for the menu’s skill; bad ones refused', async () => {
    const { session_id } = await start();
    const ask = (phone: string, slot: string, node = menu.nodes.callback.id) =>
      guests(`/webivr/sessions/${session_id}/callbacks`, { node, phone, slot });
    const refused = await ask('06 abc', '2000-01-01T10:00:00Z');
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.phone, ['invalid']);
    assert.deepEqual(refused.body.slot, ['too_small']);
    assert.equal((await ask('0612345678', slotIn(2), menu.nodes.chat.id)).status, 400);
    const ok = await ask('06 12 34 56 78', slotIn(2));
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const rows = await server.context.db.selectFrom('webivr_callbacks').selectAll().execute();
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.skill_id, SUPPORT);
    assert.equal(rows[0]?.account_id, menu.account);
    assert.equal(rows[0]?.session_id, session_id);
    assert.equal(rows[0]?.slot.toISOString(), slotIn(2));
  });

  test('the hand-off opens a conversation on the node’s skill, carrying the path for the agents', async () => {
    const { session_id } = await start();
    for (const node of [menu.nodes.home, menu.nodes.chat])
      await guests(`/webivr/sessions/${session_id}/steps`, { node: node.id });
    const opened = await guests('/sessions', {
      skill: 2,
      entry_point: menu.entryPoint,
      webivr: { session: session_id, node: menu.nodes.chat.id },
    });
    assert.equal(opened.status, 201, JSON.stringify(opened.body));
    const room = await server.context.db
      .selectFrom('rooms')
      .select(['skill_id', 'infos'])
      .where('uuid', '=', String((opened.body.room as { uuid: string }).uuid))
      .executeTakeFirstOrThrow();
    assert.equal(room.skill_id, SUPPORT);
    assert.deepEqual(room.infos.webivr_path, ['Bienvenue', 'Discuter avec nous']);
    // Anything but a messaging node of the session's menu opens nothing.
    const refused = await guests('/sessions', {
      skill: 1,
      webivr: { session: session_id, node: menu.nodes.hours.id },
    });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.webivr, ['not_found']);
  });

  test('forms and callbacks sent are limited per address; browsing goes on', async () => {
    const { session_id } = await start();
    let status = 0;
    for (let i = 0; i < 25 && status !== 429; i++)
      status = (
        await guests(`/webivr/sessions/${session_id}/callbacks`, {
          node: menu.nodes.callback.id,
          phone: 'x',
          slot: '',
        })
      ).status;
    assert.equal(status, 429);
    assert.equal((await submit(session_id, { email: 'x@exemple.fr' })).status, 429);
    const step = await guests(`/webivr/sessions/${session_id}/steps`, { node: menu.nodes.home.id });
    assert.equal(step.status, 204);
  });
});

/** A slot on the quarter hour, `hours` ahead. */
function slotIn(hours: number): string {
  const quarter = 15 * 60_000;
  return new Date(Math.ceil((Date.now() + hours * 3_600_000) / quarter) * quarter).toISOString();
}

describe('web IVR, visitor side: routing by calendar', () => {
  test('each routing node says whether its calendar is open now, as the company’s calendars say', async () => {
    const db = server.context.db;
    const always = await createRule(db, 1, 'Toujours ouvert', { open_24_7: true });
    const never = await createRule(db, 1, 'Jamais ouvert', { timezone: 'Europe/Paris' });
    const account = await newAccount(call, SUPPORT, 'Routage');
    const tree = (await call(`/accounts/${account.id}/trees`, { body: { label: 'Routage' } })).body;
    const node = async (parent: string | null, action: string, label: string, data = {}) => {
      const made = await call(`/accounts/${account.id}/nodes`, {
        who: 'admin',
        body: { tree: tree.id, parent, action, label, data, validated: true },
      });
      assert.equal(made.status, 200, JSON.stringify(made.body));
      return String(made.body.id);
    };
    const home = await node(null, 'page', 'Accueil');
    const routings: string[] = [];
    for (const calendar of [always, never]) {
      const choice = await node(home, 'choice', `Appeler ${calendar}`);
      const routing = await node(choice, 'routing', 'Horaires', { calendar_id: calendar });
      routings.push(routing);
      await node(await node(routing, 'routing_output', 'Ouvert', { open: true }), 'text', 'Oui', {
        text: 'Ouvert',
      });
      await node(await node(routing, 'routing_output', 'Fermé', { open: false }), 'text', 'Non', {
        text: 'Fermé',
      });
    }
    const published = await call(`/accounts/${account.id}/publish`, { body: { label: 'v1', comment: '' } });
    assert.equal(published.status, 200, JSON.stringify(published.body));
    const entry = await createEntryPoint(db, 1, {
      ...demoEntryPoint(SUPPORT),
      name: 'Routage',
      trees: [{ channel: 'web', calendar_id: null, tree_identifier: String(tree.id) }],
    });
    const session = await start(entry.id);
    assert.deepEqual(session.routing, { [routings[0] as string]: true, [routings[1] as string]: false });
  });
});

describe('web IVR, visitor side: the demo', () => {
  test('the demo company’s menu is published and its entry point opens it', async () => {
    const entry = await server.context.db
      .selectFrom('integrations')
      .select('id')
      .where('name', '=', DEMO_WEBIVR_ENTRY_POINT_NAME)
      .executeTakeFirstOrThrow();
    // The demo page names it by id: the second entry point of a fresh demo.
    assert.equal(entry.id, 2);
    const session = await start(entry.id);
    const labels = session.menu.nodes.map((node) => node.label);
    assert.ok(labels.includes('Passer une commande') && labels.includes('Parler à un conseiller'));
  });
});

describe('web IVR, visitor side: other companies', () => {
  test('an entry point of another company never opens this company’s menu', async () => {
    const db = server.context.db;
    const other = await createCompany(db, { name: 'Voisin' });
    const skill = await createSkill(db, other.id, 'Voisin');
    const entry = await createEntryPoint(db, other.id, {
      ...demoEntryPoint(skill),
      name: 'Voisin',
      trees: [{ channel: 'web', calendar_id: null, tree_identifier: menu.tree.id }],
    });
    assert.equal((await guests('/webivr/sessions', { entry_point: entry.id })).status, 404);
    assert.equal((await guests(`/widget?entry_point=${entry.id}`)).body.webivr, null);
  });
});

describe('an entry point’s link page', () => {
  const page = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/guests/link/${path}`, { headers });

  test('opens the widget at once on the entry point, the names escaped, in the browser’s language', async () => {
    const entry = await createEntryPoint(server.context.db, 1, {
      ...demoEntryPoint(SUPPORT),
      type: 'url',
      name: '<b>Suivi</b> & "commande"',
      trees: [{ channel: 'web', calendar_id: null, tree_identifier: menu.tree.id }],
    });
    const answer = await page(String(entry.id));
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^text\/html/);
    const html = await answer.text();
    assert.match(html, /<html lang="fr">/);
    assert.ok(html.includes('&lt;b&gt;Suivi&lt;/b&gt; &amp; &quot;commande&quot;'), html);
    assert.ok(!html.includes('<b>Suivi'));
    assert.match(
      html,
      new RegExp(`<oc-web-chat entry-point-id="${entry.id}" api-base="/api" locale="fr" open></oc-web-chat>`),
    );
    assert.match(html, /<script type="module" src="\/web-chat.js"><\/script>/);
    // No inline script or style: the console's CSP applies to the page.
    assert.ok(!/<script>|<style|style=/.test(html));
    assert.match(answer.headers.get('content-security-policy') ?? '', /script-src 'self'/);

    const english = await page(String(entry.id), { 'accept-language': 'en-GB,en;q=0.8' });
    const englishHtml = await english.text();
    assert.match(englishHtml, /<html lang="en">/);
    assert.ok(englishHtml.includes('locale="en" open>') && englishHtml.includes('Your conversation opens'));
    const css = await fetch(`${server.url}/api/guests/link.css`);
    assert.match(css.headers.get('content-type') ?? '', /^text\/css/);
  });

  test('an unknown entry point, or one without the web channel, is a page saying the link is gone', async () => {
    const whatsapp = await createEntryPoint(server.context.db, 1, {
      ...demoEntryPoint(SUPPORT),
      type: 'url',
      name: 'Lien WhatsApp',
      channels: ['whatsapp'],
      trees: [],
    });
    for (const path of [String(whatsapp.id), '999999', 'abc', '0']) {
      const answer = await page(path);
      assert.equal(answer.status, 404, path);
      const html = await answer.text();
      assert.ok(html.includes('Ce lien n’existe pas'), path);
      assert.ok(!html.includes('<oc-web-chat'), path);
    }
    const english = await page('999999?lang=en');
    assert.ok((await english.text()).includes('This link does not exist'));
  });
});
