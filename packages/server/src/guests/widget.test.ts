import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { GuestWidget } from '@omnicanal/api';
import * as v from 'valibot';
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
});
