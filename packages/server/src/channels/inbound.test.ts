import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { Channel, DeliveryChange, Room } from '@omnicanal/api';
import { roomLabel } from '@omnicanal/core';
import { sql } from 'kysely';
import {
  api,
  clientId,
  type Frame,
  signInDemo,
  startTestServer,
  type TestServer,
  txt,
} from '../test/helpers.ts';
import { agentSocket, channelRoomsOf, messageEvent, roomUpdate } from '../test/rooms.ts';
import { keepInboundMedia } from './media.ts';
import { SIGNATURE_HEADER, signBody } from './providers/signature.ts';

let server: TestServer;
const tokens = { admin: '', agent: '' };
const SECRET = 'whatsapp-inbound-secret-2026';
let channel: Channel;

/** Posts a body to the channel's inbound endpoint, signed unless told otherwise. */
function inbound(
  body: unknown,
  { sign = true, secret = SECRET, raw }: { sign?: boolean; secret?: string; raw?: string } = {},
) {
  const text = raw ?? JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (sign) headers[SIGNATURE_HEADER] = signBody(secret, text);
  return fetch(`${server.url}/api/channels/inbound/${channel.uuid}`, { method: 'POST', headers, body: text });
}

const roomsOf = (phone: string) => channelRoomsOf(server, phone);

const messagesIn = async (room: string) =>
  server.context.db
    .selectFrom('messages')
    .select(['kind', 'rich_content'])
    .where('room_uuid', '=', room)
    .orderBy('seq')
    .execute();

before(async () => {
  // The contacts' files are served from this machine's loopback below: private addresses allowed.
  server = await startTestServer({ roomTimerTickMs: 0, channelOutboxTickMs: 0, outboundPrivate: true });
  Object.assign(tokens, await signInDemo(server, 'admin', 'agent'));
  const created = await api(server.url, '/api/core/channels/', {
    token: tokens.admin,
    body: {
      kind: 'whatsapp',
      name: 'WhatsApp support',
      skill: 1,
      settings: { phone_number: '+33 1 23 45 67 89' },
      secrets: { inbound_secret: SECRET },
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  channel = created.body as unknown as Channel;
});
after(() => server.stop());

describe('a WhatsApp channel on the local provider', () => {
  test('a contact’s message reaches the agents as a WA room, stored once whatever the retries', async () => {
    const agent = await agentSocket(server, tokens.agent);
    const body = { messages: [{ id: 'wamid.1', from: '+33611111111', name: 'Jo Client', text: 'Bonjour' }] };
    const first = await inbound(body);
    assert.equal(first.status, 200);
    assert.deepEqual(await first.json(), { stored: 1, duplicates: 0 });
    const [room] = await roomsOf('+33611111111');
    assert.ok(room);
    const opened = await agent.next(roomUpdate(room.uuid, 'waiting'));
    const data = opened.data as Room;
    assert.match(roomLabel(data), /^WA\d+$/);
    assert.equal(data.infos.name, 'Jo Client');
    await agent.next(messageEvent(room.uuid, 'Bonjour'));
    // The provider delivers the same webhook again: nothing more is stored.
    const replay = await inbound(body);
    assert.deepEqual(await replay.json(), { stored: 0, duplicates: 1 });
    assert.equal((await messagesIn(room.uuid)).length, 1);
    // The next message continues the same room.
    await inbound({ messages: [{ id: 'wamid.2', from: '+33611111111', text: 'Vous êtes là ?' }] });
    assert.equal((await roomsOf('+33611111111')).length, 1);
    assert.equal((await messagesIn(room.uuid)).length, 2);
    await agent.close();
  });

  test('an unsigned, wrongly signed or malformed call is refused and stores nothing', async () => {
    const body = { messages: [{ id: 'wamid.x', from: '+33622222222', text: 'Hello' }] };
    assert.equal((await inbound(body, { sign: false })).status, 401);
    assert.equal((await inbound(body, { secret: 'another-secret-of-16+' })).status, 401);
    assert.equal((await inbound(null, { raw: '{"messages": [' })).status, 400);
    assert.equal((await inbound({ messages: [{ id: 'wamid.y', from: '+33622222222' }] })).status, 400);
    assert.equal((await roomsOf('+33622222222')).length, 0);
    const unknown = await fetch(`${server.url}/api/channels/inbound/00000000-0000-4000-8000-000000000000`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(unknown.status, 404);
  });

  test('an inbound file is copied into our uploads on arrival; a link that fails stays as it came', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array(60).fill(7)]);
    const provider = createServer((request, response) => {
      if (request.url !== '/media/photo.jpg') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    try {
      const media = { url: `${base}/media/photo.jpg`, name: 'photo.jpg', mimetype: 'image/jpeg' };
      await inbound({ messages: [{ id: 'wamid.f', from: '+33633333333', media, text: 'Ma facture' }] });
      const [room] = await roomsOf('+33633333333');
      assert.ok(room);
      const [file, caption] = (await messagesIn(room.uuid)).map(
        (m) => m.rich_content as Record<string, string>,
      );
      assert.deepEqual(caption, { type: 'txt', text: 'Ma facture' });
      assert.equal(file?.name, 'photo.jpg');
      assert.match(file?.url ?? '', /\/api\/uploads\/files\/[\w-]{32}\/photo\.jpg$/);
      const copy = await fetch(`${server.url}${new URL(file?.url ?? '').pathname}`);
      assert.equal(copy.status, 200);
      assert.deepEqual(Buffer.from(await copy.arrayBuffer()), jpeg);
      const gone = { url: `${base}/media/expired.jpg`, name: 'expired.jpg', mimetype: 'image/jpeg' };
      await inbound({ messages: [{ id: 'wamid.g', from: '+33633333333', media: gone }] });
      const contents = (await messagesIn(room.uuid)).map((m) => m.rich_content);
      assert.deepEqual(contents.at(-1), { type: 'file', ...gone });
    } finally {
      await new Promise((resolve) => provider.close(resolve));
    }
  });

  test('a file link is fetched through the outbound guard: a private address is never read, a redirect is followed', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array(60).fill(9)]);
    const internal = createServer((request, response) => {
      if (request.url === '/moved.jpg') response.writeHead(302, { location: '/photo.jpg' }).end();
      else response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
    const content = {
      type: 'file',
      url: `${base}/moved.jpg`,
      name: 'moved.jpg',
      mimetype: 'image/jpeg',
    } as const;
    const uploads = async () =>
      Number(
        (
          await server.context.db
            .selectFrom('uploads')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    try {
      const before = await uploads();
      const guarded = { db: server.context.db, config: { ...server.context.config, outboundPrivate: false } };
      assert.deepEqual(await keepInboundMedia(guarded, 1, content), content, 'the link stays as it came');
      assert.equal(await uploads(), before, 'nothing was read from the private address');
      const kept = await keepInboundMedia(server.context, 1, content);
      assert.match((kept as { url: string }).url, /\/api\/uploads\/files\/[\w-]{32}\/moved\.jpg$/);
      assert.equal(await uploads(), before + 1);
    } finally {
      await new Promise((resolve) => internal.close(resolve));
    }
  });

  test('the agent’s reply goes out once, sent then delivered, and the agent sees each status', async () => {
    await inbound({ messages: [{ id: 'wamid.r', from: '+33644444444', text: 'Une question' }] });
    const [room] = await roomsOf('+33644444444');
    assert.ok(room);
    const agent = await agentSocket(server, tokens.agent);
    await agent.call('take_room', { room: room.uuid });
    const reply = await agent.call<{ event: string }>('send_message', {
      room: room.uuid,
      rich_content: txt('Voici la réponse'),
      client_id: clientId(),
    });
    const delivery = (status: string) => (f: Frame) =>
      f.type === 'event' &&
      f.kind === 'delivery' &&
      (f.data as DeliveryChange).message === reply.event &&
      (f.data as DeliveryChange).status === status;
    // Two instances ticking at once still send it once.
    await Promise.all([server.context.channelOutbox.tick(), server.context.channelOutbox.tick()]);
    await agent.next(delivery('sent'));
    const sent = await server.context.db
      .selectFrom('channel_messages')
      .selectAll()
      .where('message_uuid', '=', reply.event)
      .execute();
    assert.equal(sent.length, 1);
    assert.equal(sent[0]?.attempts, 1);
    await server.context.channelOutbox.tick();
    await agent.next(delivery('delivered'));
    await agent.close();
  });

  test('a status callback reports a failure with the provider’s code', async () => {
    await inbound({ messages: [{ id: 'wamid.s', from: '+33655555555', text: 'Allô' }] });
    const [room] = await roomsOf('+33655555555');
    assert.ok(room);
    const agent = await agentSocket(server, tokens.agent);
    await agent.call('take_room', { room: room.uuid });
    const reply = await agent.call<{ event: string }>('send_message', {
      room: room.uuid,
      rich_content: txt('Réponse'),
      client_id: clientId(),
    });
    await server.context.channelOutbox.tick();
    const row = await server.context.db
      .selectFrom('channel_messages')
      .select('provider_message_id')
      .where('message_uuid', '=', reply.event)
      .executeTakeFirstOrThrow();
    assert.ok(row.provider_message_id);
    const status = await inbound({
      statuses: [{ id: row.provider_message_id, status: 'failed', error_code: '131026' }],
    });
    assert.equal(status.status, 200);
    const failed = await agent.next(
      (f) => f.type === 'event' && f.kind === 'delivery' && (f.data as DeliveryChange).status === 'failed',
    );
    assert.equal((failed.data as DeliveryChange).error_code, '131026');
    await agent.close();
  });
});

describe('the WhatsApp reply window', () => {
  test('24 hours after the contact’s last message, a free reply is refused with reply_window_closed', async () => {
    await inbound({ messages: [{ id: 'wamid.w1', from: '+33688888888', text: 'Bonjour' }] });
    const [room] = await roomsOf('+33688888888');
    assert.ok(room);
    const agent = await agentSocket(server, tokens.agent);
    await agent.call('take_room', { room: room.uuid });
    const send = () =>
      agent.request('send_message', { room: room.uuid, rich_content: txt('Réponse'), client_id: clientId() });
    assert.equal((await send()).type, 'response', 'within the window');
    // A day and an hour pass.
    await sql`update messages set created_at = created_at - interval '25 hours'
      where room_uuid = ${room.uuid} and kind = 'visitor'`.execute(server.context.db);
    assert.equal((await send()).code, 'reply_window_closed');
    // The contact writes again: the window opens again.
    await inbound({ messages: [{ id: 'wamid.w2', from: '+33688888888', text: 'Toujours là ?' }] });
    assert.equal((await send()).type, 'response');
    await agent.close();
  });
});

describe('rooms and limits of channels', () => {
  test('after the room closed, the contact’s next message opens a new one', async () => {
    await inbound({ messages: [{ id: 'wamid.c1', from: '+33666666666', text: 'Premier' }] });
    const [first] = await roomsOf('+33666666666');
    assert.ok(first);
    const agent = await agentSocket(server, tokens.agent);
    await agent.call('take_room', { room: first.uuid });
    await agent.call('close_room', { room: first.uuid });
    await inbound({ messages: [{ id: 'wamid.c2', from: '+33666666666', text: 'Second' }] });
    const rooms = await roomsOf('+33666666666');
    assert.equal(rooms.length, 2);
    assert.equal(rooms.filter((r) => r.status === 'waiting').length, 1);
    await agent.close();
  });

  test('an SMS longer than ten parts is not sent: its delivery fails with message_too_long', async () => {
    const created = await api(server.url, '/api/core/channels/', {
      token: tokens.admin,
      body: {
        kind: 'sms',
        name: 'SMS',
        skill: 1,
        settings: { brand: 'Omnicanal', service_id: 'svc-1' },
        secrets: { inbound_secret: SECRET },
      },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const sms = created.body as unknown as Channel;
    const text = JSON.stringify({ messages: [{ id: 'sms-1', from: '+33677777777', text: 'Bonjour' }] });
    await fetch(`${server.url}/api/channels/inbound/${sms.uuid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(SECRET, text) },
      body: text,
    });
    const [room] = await roomsOf('+33677777777');
    assert.ok(room);
    const stored = await server.context.db
      .selectFrom('rooms')
      .select(['infos', 'session_group_integer_id'])
      .where('uuid', '=', room.uuid)
      .executeTakeFirstOrThrow();
    assert.match(roomLabel({ ...stored, infos: stored.infos as { origin?: string } }), /^SMS\d+$/);
    const agent = await agentSocket(server, tokens.agent);
    await agent.call('take_room', { room: room.uuid });
    const reply = await agent.call<{ event: string }>('send_message', {
      room: room.uuid,
      rich_content: txt('a'.repeat(1600)),
      client_id: clientId(),
    });
    await server.context.channelOutbox.tick();
    const failed = await agent.next(
      (f) =>
        f.type === 'event' && f.kind === 'delivery' && (f.data as DeliveryChange).message === reply.event,
    );
    assert.equal((failed.data as DeliveryChange).status, 'failed');
    assert.equal((failed.data as DeliveryChange).error_code, 'message_too_long');
    await agent.close();
  });
});
