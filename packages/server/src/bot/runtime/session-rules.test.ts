import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { GuestSession, type Message, type Room } from '@omnicanal/api';
import { toWire } from '@omnicanal/core/bot';
import { makeBot } from '@omnicanal/core/testing';
import * as v from 'valibot';
import { createEntryPoint } from '../../core/integrations/repo.ts';
import { demoEntryPoint } from '../../core/integrations/seed.ts';
import {
  api,
  clientId,
  login,
  startTestServer,
  type TestServer,
  TestSocket,
  txt,
} from '../../test/helpers.ts';
import { agentSocket } from '../../test/rooms.ts';
import { storeBot } from '../repo.ts';
import { expireBotSessions } from './expiry.ts';
import { BOT_IDLE_DEFAULT_MS } from './expiry-delay.ts';

/*
 * What a visitor meets around the bot: the skill's waiting and takeover messages, one owner at a
 * time, input of any size or content, and bot conversations left unanswered ending on their own.
 * The Sales skill (2) gets a small bot of its own; the server's clock is moved by hand.
 */

const HOUR = 3_600_000;
const SALES = 2;
const WAITING = 'Un conseiller va vous répondre.';
const TAKEOVER = 'Bonjour, je prends le relais.';

let shift = 0;
let server: TestServer;
before(async () => {
  server = await startTestServer({ bots: true, roomTimerTickMs: 0, clock: () => Date.now() + shift });
});
after(() => server.stop());
beforeEach(async () => {
  shift = 0;
  await server.context.db.deleteFrom('bots').where('skill_id', '=', SALES).execute();
  await setMessages({ waiting: WAITING, takeover: TAKEOVER });
});

const setMessages = (messages: Record<string, string>) =>
  server.context.db
    .updateTable('skills')
    .set({ messages: JSON.stringify(messages) })
    .where('id', '=', SALES)
    .execute();

/** A bot on Sales that asks to pick one button, which hands off. */
async function salesBot() {
  const bot = makeBot(
    [
      ['root', 'entrypoint', null],
      ['ask', 'button', 'root', { txt: 'Que voulez-vous ?' }],
      ['agent', 'choice', 'ask', { title: 'Un conseiller', data: { title: 'Un conseiller' } }],
      ['hand', 'console', 'agent', { txt: 'Je vous transfère.' }],
    ],
    { identifier: 'main' },
  );
  await storeBot(server.context.db, 1, SALES, toWire(bot));
}

async function visit(body: Record<string, unknown> = {}) {
  const opened = await api(server.url, '/api/guests/sessions', {
    body: { skill: SALES, name: 'Inès', ...body },
  });
  assert.equal(opened.status, 201, JSON.stringify(opened.body));
  const session = v.parse(GuestSession, opened.body);
  const socket = await TestSocket.open(server.wsUrl('/api/guests/ws', session.token));
  await socket.call('resume', { since: session.last_seq });
  return { session, socket, uuid: session.room.uuid };
}

const texts = (messages: readonly Message[]) =>
  messages.map(
    (m) => `${m.kind}:${m.rich_content.type === 'txt' ? m.rich_content.text : m.rich_content.type}`,
  );

describe("the skill's waiting and takeover messages", () => {
  test('a conversation straight to the queue gets the waiting message; a take, the takeover message', async () => {
    const { session, socket, uuid } = await visit();
    assert.deepEqual(texts(session.messages), [`bot:${WAITING}`]);
    const agent = await agentSocket(server, await login(server.url, 'agent2@demo.test'));
    await agent.call('take_room', { room: uuid });
    const takeover = await socket.next(
      (f) => f.kind === 'message' && (f.data as Message).rich_content.type === 'txt' && f.seq !== null,
    );
    assert.ok(takeover);
    await socket.until(() =>
      socket.events('message').some((f) => texts([f.data as Message])[0] === `bot:${TAKEOVER}`),
    );
    const page = await agent.call<{ messages: Message[] }>('get_messages', { room: uuid });
    assert.deepEqual(texts(page.messages), [`bot:${WAITING}`, 'event:session_taken', `bot:${TAKEOVER}`]);
    await agent.close();
    await socket.close();
  });

  test('after a bot hand-off the waiting message follows the transcript; the bot never speaks once an agent took over', async () => {
    await salesBot();
    const { socket, uuid } = await visit();
    await socket.call('pick_choice', { choice: 'agent', client_id: clientId() });
    const agent = await agentSocket(server, await login(server.url, 'agent2@demo.test'));
    const before = await agent.call<{ messages: Message[] }>('get_messages', { room: uuid });
    assert.deepEqual(texts(before.messages), [
      'bot:Que voulez-vous ?',
      'visitor:Un conseiller',
      'bot:Je vous transfère.',
      `bot:${WAITING}`,
    ]);
    const taken = await agent.call<Room>('take_room', { room: uuid });
    assert.equal(taken.status, 'running');
    socket.frames.length = 0;
    await socket.call('send_message', { rich_content: txt('Un conseiller'), client_id: clientId() });
    await socket.settle();
    assert.equal(socket.events('bot_prompt').length, 0);
    const page = await agent.call<{ messages: Message[] }>('get_messages', { room: uuid });
    assert.deepEqual(texts(page.messages).slice(4), [
      'event:session_taken',
      `bot:${TAKEOVER}`,
      'visitor:Un conseiller',
    ]);
    await agent.close();
    await socket.close();
  });

  test('empty messages post nothing', async () => {
    await setMessages({ waiting: '  ', takeover: '' });
    const { session, socket, uuid } = await visit();
    assert.deepEqual(session.messages, []);
    const agent = await agentSocket(server, await login(server.url, 'agent2@demo.test'));
    await agent.call('take_room', { room: uuid });
    const page = await agent.call<{ messages: Message[] }>('get_messages', { room: uuid });
    assert.deepEqual(texts(page.messages), ['event:session_taken']);
    await agent.close();
    await socket.close();
  });
});

describe('visitor input of any size or content is text', () => {
  test('an HTML line is a text line; a 10,000-character one is refused and the bot still answers', async () => {
    await salesBot();
    const { socket } = await visit();
    const html = '<img src=x onerror="alert(1)"><b>Un conseiller</b>';
    const sent = await socket.call<Message>('send_message', {
      rich_content: txt(html),
      client_id: clientId(),
    });
    assert.deepEqual(sent.rich_content, txt(html));
    const huge = await socket.request('send_message', {
      rich_content: txt('x'.repeat(10_000)),
      client_id: clientId(),
    });
    assert.equal(huge.type, 'error');
    assert.equal(huge.code, 'message_too_long');
    // The bot waits on its buttons as before, and a pick still reaches the hand-off.
    const picked = await socket.call<Message>('pick_choice', { choice: 'agent', client_id: clientId() });
    assert.equal(picked.kind, 'visitor');
    await socket.close();
  });
});

describe('unfinished bot conversations expire', () => {
  const expiresAt = async (uuid: string) =>
    (
      await server.context.db
        .selectFrom('bot_sessions')
        .select(['expires_at', 'owner'])
        .where('uuid', '=', uuid)
        .executeTakeFirstOrThrow()
    ).expires_at;

  const ownerOf = async (uuid: string) =>
    (
      await server.context.db
        .selectFrom('bot_sessions')
        .select('owner')
        .where('uuid', '=', uuid)
        .executeTakeFirstOrThrow()
    ).owner;

  test('left waiting past the entry point TTL, the conversation is closed once, with its reason', async () => {
    await salesBot();
    const entry = await createEntryPoint(server.context.db, 1, {
      ...demoEntryPoint(SALES),
      name: `Ventes ${Math.random().toString(36).slice(2, 8)}`,
      session_ttl_hours: 1,
    });
    const { socket, uuid } = await visit({ entry_point: entry.id });
    const due = await expiresAt(uuid);
    assert.ok(due);
    assert.ok(Math.abs(due.getTime() - (Date.now() + HOUR)) < 60_000);
    assert.equal(await expireBotSessions(server.context), 0);
    shift = 2 * HOUR;
    assert.equal(await expireBotSessions(server.context), 1);
    // A second instance (or pass) finds nothing left to do.
    assert.equal(await expireBotSessions(server.context), 0);
    const room = await server.context.db
      .selectFrom('rooms')
      .select(['status', 'close_extras', 'infos'])
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    assert.equal(room.status, 'closed');
    assert.deepEqual(room.close_extras, { auto_closed: true, reason: 'bot_session_expired' });
    assert.equal((room.infos.bot as { reason: string }).reason, 'expired');
    await socket.next((f) => f.kind === 'room_update' && (f.data as { status: string }).status === 'closed');
    // The bot no longer answers it.
    const late = await socket.request('pick_choice', { choice: 'agent', client_id: clientId() });
    assert.equal(late.type, 'error');
    await socket.close();
  });

  test('without an entry point TTL the bot waits a day; an answer moves the deadline', async () => {
    await salesBot();
    const { socket, uuid } = await visit();
    const first = await expiresAt(uuid);
    assert.ok(first);
    assert.ok(Math.abs(first.getTime() - (Date.now() + BOT_IDLE_DEFAULT_MS)) < 60_000);
    shift = 23 * HOUR;
    await expireBotSessions(server.context);
    assert.equal(await ownerOf(uuid), 'bot');
    // A line the bot does not understand keeps it waiting, from now.
    await socket.call('send_message', { rich_content: txt('bonjour'), client_id: clientId() });
    const moved = await expiresAt(uuid);
    assert.ok(moved && moved.getTime() > first.getTime() + 22 * HOUR);
    shift = 25 * HOUR;
    await expireBotSessions(server.context);
    assert.equal(await ownerOf(uuid), 'bot');
    // Handed off, nothing is left to expire.
    await socket.call('pick_choice', { choice: 'agent', client_id: clientId() });
    assert.equal(await expiresAt(uuid), null);
    await socket.close();
  });
});
