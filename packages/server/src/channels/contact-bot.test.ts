import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Channel, RichContent, Room } from '@omnicanal/api';
import { roomLabel } from '@omnicanal/core';
import { fromWire, toWire } from '@omnicanal/core/bot';
import { demoBot } from '../bot/demo-bot.ts';
import { storeBot } from '../bot/repo.ts';
import { api, clientId, signInDemo, startTestServer, type TestServer, txt } from '../test/helpers.ts';
import { agentSocket, channelRoomsOf, listUuids } from '../test/rooms.ts';
import { SIGNATURE_HEADER, signBody } from './providers/signature.ts';

/*
 * Bots on channels: the demo Support bot, given a WhatsApp tree, answers a contact who writes on a
 * WhatsApp channel of Support, offers its buttons as a numbered list, takes "2" or a title as the
 * pick, and hands off to a WA room with the transcript; every line leaves through the outbox.
 */

let server: TestServer;
let channel: Channel;
let agentToken = '';
const SECRET = 'whatsapp-bot-secret-2026';

/** Posts a contact's message to the channel's inbound endpoint, signed. */
async function says(from: string, id: string, text: string) {
  const body = JSON.stringify({ messages: [{ id, from, name: 'Jo Client', text }] });
  const response = await fetch(`${server.url}/api/channels/inbound/${channel.uuid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(SECRET, body) },
    body,
  });
  assert.equal(response.status, 200);
  return (await response.json()) as { stored: number; duplicates: number };
}

/** What went out to a contact, in order, once the outbox has sent it. */
async function sentTo(address: string): Promise<string[]> {
  await server.context.channelOutbox.tick();
  const rows = await server.context.db
    .selectFrom('channel_messages')
    .leftJoin('bot_steps', 'bot_steps.event', 'channel_messages.message_uuid')
    .leftJoin('messages', 'messages.uuid', 'channel_messages.message_uuid')
    .select(['channel_messages.status', 'bot_steps.content', 'messages.rich_content'])
    .where('channel_messages.direction', '=', 'out')
    .where('channel_messages.address', '=', address)
    .orderBy('channel_messages.id')
    .execute();
  for (const row of rows) assert.notEqual(row.status, 'queued', 'every line left at the tick');
  return rows.map((row) => {
    const content = (row.rich_content ?? row.content) as RichContent;
    return content.type === 'txt' ? content.text : content.type;
  });
}

const roomsOf = (address: string) => channelRoomsOf(server, address);

const GREETING = 'Bonjour ! Que souhaitez-vous faire ?';
const CHOICES = '1. Parler à un conseiller\n2. Suivre ma commande';
const HANDOFF = 'Je vous mets en relation avec un conseiller.';
const WAITING = 'Un conseiller va vous répondre.';
const TAKEOVER = 'Camille prend la suite de votre conversation.';

before(async () => {
  server = await startTestServer({ bots: true, roomTimerTickMs: 0, channelOutboxTickMs: 0 });
  const tokens = await signInDemo(server, 'admin', 'agent');
  agentToken = tokens.agent;
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
  // The demo bot answers on WhatsApp with the same trees as on the web chat.
  const rule = await server.context.db.selectFrom('chronos_rules').select('id').executeTakeFirstOrThrow();
  const bot = fromWire(demoBot(rule.id));
  const web = bot.channels.web;
  assert.ok(web);
  await storeBot(server.context.db, 1, 1, toWire({ ...bot, channels: { ...bot.channels, whatsapp: web } }));
  await server.context.db
    .updateTable('skills')
    .set({ messages: JSON.stringify({ waiting: WAITING, takeover: TAKEOVER }) })
    .where('id', '=', 1)
    .execute();
});
after(() => server.stop());

describe('the skill’s bot on a WhatsApp channel', () => {
  test('greets the contact with its choices as a numbered list; agents see no room while it answers', async () => {
    const agent = await agentSocket(server, agentToken);
    await says('+33611111111', 'wamid.b1', 'Bonjour');
    assert.deepEqual(await sentTo('+33611111111'), [GREETING, CHOICES]);
    assert.deepEqual(await roomsOf('+33611111111'), []);
    assert.equal((await listUuids(agent, 'waiting')).length, 0);
    // A reply that names no choice gets the list again, and nothing reaches the agents.
    await says('+33611111111', 'wamid.b2', 'Peut-être');
    assert.deepEqual((await sentTo('+33611111111')).slice(2), [CHOICES]);
    assert.deepEqual(await roomsOf('+33611111111'), []);
    await agent.close();
  });

  test('"1" picks the first choice: the bot hands off to a WA room holding the transcript', async () => {
    const agent = await agentSocket(server, agentToken);
    await says('+33622222222', 'wamid.c1', 'Bonjour');
    const replay = await says('+33622222222', 'wamid.c1', 'Bonjour');
    assert.deepEqual(replay, { stored: 0, duplicates: 1 });
    await says('+33622222222', 'wamid.c2', '1');
    const [room] = await roomsOf('+33622222222');
    assert.ok(room);
    assert.equal(room.status, 'waiting');
    const update = await agent.next((f) => f.kind === 'room_update' && (f.data as Room).uuid === room.uuid);
    const shown = update.data as Room;
    assert.match(roomLabel(shown), /^WA\d+$/);
    assert.equal(shown.infos.bot?.reason, 'console');
    const messages = await server.context.db
      .selectFrom('messages')
      .select(['kind', 'rich_content'])
      .where('room_uuid', '=', room.uuid)
      .orderBy('seq')
      .execute();
    assert.deepEqual(
      messages.map((m) => [m.kind, (m.rich_content as { text?: string }).text]),
      [
        ['visitor', 'Bonjour'],
        ['bot', GREETING],
        ['bot', CHOICES],
        ['visitor', '1'],
        ['bot', HANDOFF],
        ['bot', WAITING],
      ],
    );
    // The skill's waiting message follows the bot's last line to the contact.
    assert.deepEqual(await sentTo('+33622222222'), [GREETING, CHOICES, HANDOFF, WAITING]);
    // From now on the room answers: the contact's next line reaches the agents, the bot is silent.
    await says('+33622222222', 'wamid.c3', 'Merci');
    assert.equal((await roomsOf('+33622222222')).length, 1);
    assert.equal((await sentTo('+33622222222')).length, 4);
    await agent.call('take_room', { room: room.uuid });
    await agent.call('send_message', {
      room: room.uuid,
      rich_content: txt('Bonjour, je suis là'),
      client_id: clientId(),
    });
    assert.deepEqual((await sentTo('+33622222222')).slice(4), [TAKEOVER, 'Bonjour, je suis là']);
    await agent.close();
  });

  test('a title picks too: "suivre ma commande" leads to the order question', async () => {
    await says('+33633333333', 'wamid.d1', 'Salut');
    await says('+33633333333', 'wamid.d2', 'suivre ma commande');
    assert.deepEqual(await sentTo('+33633333333'), [
      GREETING,
      CHOICES,
      'Quel est votre numéro de commande ?',
    ]);
    assert.deepEqual(await roomsOf('+33633333333'), []);
  });
});
