import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { GuestSession, type Message, type Room } from '@omnicanal/api';
import { type BranchDeciders, notConfigured, startWalk, toWire } from '@omnicanal/core/bot';
import { makeBot } from '@omnicanal/core/testing';
import * as v from 'valibot';
import { createRule, createWeek } from '../../chronos/repo.ts';
import {
  api,
  clientId,
  login,
  startTestServer,
  type TestServer,
  TestSocket,
  txt,
} from '../../test/helpers.ts';
import { agentSocket, listUuids } from '../../test/rooms.ts';
import { storeBot } from '../repo.ts';
import { advance } from './turn.ts';

let server: TestServer;
let agent: TestSocket;
before(async () => {
  server = await startTestServer({ bots: true });
  agent = await agentSocket(server, await login(server.url, 'agent@demo.test'));
});
after(async () => {
  await agent.close();
  await server.stop();
});

/** A visitor opening a conversation on `skill`, with its socket. */
async function visit(skill = 1, name = 'Inès') {
  const { status, body } = await api(server.url, '/api/guests/sessions', { body: { skill, name } });
  assert.equal(status, 201, JSON.stringify(body));
  const session = v.parse(GuestSession, body);
  const socket = await TestSocket.open(server.wsUrl('/api/guests/ws', session.token));
  await socket.call('resume', { since: session.last_seq });
  return { session, socket, uuid: session.room.uuid };
}

const texts = (messages: readonly Message[]) =>
  messages.map((m) => (m.rich_content.type === 'txt' ? m.rich_content.text : m.rich_content.type));

const GREETING = 'Bonjour ! Que souhaitez-vous faire ?';
const HANDOFF = 'Je vous mets en relation avec un conseiller.';

describe('bot runtime on the demo Support skill', () => {
  test('the visitor gets the greeting and the buttons; agents see no room while the bot owns it', async () => {
    const { session, socket, uuid } = await visit();
    assert.deepEqual(texts(session.messages), [GREETING]);
    assert.equal(session.messages[0]?.kind, 'bot');
    assert.deepEqual(session.bot?.prompt, {
      kind: 'buttons',
      choices: [
        { id: 'choix-conseiller', title: 'Parler à un conseiller' },
        { id: 'choix-commande', title: 'Suivre ma commande' },
      ],
    });
    assert.ok(!(await listUuids(agent, 'waiting')).includes(uuid));
    // A reload gives the same conversation back.
    const current = await api(server.url, '/api/guests/sessions/current', { token: session.token });
    assert.equal(current.status, 200);
    assert.deepEqual(texts(v.parse(GuestSession, current.body).messages), [GREETING]);
    await socket.close();
  });

  test('a pick reaches the hand-off: the room waits with the transcript, the path and the variables', async () => {
    const { socket, uuid } = await visit();
    const id = clientId();
    const picked = await socket.call<Message>('pick_choice', { choice: 'choix-conseiller', client_id: id });
    assert.equal(picked.kind, 'visitor');
    assert.deepEqual(picked.rich_content, txt('Parler à un conseiller'));
    const prompt = socket.events('bot_prompt').at(-1);
    assert.equal(prompt?.data, null);
    const update = await agent.next((f) => f.kind === 'room_update' && (f.data as Room).uuid === uuid);
    const room = update.data as Room;
    assert.equal(room.status, 'waiting');
    assert.equal(room.infos.bot?.reason, 'console');
    assert.deepEqual(
      room.infos.bot?.path.map((p) => p.node),
      ['accueil-debut', 'accueil-bouton', 'choix-conseiller', 'conseiller'],
    );
    assert.deepEqual(
      room.infos.bot?.path.map((p) => p.label),
      ['Accueil', GREETING, 'Parler à un conseiller', HANDOFF],
    );
    assert.ok((await listUuids(agent, 'waiting')).includes(uuid));
    const page = await agent.call<{ messages: Message[] }>('get_messages', { room: uuid });
    assert.deepEqual(texts(page.messages), [GREETING, 'Parler à un conseiller', HANDOFF]);
    assert.deepEqual(
      page.messages.map((m) => m.kind),
      ['bot', 'visitor', 'bot'],
    );
    assert.equal(page.messages[1]?.client_id, id);
    // The visitor's socket hears the room too, and the same lines under the ids it already has.
    await socket.next((f) => f.kind === 'room_update' && (f.data as { status: string }).status === 'waiting');
    await socket.close();
  });

  test('typed text is an answer too: the number of a choice, then the input checks words', async () => {
    const { socket } = await visit();
    await socket.call('send_message', { rich_content: txt('2'), client_id: clientId() });
    await socket.settle();
    const lines = socket.events('message').map((f) => f.data as Message);
    assert.deepEqual(texts(lines), ['2', 'Quel est votre numéro de commande ?']);
    assert.deepEqual(socket.events('bot_prompt').at(-1)?.data, { kind: 'text', choices: [] });
    // Input of any size or content is text: a long line matching nothing gets the input error.
    socket.frames.length = 0;
    const long = `<script>${'x'.repeat(1500)}</script>`;
    await socket.call('send_message', { rich_content: txt(long), client_id: clientId() });
    await socket.settle();
    assert.deepEqual(
      texts(socket.events('message').map((f) => f.data as Message)).at(-1),
      "Je n'ai pas compris.",
    );
    await socket.close();
  });

  test('a retried pick (same client id) answers the stored line and moves the bot once', async () => {
    const { socket, uuid } = await visit();
    const id = clientId();
    const first = await socket.call<Message>('pick_choice', { choice: 'choix-commande', client_id: id });
    socket.frames.length = 0;
    const again = await socket.call<Message>('pick_choice', { choice: 'choix-commande', client_id: id });
    assert.equal(again.event, first.event);
    // The bot's answer to it comes again, under the same ids, for a widget that lost it.
    const lines = socket.events('message').map((f) => f.data as Message);
    assert.deepEqual(texts(lines), ['Suivre ma commande', 'Quel est votre numéro de commande ?']);
    const answers = await server.context.db
      .selectFrom('bot_steps')
      .select('answer')
      .where('session', '=', uuid)
      .where('author', '=', 'visitor')
      .execute();
    assert.deepEqual(answers, [{ answer: 'choix-commande' }]);
    await socket.close();
  });

  test('a forged pick is refused: a node the bot does not wait on, or any pick after the hand-off', async () => {
    const { socket, uuid } = await visit();
    const forged = await socket.request('pick_choice', { choice: 'conseiller', client_id: clientId() });
    assert.equal(forged.type, 'error');
    assert.equal(forged.code, 'invalid_payload');
    assert.ok(!(await listUuids(agent, 'waiting')).includes(uuid));
    await socket.call('pick_choice', { choice: 'choix-conseiller', client_id: clientId() });
    const late = await socket.request('pick_choice', { choice: 'choix-commande', client_id: clientId() });
    assert.equal(late.type, 'error');
    await socket.close();
  });

  test('once an agent takes over, the bot never speaks again', async () => {
    const { socket, uuid } = await visit();
    await socket.call('pick_choice', { choice: 'choix-conseiller', client_id: clientId() });
    const taken = await agent.call<Room>('take_room', { room: uuid });
    assert.equal(taken.status, 'running');
    socket.frames.length = 0;
    const sent = await socket.call<Message>('send_message', {
      rich_content: txt('2'),
      client_id: clientId(),
    });
    assert.equal(sent.kind, 'visitor');
    await socket.settle();
    assert.equal(socket.events('bot_prompt').length, 0);
    const page = await agent.call<{ messages: Message[] }>('get_messages', { room: uuid });
    assert.equal(page.messages.at(-1)?.kind, 'visitor');
    assert.ok(!page.messages.slice(-1).some((m) => m.kind === 'bot'));
    const steps = await server.context.db
      .selectFrom('bot_steps')
      .select('action')
      .where('session', '=', uuid)
      .execute();
    assert.ok(!steps.some((s) => s.action === 'input'));
    await socket.close();
  });

  test('every step is stored with its bot, tree, node, action, time and answer', async () => {
    const { socket, uuid } = await visit();
    await socket.call('pick_choice', { choice: 'choix-conseiller', client_id: clientId() });
    const steps = await server.context.db
      .selectFrom('bot_steps')
      .select(['bot', 'tree', 'node', 'action', 'answer', 'at'])
      .where('session', '=', uuid)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      steps.map((s) => [s.bot, s.tree, s.node, s.action, s.answer]),
      [
        ['main', 'accueil', 'accueil-debut', 'entrypoint', null],
        ['main', 'accueil', 'accueil-bouton', 'button', null],
        ['main', 'accueil', 'accueil-bouton', 'button', 'choix-conseiller'],
        ['main', 'accueil', 'choix-conseiller', 'choice', null],
        ['main', 'accueil', 'conseiller', 'console', null],
        ['main', 'accueil', 'conseiller', 'handoff:console', null],
        ['main', 'accueil', 'conseiller', 'end:done', null],
      ],
    );
    assert.ok(steps.every((s) => s.at instanceof Date));
    await socket.close();
  });
});

describe('bot runtime: bad input', () => {
  test('a broken jump says the fallback and hands off', async () => {
    const db = server.context.db;
    const sales = await db
      .selectFrom('skills')
      .select(['id', 'company_id'])
      .where('name', '=', 'Sales')
      .executeTakeFirstOrThrow();
    const bot = makeBot(
      [
        ['root', 'entrypoint', null],
        ['hello', 'image', 'root', { txt: 'Bienvenue aux ventes' }],
        ['jump', 'totree', 'hello', { data: { tree: 'supprime' } }],
      ],
      { identifier: 'main' },
    );
    await storeBot(db, sales.company_id, sales.id, toWire(bot));
    const agent2 = await agentSocket(server, await login(server.url, 'agent2@demo.test'));
    const { session, uuid } = await visit(sales.id);
    assert.ok(!session.bot);
    assert.deepEqual(texts(session.messages), [
      'Bienvenue aux ventes',
      'Je ne peux pas aller plus loin : un conseiller va prendre le relais.',
    ]);
    assert.ok((await listUuids(agent2, 'waiting')).includes(uuid));
    const room = await agent2.call<Room>('get_room', { uuid });
    assert.equal(room.infos.bot?.reason, 'jump-missing');
    await agent2.close();
    await db.deleteFrom('bots').where('skill_id', '=', sales.id).execute();
  });

  test('an unknown calendar says the fallback and hands off', async () => {
    const db = server.context.db;
    const sales = await db
      .selectFrom('skills')
      .select(['id', 'company_id'])
      .where('name', '=', 'Sales')
      .executeTakeFirstOrThrow();
    const bot = makeBot(
      [
        ['root', 'entrypoint', null],
        ['chr', 'chronos', 'root', { data: { rule: 424242 } }],
        ['open', 'chronos_output', 'chr'],
        ['open-msg', 'image', 'open', { txt: 'Ouvert' }],
      ],
      { identifier: 'main' },
    );
    await storeBot(db, sales.company_id, sales.id, toWire(bot));
    const { session, uuid } = await visit(sales.id, 'Léa');
    assert.ok(!session.bot);
    assert.equal(
      texts(session.messages).at(-1),
      'Je ne peux pas aller plus loin : un conseiller va prendre le relais.',
    );
    const status = await db
      .selectFrom('rooms')
      .select('status')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    assert.equal(status.status, 'waiting');
    await db.deleteFrom('bots').where('skill_id', '=', sales.id).execute();
  });

  test("a chronos node follows the company's calendar: open 24/7 takes the first branch, always closed the second", async () => {
    const db = server.context.db;
    const sales = await db
      .selectFrom('skills')
      .select(['id', 'company_id'])
      .where('name', '=', 'Sales')
      .executeTakeFirstOrThrow();
    const always = await createRule(db, sales.company_id, `Toujours ${randomUUID()}`, { open_24_7: true });
    const never = await createRule(db, sales.company_id, `Jamais ${randomUUID()}`, {
      week_id: await createWeek(db, sales.company_id).then((week) => week.id),
    });
    for (const [rule, expected] of [
      [always, 'Ouvert'],
      [never, 'Fermé'],
    ] as const) {
      const bot = makeBot(
        [
          ['root', 'entrypoint', null],
          ['chr', 'chronos', 'root', { data: { rule } }],
          ['open', 'chronos_output', 'chr'],
          ['open-msg', 'image', 'open', { txt: 'Ouvert' }],
          ['closed', 'chronos_output', 'chr'],
          ['closed-msg', 'image', 'closed', { txt: 'Fermé' }],
        ],
        { identifier: 'main' },
      );
      await storeBot(db, sales.company_id, sales.id, toWire(bot));
      const { session } = await visit(sales.id, 'Léa');
      assert.ok(
        texts(session.messages).includes(expected),
        `${expected}: ${texts(session.messages).join(' | ')}`,
      );
    }
    await db.deleteFrom('bots').where('skill_id', '=', sales.id).execute();
  });

  test('a decider that fails (a calendar that cannot be read) says the fallback and hands off', async () => {
    const ctx = server.context;
    const sales = await ctx.db
      .selectFrom('skills')
      .select(['id', 'company_id'])
      .where('name', '=', 'Sales')
      .executeTakeFirstOrThrow();
    const guest = await ctx.db.selectFrom('guests').select('id').limit(1).executeTakeFirstOrThrow();
    const bot = makeBot([
      ['root', 'entrypoint', null],
      ['chr', 'chronos', 'root', { data: { rule: 7 } }],
      ['open', 'chronos_output', 'chr'],
    ]);
    const uuid = randomUUID();
    const failing = (): BranchDeciders => ({
      calendarOpen: () => {
        throw new Error('calendar unreadable');
      },
      random: () => 0,
      optIn: () => null,
      provider: notConfigured,
    });
    const result = await ctx.rooms.commit(async (trx, emit) => {
      const session = await trx
        .insertInto('bot_sessions')
        .values({
          uuid,
          company_id: sales.company_id,
          skill_id: sales.id,
          guest_id: guest.id,
          bot_id: 'main',
          channel: 'web',
          guest_token_hash: `test-${uuid}`,
          session_group_integer_id: 999,
          infos: JSON.stringify({ name: 'Léo', language: 'en' }),
          owner: 'bot',
          state: JSON.stringify({ waiting: null, visited: 0, path: [], variables: {} }),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return advance(ctx, trx, emit, session, bot, () => startWalk(bot, 'web', 't1'), [], failing);
    });
    assert.ok(result.handedOff);
    assert.equal(texts(result.lines).at(-1), 'I cannot go any further: an agent will take over.');
    const room = await ctx.db
      .selectFrom('rooms')
      .select(['status', 'infos'])
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    assert.equal(room.status, 'waiting');
    assert.equal((room.infos.bot as { reason: string }).reason, 'crash');
    const fault = await ctx.db
      .selectFrom('bot_steps')
      .select('answer')
      .where('session', '=', uuid)
      .where('action', '=', 'fallback')
      .executeTakeFirstOrThrow();
    assert.equal(fault.answer, 'crash: calendar unreadable');
  });
});

describe('bot runtime: through an entry point', () => {
  test("an entry point's web tree starts the bot; its own skill answers; a refused address opens nothing", async () => {
    const db = server.context.db;
    const sales = await db
      .selectFrom('skills')
      .select(['id', 'company_id'])
      .where('name', '=', 'Sales')
      .executeTakeFirstOrThrow();
    const bot = makeBot(
      [
        ['root', 'entrypoint', null],
        ['hello', 'image', 'root', { txt: 'Arbre initial' }],
        ['root2', 'entrypoint', null],
        ['shop', 'image', 'root2', { txt: 'Arbre de la boutique' }],
        ['shop-q', 'input', 'shop', { txt: 'Votre commande ?' }],
      ],
      { identifier: 'main' },
    );
    await storeBot(db, sales.company_id, sales.id, toWire(bot));
    const entry = (channel: string, tree: string, denied: string[] = []) =>
      db
        .insertInto('integrations')
        .values({
          company_id: sales.company_id,
          skill_id: sales.id,
          name: `Boutique ${randomUUID()}`,
          type: 'widget',
          channels: JSON.stringify([channel]),
          trees: JSON.stringify([{ channel, calendar_id: null, tree_identifier: tree }]),
          ip_allowlist: JSON.stringify([]),
          ip_denylist: JSON.stringify(denied),
          navbar: JSON.stringify([]),
          menu_buttons: JSON.stringify([]),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const open = (body: Record<string, unknown>) =>
      api(server.url, '/api/guests/sessions', { body: { name: 'Inès', ...body } });

    const shop = await entry('web', 't2');
    const through = await open({ skill: sales.id, entry_point: shop.id });
    assert.equal(through.status, 201, JSON.stringify(through.body));
    assert.deepEqual(texts(v.parse(GuestSession, through.body).messages), [
      'Arbre de la boutique',
      'Votre commande ?',
    ]);
    // Without the entry point, the init tree; an entry point of another channel opens the init tree too.
    const plain = await open({ skill: sales.id });
    assert.deepEqual(texts(v.parse(GuestSession, plain.body).messages).slice(0, 1), ['Arbre initial']);
    const other = await entry('whatsapp', 't2');
    const viaOther = await open({ skill: sales.id, entry_point: other.id });
    assert.deepEqual(texts(v.parse(GuestSession, viaOther.body).messages).slice(0, 1), ['Arbre initial']);

    // The entry point speaks for its own skill, whatever skill the request names.
    const viaSupport = await open({ skill: 1, entry_point: shop.id });
    assert.equal(v.parse(GuestSession, viaSupport.body).skill.id, sales.id);
    // It filters addresses as its widget does.
    const refused = await entry('web', 't2', ['0.0.0.0/0', '::/0']);
    const blocked = await open({ skill: sales.id, entry_point: refused.id });
    assert.equal(blocked.status, 403);
    assert.equal((blocked.body as { error: string }).error, 'ip_refused');
    assert.equal(
      (await open({ skill: sales.id, entry_point: 2 ** 31 })).status,
      400,
      'an id out of range is bad input',
    );
    await db.deleteFrom('integrations').where('name', 'like', 'Boutique %').execute();
    await db.deleteFrom('bots').where('skill_id', '=', sales.id).execute();
  });
});
