import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { Channel, ChannelList, DeliveryChange, Room } from '@omnicanal/api';
import { roomLabel } from '@omnicanal/core';
import { api, clientId, signInDemo, startTestServer, type TestServer, txt } from '../test/helpers.ts';
import { agentSocket, channelRoomsOf, deliveryOf, roomUpdate } from '../test/rooms.ts';
import { TELEGRAM_SECRET_HEADER } from './providers/telegram.ts';

/*
 * The Telegram Bot API adapter against a stand-in for api.telegram.org on loopback, started here:
 * the server reaches it through TELEGRAM_API_URL as it would reach Telegram.
 */

const TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw1';
const SECRET = 'telegram-webhook-secret-2026';
let telegram: Server;
/** What the stand-in answers to sendMessage: a status, or ok. */
let sendAnswer: number | 'ok' = 'ok';
const sent: { method: string; body: Record<string, unknown> }[] = [];
let server: TestServer;
let clock = Date.now();
const tokens = { admin: '', agent: '' };
let channel: Channel;

function startTelegram(): Promise<number> {
  telegram = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const [, bot, method] = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '') ?? [];
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (bot !== TOKEN) return reply(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      sent.push({ method: method ?? '', body: JSON.parse(text || '{}') });
      if (method === 'getMe') return reply(200, { ok: true, result: { id: 123456789, is_bot: true } });
      if (sendAnswer !== 'ok')
        return reply(sendAnswer, { ok: false, error_code: sendAnswer, description: 'No' });
      return reply(200, { ok: true, result: { message_id: sent.length } });
    });
  });
  return new Promise((resolve) =>
    telegram.listen(0, '127.0.0.1', () => resolve((telegram.address() as AddressInfo).port)),
  );
}

const update = (id: number, chat: number, text: string) => ({
  update_id: id,
  message: { message_id: id, chat: { id: chat }, from: { first_name: 'Tel', last_name: 'Contact' }, text },
});

function inbound(body: unknown, secret: string | null = SECRET) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret) headers[TELEGRAM_SECRET_HEADER] = secret;
  return fetch(`${server.url}/api/channels/inbound/${channel.uuid}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
}

before(async () => {
  const port = await startTelegram();
  server = await startTestServer({
    roomTimerTickMs: 0,
    channelOutboxTickMs: 0,
    telegramApiUrl: `http://127.0.0.1:${port}`,
    clock: () => clock,
  });
  Object.assign(tokens, await signInDemo(server, 'admin', 'agent'));
  const created = await api(server.url, '/api/core/channels/', {
    token: tokens.admin,
    body: {
      kind: 'telegram',
      name: 'Bot Telegram',
      skill: 1,
      secrets: { token: TOKEN, inbound_secret: SECRET },
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  channel = created.body as unknown as Channel;
});
after(async () => {
  await server.stop();
  await new Promise((resolve) => telegram.close(resolve));
});

describe('a Telegram channel on the Bot API', () => {
  test('its token is checked on save and the real adapter carries it', () => {
    assert.equal(channel.provider, 'telegram');
    assert.equal(channel.status, 'active');
    assert.deepEqual(channel.secrets, { inbound_secret: 'set', token: 'set' });
    assert.ok(sent.some((call) => call.method === 'getMe'));
  });

  test('an update with the webhook secret opens a TEL room; without it nothing is stored', async () => {
    const agent = await agentSocket(server, tokens.agent);
    assert.equal((await inbound(update(1, 4242, 'Salut'), null)).status, 401);
    assert.equal((await inbound(update(1, 4242, 'Salut'), 'wrong-secret-of-some-length')).status, 401);
    const response = await inbound(update(1, 4242, 'Salut'));
    assert.deepEqual(await response.json(), { stored: 1, duplicates: 0 });
    const opened = await agent.next((f) => roomUpdate((f.data as Room).uuid, 'waiting')(f));
    assert.match(roomLabel(opened.data as Room), /^TEL\d+$/);
    assert.equal((opened.data as Room).infos.name, 'Tel Contact');
    await agent.close();
  });

  test('a reply goes to sendMessage once; a failing API is retried with backoff', async () => {
    await inbound(update(2, 5151, 'Une question'));
    const [room] = await channelRoomsOf(server, '5151');
    assert.ok(room);
    const agent = await agentSocket(server, tokens.agent);
    await agent.call('take_room', { room: room.uuid });
    sendAnswer = 502;
    const reply = await agent.call<{ event: string }>('send_message', {
      room: room.uuid,
      rich_content: txt('Bonjour depuis Omnicanal'),
      client_id: clientId(),
    });
    await server.context.channelOutbox.tick();
    const retry = await agent.next(
      (f) => f.kind === 'delivery' && (f.data as DeliveryChange).message === reply.event,
    );
    assert.deepEqual(retry.data, {
      room: room.uuid,
      message: reply.event,
      status: 'queued',
      error_code: 'telegram_502',
    });
    // Not before its backoff.
    sendAnswer = 'ok';
    assert.equal(await server.context.channelOutbox.tick(), 0);
    clock += 6_000;
    assert.equal(await server.context.channelOutbox.tick(), 1);
    await agent.next(deliveryOf(reply.event, 'sent'));
    const calls = sent.filter((c) => c.method === 'sendMessage' && c.body.chat_id === '5151');
    assert.equal(calls.length, 2);
    assert.equal(calls[1]?.body.text, 'Bonjour depuis Omnicanal');
    await agent.close();
  });

  test('a refused token marks the channel auth error and the agent sees the provider’s code', async () => {
    await inbound(update(3, 6161, 'Encore moi'));
    const [room] = await channelRoomsOf(server, '6161');
    assert.ok(room);
    const agent = await agentSocket(server, tokens.agent);
    await agent.call('take_room', { room: room.uuid });
    sendAnswer = 401;
    const reply = await agent.call<{ event: string }>('send_message', {
      room: room.uuid,
      rich_content: txt('Réponse'),
      client_id: clientId(),
    });
    await server.context.channelOutbox.tick();
    const frame = await agent.next(
      (f) => f.kind === 'delivery' && (f.data as DeliveryChange).message === reply.event,
    );
    assert.equal((frame.data as DeliveryChange).error_code, 'telegram_401');
    const list = await api(server.url, '/api/core/channels/', { token: tokens.admin });
    const listed = (list.body as unknown as ChannelList).channels.find((c) => c.id === channel.id);
    assert.equal(listed?.status, 'auth_error');
    assert.equal(listed?.status_detail, 'telegram_401');
    // The message waits; once the API takes it again the channel is active again.
    sendAnswer = 'ok';
    clock += 6_000;
    await server.context.channelOutbox.tick();
    await agent.next(deliveryOf(reply.event, 'sent'));
    const after = await api(server.url, '/api/core/channels/', { token: tokens.admin });
    assert.equal(
      (after.body as unknown as ChannelList).channels.find((c) => c.id === channel.id)?.status,
      'active',
    );
    await agent.close();
  });
});
