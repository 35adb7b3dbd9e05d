import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { GuestWidget } from '@omnicanal/api';
import * as v from 'valibot';
import { createEntryPoint, saveWidget } from '../core/integrations/repo.ts';
import { demoEntryPoint } from '../core/integrations/seed.ts';
import { api, login, startTestServer, type TestServer, TestSocket } from '../test/helpers.ts';

let server: TestServer;
let admin: string;
before(async () => {
  server = await startTestServer();
  admin = await login(server.url, 'admin@demo.test');
});
after(() => server.stop());

const widgetOf = (query: string) => api(server.url, `/api/guests/widget?${query}`);

describe('guests service: the widget a page shows', () => {
  test('a skill never customised shows the defaults, named after the company, with no message', async () => {
    const { status, body, headers } = await widgetOf('skill=2');
    assert.equal(status, 200);
    const widget = v.parse(GuestWidget, body);
    const company = await server.context.db
      .selectFrom('companies')
      .innerJoin('skills', 'skills.company_id', 'companies.id')
      .select('companies.name')
      .where('skills.id', '=', 2)
      .executeTakeFirstOrThrow();
    assert.deepEqual(widget.skill, { id: 2, name: 'Sales' });
    assert.equal(widget.appearance.company_name, company.name);
    assert.equal(widget.appearance.position, 'right');
    assert.equal(widget.appearance.version, 2);
    assert.equal(widget.appearance.auto_open_delay, null);
    assert.match(widget.appearance.color, /^#[0-9a-f]{6}$/i);
    assert.equal(headers.get('cache-control'), 'public, max-age=30');
  });

  test("what an administrator saves is what the page reads; the agents' notification stays private", async () => {
    const widget = {
      cta_text: 'Une question ?',
      force_cta_display: true,
      color: '#112233',
      offset_x: 20,
      offset_y: 30,
      position: 'left',
      title: 'Support Démo',
      subtitle: 'Réponse en 2 minutes',
      version: 1,
    };
    const liveChat = {
      logo: '/api/uploads/files/abc',
      company_name: 'Démo SA',
      punchline: 'À votre écoute',
      color: '#ff7a00',
      auto_open_delay: 10,
    };
    assert.equal(
      (await api(server.url, '/api/core/skills/1/widget', { body: widget, token: admin })).status,
      200,
    );
    assert.equal(
      (await api(server.url, '/api/core/skills/1/live-chat', { body: liveChat, token: admin })).status,
      200,
    );
    await server.context.db
      .updateTable('skills')
      .set({
        messages: JSON.stringify({
          welcome: 'Bonjour !',
          offline: 'Nous sommes fermés.',
          agent_notification: 'Nouveau client',
        }),
      })
      .where('id', '=', 1)
      .execute();

    const read = v.parse(GuestWidget, (await widgetOf('skill=1')).body);
    assert.deepEqual(read.appearance, {
      color: '#ff7a00',
      logo: '/api/uploads/files/abc',
      company_name: 'Démo SA',
      punchline: 'À votre écoute',
      title: 'Support Démo',
      subtitle: 'Réponse en 2 minutes',
      position: 'left',
      offset_x: 20,
      offset_y: 30,
      version: 1,
      cta_text: 'Une question ?',
      force_cta_display: true,
      auto_open_delay: 10,
      powered_by: true,
      show_agents: true,
      ask_email: false,
    });
    assert.equal(read.messages.welcome, 'Bonjour !');
    assert.equal(read.messages.offline, 'Nous sommes fermés.');
    assert.equal(read.messages.waiting, '');
    assert.equal('agent_notification' in read.messages, false);
  });

  test('an unknown skill is not found; a skill that is not a number is refused', async () => {
    assert.equal((await widgetOf('skill=999999')).status, 404);
    const bad = await widgetOf('skill=abc');
    assert.equal(bad.status, 400);
    assert.equal((await widgetOf('')).status, 400);
  });

  test('tells whether someone can answer: nobody connected, on a break, at capacity, or online', async () => {
    const availability = async () => v.parse(GuestWidget, (await widgetOf('skill=1')).body).availability;
    assert.equal(await availability(), 'offline');

    const token = await login(server.url, 'agent@demo.test');
    const agent = await TestSocket.open(server.wsUrl('/api/agents/ws', token));
    await agent.call('resume', { since: 0 });
    try {
      assert.equal(await availability(), 'online');
      await agent.call('pause', { pause: true });
      assert.equal(await availability(), 'pause');
      await agent.call('pause', { pause: false });
      assert.equal(await availability(), 'online');
      await server.context.db
        .updateTable('users')
        .set({ max_rooms: 0 })
        .where('email', '=', 'agent@demo.test')
        .execute();
      assert.equal(await availability(), 'full');
      // Sales has no connected agent of its own.
      assert.equal(v.parse(GuestWidget, (await widgetOf('skill=2')).body).availability, 'offline');
    } finally {
      agent.ws.close();
    }
  });

  /** An entry point of the demo company on Support (skill 1), with these IP lists. */
  const entryPoint = async (lists: { ip_allowlist?: string[]; ip_denylist?: string[] } = {}) => {
    const skill = await server.context.db
      .selectFrom('skills')
      .select('company_id')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const created = await createEntryPoint(server.context.db, skill.company_id, {
      ...demoEntryPoint(1),
      name: `Widget ${Math.random().toString(36).slice(2, 10)}`,
      ...lists,
    });
    return { id: created.id, company: skill.company_id };
  };

  test("an entry point shows its skill's widget, its own customisation winning once saved", async () => {
    const { id, company } = await entryPoint();
    const plain = v.parse(GuestWidget, (await widgetOf(`entry_point=${id}`)).body);
    const skill = v.parse(GuestWidget, (await widgetOf('skill=1')).body);
    assert.equal(plain.skill.id, 1);
    assert.deepEqual(plain.messages, skill.messages);

    await saveWidget(server.context.db, company, id, {
      cta_text: 'Besoin d’aide ?',
      force_cta_display: false,
      color: '#00aa55',
      logo: null,
      offset_x: 5,
      offset_y: 6,
      position: 'right',
      title: 'Boutique',
      subtitle: 'Du lundi au vendredi',
      version: 2,
      ask_email: true,
      company_name: 'Boutique SA',
      punchline: '',
      powered_by: false,
      show_agents: false,
    });
    const read = await widgetOf(`entry_point=${id}`);
    assert.equal(read.status, 200);
    // The answer depends on the visitor's address, so no shared cache keeps it.
    assert.equal(read.headers.get('cache-control'), 'private, max-age=30');
    const own = v.parse(GuestWidget, read.body);
    assert.equal(own.appearance.color, '#00aa55');
    assert.equal(own.appearance.title, 'Boutique');
    assert.equal(own.appearance.company_name, 'Boutique SA');
    // An empty punchline of the entry point keeps the skill's.
    assert.equal(own.appearance.punchline, skill.appearance.punchline);
    assert.equal(own.appearance.powered_by, false);
    assert.equal(own.appearance.show_agents, false);
    assert.equal(own.appearance.ask_email, true);
    assert.equal(own.messages.welcome, skill.messages.welcome);
  });

  test("a visitor outside the entry point's allow list or inside its deny list is refused", async () => {
    // The test client connects from the loopback address.
    const loopback = ['127.0.0.1', '::1'];
    const denied = await entryPoint({ ip_denylist: loopback });
    const refused = await widgetOf(`entry_point=${denied.id}`);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error, 'ip_refused');

    const elsewhere = await entryPoint({ ip_allowlist: ['203.0.113.0/24'] });
    assert.equal((await widgetOf(`entry_point=${elsewhere.id}`)).status, 403);

    const allowed = await entryPoint({ ip_allowlist: ['127.0.0.0/8', '::1'] });
    assert.equal((await widgetOf(`entry_point=${allowed.id}`)).status, 200);
  });

  test('an unknown entry point is not found; a malformed one is refused', async () => {
    assert.equal((await widgetOf('entry_point=999999')).status, 404);
    assert.equal((await widgetOf('entry_point=x')).status, 400);
  });
});
