import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { Channel, DeliveryChange, Room } from '@omnicanal/api';
import { roomLabel } from '@omnicanal/core';
import { sql } from 'kysely';
import { api, clientId, signInDemo, startTestServer, type TestServer, txt } from '../test/helpers.ts';
import { agentSocket, channelRoomsOf, deliveryOf, roomUpdate } from '../test/rooms.ts';
import { signBody } from './providers/signature.ts';
import { WHATSAPP_SIGNATURE_HEADER } from './providers/whatsapp-cloud.ts';

/*
 * The WhatsApp Cloud API adapter against a stand-in for graph.facebook.com on loopback, started
 * here: the server reaches it through WHATSAPP_API_URL as it would reach Meta.
 */

const TOKEN = 'EAAG-access-token-of-the-number';
const APP_SECRET = '0123456789abcdef0123456789abcdef';
const PHONE_ID = '106540352242922';
let graph: Server;
let graphUrl = '';
const MEDIA_ID = '1234567890123456';
/** The smallest PNG: its signature and a 1×1 image, so the uploads store recognises the type. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c626001000000ffff03000006000557bfabd40000000049454e44ae426082',
  'hex',
);
/** What the stand-in answers to a send: ok, or an HTTP status with Meta's error code. */
let sendAnswer: 'ok' | { status: number; code: number } = 'ok';
const calls: { method: string; path: string; body: Record<string, unknown> }[] = [];
let server: TestServer;
let clock = Date.now();
const tokens = { admin: '', agent: '' };
let channel: Channel;

function startGraph(): Promise<number> {
  graph = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== `Bearer ${TOKEN}`)
        return reply(401, { error: { message: 'Invalid OAuth access token.', code: 190 } });
      const path = (request.url ?? '').split('?')[0] ?? '';
      calls.push({ method: request.method ?? '', path, body: JSON.parse(text || '{}') });
      if (request.method === 'GET' && path === `/${PHONE_ID}`) return reply(200, { id: PHONE_ID });
      if (request.method === 'GET' && path === `/${MEDIA_ID}`)
        return reply(200, { url: `${graphUrl}/files/${MEDIA_ID}`, mime_type: 'image/png' });
      if (request.method === 'GET' && path === `/files/${MEDIA_ID}`) {
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(PNG);
      }
      if (request.method === 'POST' && path === `/${PHONE_ID}/messages`) {
        if (sendAnswer !== 'ok') return reply(sendAnswer.status, { error: { code: sendAnswer.code } });
        return reply(200, { messaging_product: 'whatsapp', messages: [{ id: `wamid.${calls.length}` }] });
      }
      reply(404, { error: { code: 100 } });
    });
  });
  return new Promise((resolve) =>
    graph.listen(0, '127.0.0.1', () => resolve((graph.address() as AddressInfo).port)),
  );
}

/** A webhook call of Meta's shape for one change. */
const webhook = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    { id: 'WABA', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] },
  ],
});
const textFrom = (id: string, from: string, body: string) =>
  webhook({
    contacts: [{ wa_id: from, profile: { name: 'Awa Diallo' } }],
    messages: [{ id, from, timestamp: '1764230400', type: 'text', text: { body } }],
  });

function inbound(body: unknown, secret: string | null = APP_SECRET) {
  const text = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret) headers[WHATSAPP_SIGNATURE_HEADER] = signBody(secret, text);
  return fetch(`${server.url}/api/channels/inbound/${channel.uuid}`, { method: 'POST', headers, body: text });
}

/** The contact's one room. */
const roomOf = async (address: string) => {
  const [room] = await channelRoomsOf(server, address);
  assert.ok(room, `a room of ${address}`);
  return room;
};

before(async () => {
  const port = await startGraph();
  graphUrl = `http://127.0.0.1:${port}`;
  server = await startTestServer({
    roomTimerTickMs: 0,
    channelOutboxTickMs: 0,
    whatsappApiUrl: `http://127.0.0.1:${port}`,
    clock: () => clock,
  });
  Object.assign(tokens, await signInDemo(server, 'admin', 'agent'));
  const created = await api(server.url, '/api/core/channels/', {
    token: tokens.admin,
    body: {
      kind: 'whatsapp',
      name: 'WhatsApp Meta',
      skill: 1,
      settings: { phone_number: '+33612345678', phone_number_id: PHONE_ID },
      secrets: { access_token: TOKEN, inbound_secret: APP_SECRET },
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  channel = created.body as unknown as Channel;
});
after(async () => {
  await server.stop();
  await new Promise((resolve) => graph.close(resolve));
});

describe('a WhatsApp channel on Meta’s Cloud API', () => {
  test('its token is checked on save and the real adapter carries it', () => {
    assert.equal(channel.provider, 'whatsapp-cloud');
    assert.equal(channel.status, 'active');
    assert.ok(calls.some((c) => c.method === 'GET' && c.path === `/${PHONE_ID}`));
  });

  test('Meta’s subscription check is answered with its challenge for the channel’s secret only', async () => {
    const check = (token: string) =>
      fetch(
        `${server.url}/api/channels/inbound/${channel.uuid}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      );
    const ok = await check(APP_SECRET);
    assert.equal(ok.status, 200);
    assert.equal(await ok.text(), '1158201444');
    assert.equal((await check('another-token-of-some-length')).status, 403);
  });

  test('a signed message opens a WA room once, whatever the retries; unsigned or malformed, nothing', async () => {
    const agent = await agentSocket(server, tokens.agent);
    assert.equal((await inbound(textFrom('wamid.in1', '33611111111', 'Bonjour'), null)).status, 401);
    assert.equal(
      (await inbound(textFrom('wamid.in1', '33611111111', 'Bonjour'), 'x'.repeat(32))).status,
      401,
    );
    assert.equal((await inbound({ object: 'page', entry: [] })).status, 400);
    assert.deepEqual(await (await inbound(textFrom('wamid.in1', '33611111111', 'Bonjour'))).json(), {
      stored: 1,
      duplicates: 0,
    });
    assert.deepEqual(await (await inbound(textFrom('wamid.in1', '33611111111', 'Bonjour'))).json(), {
      stored: 0,
      duplicates: 1,
    });
    const opened = await agent.next((f) => roomUpdate((f.data as Room).uuid, 'waiting')(f));
    assert.match(roomLabel(opened.data as Room), /^WA\d+$/);
    assert.equal((opened.data as Room).infos.name, 'Awa Diallo');
    await agent.close();
  });

  test('a reply goes to /messages; Meta’s delivered and read statuses, then a failure, reach the agent', async () => {
    await inbound(textFrom('wamid.in2', '33622222222', 'Une question'));
    const room = await roomOf('33622222222');
    const agent = await agentSocket(server, tokens.agent);
    await agent.call('take_room', { room: room.uuid });
    const reply = await agent.call<{ event: string }>('send_message', {
      room: room.uuid,
      rich_content: txt('Bonjour Awa'),
      client_id: clientId(),
    });
    await server.context.channelOutbox.tick();
    await agent.next(deliveryOf(reply.event, 'sent'));
    const send = calls.find((c) => c.method === 'POST' && c.body.to === '33622222222');
    assert.deepEqual(send?.body.text, { body: 'Bonjour Awa' });
    const wamid = `wamid.${calls.indexOf(send as (typeof calls)[number]) + 1}`;
    const status = (s: string, errors?: unknown[]) =>
      inbound(
        webhook({
          statuses: [{ id: wamid, status: s, recipient_id: '33622222222', ...(errors ? { errors } : {}) }],
        }),
      );
    assert.equal((await status('delivered')).status, 200);
    await agent.next(deliveryOf(reply.event, 'delivered'));
    assert.equal((await status('read')).status, 200);
    await agent.next(deliveryOf(reply.event, 'read'));

    sendAnswer = { status: 400, code: 131047 };
    const late = await agent.call<{ event: string }>('send_message', {
      room: room.uuid,
      rich_content: txt('Encore une chose'),
      client_id: clientId(),
    });
    await server.context.channelOutbox.tick();
    const failed = await agent.next(deliveryOf(late.event, 'failed'));
    assert.equal((failed.data as DeliveryChange).error_code, 'whatsapp_131047');
    sendAnswer = 'ok';
    await agent.close();
  });

  test('a refused token marks the channel auth error, and the message waits for the next pass', async () => {
    await inbound(textFrom('wamid.in3', '33633333333', 'Allô'));
    const room = await roomOf('33633333333');
    const agent = await agentSocket(server, tokens.agent);
    await agent.call('take_room', { room: room.uuid });
    sendAnswer = { status: 401, code: 190 };
    const reply = await agent.call<{ event: string }>('send_message', {
      room: room.uuid,
      rich_content: txt('Réponse'),
      client_id: clientId(),
    });
    await server.context.channelOutbox.tick();
    const frame = await agent.next(
      (f) => f.kind === 'delivery' && (f.data as DeliveryChange).message === reply.event,
    );
    assert.deepEqual(frame.data, {
      room: room.uuid,
      message: reply.event,
      status: 'queued',
      error_code: 'whatsapp_190',
    });
    sendAnswer = 'ok';
    clock += 6_000;
    await server.context.channelOutbox.tick();
    await agent.next(deliveryOf(reply.event, 'sent'));
    await agent.close();
  });
  test('past the 24-hour window, a template the agent sends goes to Meta as that template', async () => {
    await inbound(textFrom('wamid.in4', '33644444444', 'Où en est ma commande ?'));
    const room = await roomOf('33644444444');
    const agent = await agentSocket(server, tokens.agent);
    await agent.call('take_room', { room: room.uuid });
    await sql`update messages set created_at = created_at - interval '25 hours'
      where room_uuid = ${room.uuid} and kind = 'visitor'`.execute(server.context.db);
    const template = await server.context.db
      .insertInto('templates')
      .values({
        company_id: 1,
        kind: 'tyntec-wa',
        name: 'suivi_commande',
        category: 'UTILITY',
        language: 'fr',
        skill_id: null,
        channel_id: channel.id,
        content: JSON.stringify({
          body: { type: 'text', text: 'Bonjour {{1}}, votre colis arrive.' },
          header: null,
          footer: '',
          buttons: [],
          examples: { 1: 'Awa' },
        }),
        status: 'VALIDATED',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sent = await agent.call<{ event: string }>('send_template', {
      room: room.uuid,
      template: template.id,
      values: { 1: 'Awa' },
      client_id: clientId(),
    });
    await server.context.channelOutbox.tick();
    await agent.next(deliveryOf(sent.event, 'sent'));
    const call = calls.find((c) => c.method === 'POST' && c.body.to === '33644444444');
    assert.deepEqual(call?.body, {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '33644444444',
      type: 'template',
      template: {
        name: 'suivi_commande',
        language: { code: 'fr' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Awa' }] }],
      },
    });
    await agent.close();
  });
  test('a photo is copied from Meta’s media endpoint into our uploads, its caption a message of its own', async () => {
    const call = webhook({
      contacts: [{ wa_id: '33655555555', profile: { name: 'Awa Diallo' } }],
      messages: [
        {
          id: 'wamid.photo1',
          from: '33655555555',
          type: 'image',
          image: { id: MEDIA_ID, mime_type: 'image/png', caption: 'Le colis abîmé' },
        },
      ],
    });
    assert.deepEqual(await (await inbound(call)).json(), { stored: 2, duplicates: 0 });
    const room = await roomOf('33655555555');
    const messages = await server.context.db
      .selectFrom('messages')
      .select('rich_content')
      .where('room_uuid', '=', room.uuid)
      .where('kind', '=', 'visitor')
      .orderBy('seq')
      .execute();
    const [file, caption] = messages.map((m) => m.rich_content as Record<string, string>);
    assert.equal(file?.type, 'file');
    assert.equal(file?.mimetype, 'image/png');
    assert.equal(file?.name, `image-${MEDIA_ID}.png`);
    const link = new URL(file?.url ?? '');
    assert.ok(link.pathname.startsWith('/api/uploads/files/'), link.pathname);
    const stored = await fetch(`${server.url}${link.pathname}`);
    assert.deepEqual(Buffer.from(await stored.arrayBuffer()), PNG);
    assert.deepEqual(caption, { type: 'txt', text: 'Le colis abîmé' });
  });
  test('a number past its messages per second waits for the next second; past its tier, a template waits the day', async () => {
    await inbound(textFrom('wamid.in6', '33666666666', 'Bonjour'));
    const room = await roomOf('33666666666');
    const agent = await agentSocket(server, tokens.agent);
    await agent.call('take_room', { room: room.uuid });
    const db = server.context.db;
    // Eighty messages went out this second already (Meta's default throughput of a number).
    await db
      .insertInto('rate_limits')
      .values({ key: `channel-send:${channel.id}`, hits: 80, reset_at: new Date(clock + 1_000) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ hits: 80, reset_at: new Date(clock + 1_000) }))
      .execute();
    const before = calls.length;
    const reply = await agent.call<{ event: string }>('send_message', {
      room: room.uuid,
      rich_content: txt('Un instant'),
      client_id: clientId(),
    });
    await server.context.channelOutbox.tick();
    assert.equal(calls.length, before, 'nothing sent within the second');
    clock += 1_100;
    await server.context.channelOutbox.tick();
    await agent.next(deliveryOf(reply.event, 'sent'));

    // The tier's business-initiated conversations of the day are used up: a template waits, said.
    await db
      .insertInto('rate_limits')
      .values({ key: `channel-tier:${channel.id}`, hits: 1_000, reset_at: new Date(clock + 3_600_000) })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ hits: 1_000, reset_at: new Date(clock + 3_600_000) }),
      )
      .execute();
    await sql`update messages set created_at = created_at - interval '25 hours'
      where room_uuid = ${room.uuid} and kind = 'visitor'`.execute(db);
    const template = await db
      .selectFrom('templates')
      .select('id')
      .where('name', '=', 'suivi_commande')
      .executeTakeFirstOrThrow();
    const sent = await agent.call<{ event: string }>('send_template', {
      room: room.uuid,
      template: template.id,
      values: { 1: 'Awa' },
      client_id: clientId(),
    });
    await server.context.channelOutbox.tick();
    const waiting = await agent.next(
      (f) => f.kind === 'delivery' && (f.data as DeliveryChange).message === sent.event,
    );
    assert.deepEqual(waiting.data, {
      room: room.uuid,
      message: sent.event,
      status: 'queued',
      error_code: 'whatsapp_tier_limit',
    });
    const queued = await db
      .selectFrom('channel_messages')
      .select(['due_at', 'attempts'])
      .where('message_uuid', '=', sent.event)
      .executeTakeFirstOrThrow();
    assert.equal(queued.attempts, 0, 'waiting is not a failed try');
    assert.ok(new Date(queued.due_at as Date).getTime() >= clock + 3_500_000, 'until the window has room');
    await agent.close();
  });
});
