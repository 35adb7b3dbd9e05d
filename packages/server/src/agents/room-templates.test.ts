import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AgentAnswers, Channel, Message } from '@omnicanal/api';
import { sql } from 'kysely';
import { SIGNATURE_HEADER, signBody } from '../channels/providers/signature.ts';
import { otherCompany } from '../core/settings/testing.ts';
import {
  api,
  clientId,
  signInDemo,
  startTestServer,
  type TestServer,
  type TestSocket,
} from '../test/helpers.ts';
import { agentSocket } from '../test/rooms.ts';

/*
 * A WhatsApp room past its 24-hour window: the agent sends one of the company's approved
 * templates, its variables filled, instead of a free reply (on the local provider; the Cloud API's
 * wire is in channels/whatsapp-cloud.test.ts).
 */

let server: TestServer;
const tokens = { admin: '', agent: '' };
const SECRET = 'whatsapp-inbound-secret-2026';
let channel: Channel;
let agent: TestSocket;
let room: string;
let stranger: number;

const BODY = 'Bonjour {{1}}, votre commande {{2}} est prête.';
async function template(values: {
  name: string;
  status?: string;
  skill?: number | null;
  channel?: number | null;
  company?: number;
}) {
  const row = await server.context.db
    .insertInto('templates')
    .values({
      company_id: values.company ?? 1,
      kind: 'tyntec-wa',
      name: values.name,
      category: 'UTILITY',
      language: 'fr',
      skill_id: values.skill ?? null,
      channel_id: values.channel === undefined ? channel.id : values.channel,
      content: JSON.stringify({
        body: { type: 'text', text: BODY },
        header: { type: 'text', text: 'Commande {{2}}' },
        footer: 'Omnicanal',
        buttons: [],
        examples: { 1: 'Awa', 2: 'A-1234' },
      }),
      status: (values.status ?? 'VALIDATED') as never,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0, channelOutboxTickMs: 0 });
  Object.assign(tokens, await signInDemo(server, 'admin', 'agent'));
  const created = await api(server.url, '/api/core/channels/', {
    token: tokens.admin,
    body: {
      kind: 'whatsapp',
      name: 'WhatsApp',
      skill: 1,
      settings: { phone_number: '+33 1 23 45 67 89' },
      secrets: { inbound_secret: SECRET },
    },
  });
  channel = created.body as unknown as Channel;
  const body = JSON.stringify({
    messages: [{ id: 'wamid.t1', from: '+33677777777', text: 'Ma commande ?' }],
  });
  await fetch(`${server.url}/api/channels/inbound/${channel.uuid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(SECRET, body) },
    body,
  });
  const row = await server.context.db
    .selectFrom('rooms')
    .innerJoin('channel_contacts', 'channel_contacts.guest_id', 'rooms.guest_id')
    .select('rooms.uuid')
    .where('channel_contacts.address', '=', '+33677777777')
    .executeTakeFirstOrThrow();
  room = row.uuid;
  stranger = (await otherCompany(server)).company.id;
  agent = await agentSocket(server, tokens.agent);
  await agent.call('take_room', { room });
  // A day and an hour pass: WhatsApp's window has closed.
  await sql`update messages set created_at = created_at - interval '25 hours'
    where room_uuid = ${room} and kind = 'visitor'`.execute(server.context.db);
});
after(async () => {
  await agent.close();
  await server.stop();
});

describe('templates past the WhatsApp reply window', () => {
  test("the room lists the company's approved WhatsApp templates of its channel and skill only", async () => {
    const usable = await template({ name: 'commande_prete' });
    const anyChannel = await template({ name: 'a_tout_canal', channel: null });
    await template({ name: 'brouillon', status: 'DRAFT' });
    await template({ name: 'autre_competence', skill: 2 });
    await template({ name: 'autre_societe', company: stranger, channel: null });
    const { templates } = await agent.call<AgentAnswers['get_templates']>('get_templates', { room });
    assert.deepEqual(
      templates.map((t) => t.id),
      [anyChannel, usable],
    );
    const shown = templates.find((t) => t.id === usable);
    assert.deepEqual(shown?.variables, [2, 1]);
    assert.deepEqual(shown?.examples, { 1: 'Awa', 2: 'A-1234' });
    assert.equal(shown?.text, `Commande {{2}}\n\n${BODY}\n\nOmnicanal`);
  });

  test('a template is sent with every variable filled, and goes out as that template', async () => {
    const id = await template({ name: 'commande_expediee' });
    const refused = await agent.request('send_template', {
      room,
      template: id,
      values: { 1: 'Awa' },
      client_id: clientId(),
    });
    assert.equal(refused.code, 'variables_incomplete');
    const message = await agent.call<Message>('send_template', {
      room,
      template: id,
      values: { 1: 'Awa', 2: 'A-1234' },
      client_id: clientId(),
    });
    assert.deepEqual(message.rich_content, {
      type: 'txt',
      text: 'Commande A-1234\n\nBonjour Awa, votre commande A-1234 est prête.\n\nOmnicanal',
    });
    const queued = await server.context.db
      .selectFrom('channel_messages')
      .select(['template', 'status'])
      .where('message_uuid', '=', message.event)
      .executeTakeFirstOrThrow();
    assert.deepEqual(queued.template, {
      name: 'commande_expediee',
      language: 'fr',
      header: ['A-1234'],
      body: ['Awa', 'A-1234'],
    });
    // A free reply is still refused.
    const free = await agent.request('send_message', {
      room,
      rich_content: { type: 'txt', text: 'Merci' },
      client_id: clientId(),
    });
    assert.equal(free.code, 'reply_window_closed');
  });

  test("a draft or another company's template cannot be sent", async () => {
    const draft = await template({ name: 'pas_encore', status: 'DRAFT' });
    const other = await template({ name: 'ailleurs', company: stranger, channel: null });
    for (const id of [draft, other]) {
      const answer = await agent.request('send_template', {
        room,
        template: id,
        values: { 1: 'a', 2: 'b' },
        client_id: clientId(),
      });
      assert.equal(answer.code, 'not_found');
    }
  });
});
