import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Message, Room, RoomsPage, type UnreadChange } from '@omnicanal/api';
import { MESSAGE_MAX_LENGTH, UNKNOWN_COMMAND } from '@omnicanal/core';
import * as v from 'valibot';
import { createCompany, createSkill } from '../core/repo.ts';
import { openGuestSession } from '../guests/repo.ts';
import {
  api,
  clientId,
  type Frame,
  login,
  startTestServer,
  type TestServer,
  TestSocket,
  txt,
} from '../test/helpers.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

before(async () => {
  // The default liveness window: with the ping test's 250 ms, a loaded machine (a whole test run
  // beside other work) dropped the conversation tests' sockets between a ping and its answer.
  server = await startTestServer();
  for (const who of ['agent', 'agent2', 'admin']) tokens[who] = await login(server.url, `${who}@demo.test`);
});
after(() => server.stop());

/** An agent socket, resumed from `since`. */
async function agentSocket(who: string, since = 0): Promise<TestSocket> {
  const socket = await TestSocket.open(server.wsUrl('/api/agents/ws', tokens[who] as string));
  await socket.call('resume', { since });
  return socket;
}

async function openVisitor(skill = 1, name?: string) {
  const { status, body } = await api(server.url, '/api/guests/sessions', { body: { skill, name } });
  assert.equal(status, 201, JSON.stringify(body));
  const session = body as { token: string; room: { uuid: string }; last_seq: number };
  const socket = await TestSocket.open(server.wsUrl('/api/guests/ws', session.token));
  await socket.call('resume', { since: session.last_seq });
  return { ...session, uuid: session.room.uuid, socket };
}

const roomUpdate = (uuid: string, status?: string) => (f: Frame) =>
  f.type === 'event' &&
  f.kind === 'room_update' &&
  (f.data as Room).uuid === uuid &&
  (!status || (f.data as Room).status === status);
const messageEvent = (uuid: string, text?: string) => (f: Frame) =>
  f.type === 'event' &&
  f.kind === 'message' &&
  (f.data as Message).room === uuid &&
  (!text || ((f.data as Message).rich_content as { text?: string }).text === text);

describe('agents socket: the connection', () => {
  test('a missing or bad token gets not_authenticated, then a 4401 close', async () => {
    for (const token of ['', 'not-a-token']) {
      const socket = await TestSocket.open(server.wsUrl('/api/agents/ws', token));
      const frame = await socket.next((f) => f.type === 'error');
      assert.equal(frame.code, 'not_authenticated');
      assert.equal((await socket.closed).code, 4401);
    }
  });

  test('malformed JSON is an error frame and the connection stays open', async () => {
    const socket = await agentSocket('agent');
    socket.send('{"command": ');
    const error = await socket.next((f) => f.type === 'error');
    assert.equal(error.code, 'invalid_json');
    await socket.settle();
    await socket.close();
  });

  test('an unknown command answers exactly Unknown command; a bad payload invalid_payload', async () => {
    const socket = await agentSocket('agent');
    const unknown = await socket.request('dance', {});
    assert.deepEqual(
      { type: unknown.type, code: unknown.code, message: unknown.message, command: unknown.command },
      { type: 'error', code: 'unknown_command', message: UNKNOWN_COMMAND, command: 'dance' },
    );
    assert.equal(UNKNOWN_COMMAND, 'Unknown command');
    const bad = await socket.request('get_rooms_list', { status: 'everything' });
    assert.equal(bad.code, 'invalid_payload');
    await socket.close();
  });

  test('ping answers pong; the server pings and drops a client that never answers', async () => {
    // A server of its own pinging every 250 ms, so the silent client is dropped within the test.
    const quick = await startTestServer({ pingIntervalMs: 250 });
    try {
      const token = await login(quick.url, 'agent@demo.test');
      const socket = await TestSocket.open(quick.wsUrl('/api/agents/ws', token));
      await socket.call('resume', { since: 0 });
      socket.send({ command: 'ping' });
      assert.equal((await socket.next((f) => f.type === 'pong')).type, 'pong');
      const silent = await TestSocket.open(quick.wsUrl('/api/agents/ws', token), false);
      const closed = await silent.closed;
      assert.ok(silent.pings >= 1);
      assert.equal(closed.code, 1006);
      assert.ok(socket.pings >= 1, 'the answering client was pinged too');
      assert.equal(socket.ws.readyState, socket.ws.OPEN, 'and is still connected');
      await socket.close();
    } finally {
      await quick.stop();
    }
  });

  test("a page of another origin cannot open the console socket; the server's own pages can", async () => {
    const url = server.wsUrl('/api/agents/ws', tokens.agent as string);
    const foreign = await TestSocket.open(url, true, 'https://elsewhere.example');
    assert.equal((await foreign.next((f) => f.type === 'error')).code, 'permission_denied');
    assert.equal((await foreign.closed).code, 4403);
    const own = await TestSocket.open(url, true, new URL(server.url).origin);
    assert.deepEqual(Object.keys(await own.call('resume', { since: null })), ['last_seq']);
    await own.close();
  });

  test('signing out closes the sockets of that token', async () => {
    const token = await login(server.url, 'manager@demo.test');
    const socket = await TestSocket.open(server.wsUrl('/api/agents/ws', token));
    await socket.call('resume', { since: 0 });
    await api(server.url, '/api/agents/agents/logout', { method: 'POST', token });
    assert.equal((await socket.next((f) => f.type === 'error')).code, 'not_authenticated');
    assert.equal((await socket.closed).code, 4401);
  });
});

describe('agents socket: a conversation', () => {
  let agent: TestSocket;
  let agent2: TestSocket;
  let visitor: Awaited<ReturnType<typeof openVisitor>>;

  before(async () => {
    agent = await agentSocket('agent');
    agent2 = await agentSocket('agent2');
    visitor = await openVisitor(1, 'Zoé');
  });
  after(async () => {
    await agent.close();
    await agent2.close();
    await visitor.socket.close();
  });

  test('a new visitor reaches the agents of the skill only', async () => {
    const update = await agent.next(roomUpdate(visitor.uuid, 'waiting'));
    const room = v.parse(Room, update.data);
    assert.equal(room.infos.name, 'Zoé');
    assert.equal(room.infos.origin, 'web');
    assert.equal(typeof update.seq, 'number');
    await agent2.settle();
    assert.equal(agent2.frames.filter(roomUpdate(visitor.uuid)).length, 0);
    const hidden = await agent2.request('get_room', { uuid: visitor.uuid });
    assert.equal(hidden.code, 'not_found');
    const waiting = v.parse(RoomsPage, await agent.call('get_rooms_list', { status: 'waiting' }));
    assert.ok(waiting.rooms.some((r) => r.uuid === visitor.uuid));
    assert.equal(waiting.count, waiting.rooms.length);
    assert.equal(waiting.paging_end, true);
    const other = v.parse(RoomsPage, await agent2.call('get_rooms_list', { status: 'waiting' }));
    assert.ok(!other.rooms.some((r) => r.uuid === visitor.uuid));
  });

  test('an agent who does not have the room cannot write in it', async () => {
    const refused = await agent.request('send_message', {
      room: visitor.uuid,
      rich_content: txt('Bonjour'),
      client_id: clientId(),
    });
    assert.equal(refused.code, 'room_not_yours');
  });

  test('take_room makes it running, with a system line, seen by the visitor', async () => {
    const room = v.parse(Room, await agent.call('take_room', { room: visitor.uuid }));
    assert.equal(room.status, 'running');
    assert.equal(room.previous_status, 'waiting');
    assert.equal(room.agent?.first_name, 'Alice');
    assert.ok(room.last_running);
    await agent.next(roomUpdate(visitor.uuid, 'running'));
    const line = await agent.next(messageEvent(visitor.uuid));
    assert.equal((line.data as Message).kind, 'event');
    const state = await visitor.socket.next((f) => f.kind === 'room_update');
    assert.deepEqual(state.data, { uuid: visitor.uuid, status: 'running', agent_name: 'Alice Agent' });
    const running = v.parse(RoomsPage, await agent.call('get_rooms_list', { status: 'running' }));
    assert.ok(running.rooms.some((r) => r.uuid === visitor.uuid));
  });

  test("an agent cannot post a visitor's answer to a room action", async () => {
    const forged = await agent.request('send_message', {
      room: visitor.uuid,
      rich_content: {
        type: 'room_event_answer',
        invitation: 'evt-1',
        kind: 'callback',
        phone_number: '+33600000000',
      },
      client_id: clientId(),
    } as never);
    assert.equal(forged.code, 'invalid_payload');
  });

  test('messages go both ways; the visitor message is unread until room_is_read', async () => {
    const sent = v.parse(
      Message,
      await agent.call('send_message', {
        room: visitor.uuid,
        rich_content: txt('Bonjour Zoé'),
        client_id: clientId(),
      }),
    );
    assert.equal(sent.kind, 'agent');
    const received = await visitor.socket.next(messageEvent(visitor.uuid, 'Bonjour Zoé'));
    assert.equal((received.data as Message).event, sent.event);
    assert.deepEqual(
      (received.data as Message).author,
      { name: 'Alice Agent' },
      'no agent uuid for the visitor',
    );

    const reply = v.parse(
      Message,
      await visitor.socket.call('send_message', { rich_content: txt('Bonjour !'), client_id: clientId() }),
    );
    assert.equal(reply.kind, 'visitor');
    assert.equal(reply.author?.name, 'Zoé');
    assert.equal(
      ((await agent.next(messageEvent(visitor.uuid, 'Bonjour !'))).data as Message).event,
      reply.event,
    );
    assert.equal(v.parse(Room, await agent.call('get_room', { uuid: visitor.uuid })).unread_msg, 1);

    const read = v.parse(Room, await agent.call('room_is_read', { room: visitor.uuid }));
    assert.equal(read.unread_msg, 0);
    assert.equal(((await agent.next(roomUpdate(visitor.uuid))).data as Room).unread_msg, 0);

    const { messages } = await agent.call<{ messages: unknown[] }>('get_messages', { room: visitor.uuid });
    const texts = v.parse(v.array(Message), messages).map((m) => (m.rich_content as { text: string }).text);
    assert.deepEqual(texts, ['session_taken', 'Bonjour Zoé', 'Bonjour !']);
  });

  test('the unread count is told as it changes: a visitor writes, the room is read', async () => {
    const unread = (f: Frame) => f.kind === 'unread' && (f.data as UnreadChange).room === visitor.uuid;
    // Only what this test causes counts: the frames earlier tests left unread are dropped.
    await agent.settle();
    agent.frames.splice(0);
    await visitor.socket.call('send_message', { rich_content: txt('Vous êtes là ?'), client_id: clientId() });
    await visitor.socket.call('send_message', { rich_content: txt('Allô ?'), client_id: clientId() });
    const first = await agent.next(unread);
    assert.equal(typeof first.seq, 'number');
    assert.deepEqual(first.data, { room: visitor.uuid, unread_msg: 1 });
    assert.deepEqual((await agent.next(unread)).data, { room: visitor.uuid, unread_msg: 2 });

    await agent.call('room_is_read', { room: visitor.uuid });
    assert.deepEqual((await agent.next(unread)).data, { room: visitor.uuid, unread_msg: 0 });

    await Promise.all([visitor.socket.settle(), agent2.settle()]);
    assert.equal(visitor.socket.frames.filter((f) => f.kind === 'unread').length, 0, 'never the visitor');
    assert.equal(agent2.frames.filter(unread).length, 0, 'nor an agent who does not see the room');
  });

  test('typing reaches the other side and is never stored', async () => {
    visitor.socket.send({ command: 'typing', active: true });
    const typing = await agent.next((f) => f.kind === 'typing');
    assert.equal(typing.seq, null);
    assert.deepEqual(typing.data, { room: visitor.uuid, active: true, author: 'visitor' });
    await agent.call('typing', { room: visitor.uuid, active: true });
    const back = await visitor.socket.next((f) => f.kind === 'typing');
    assert.equal((back.data as { author: string }).author, 'agent');
  });

  test('a send retried with the same client id is stored once', async () => {
    const id = clientId();
    const first = v.parse(
      Message,
      await agent.call('send_message', { room: visitor.uuid, rich_content: txt('Une fois'), client_id: id }),
    );
    const second = v.parse(
      Message,
      await agent.call('send_message', { room: visitor.uuid, rich_content: txt('Une fois'), client_id: id }),
    );
    assert.equal(second.event, first.event);
    const { messages } = await agent.call<{ messages: Message[] }>('get_messages', { room: visitor.uuid });
    assert.equal(messages.filter((m) => m.client_id === id).length, 1);
    await visitor.socket.settle();
    await visitor.socket.next(messageEvent(visitor.uuid, 'Une fois'));
    assert.equal(
      visitor.socket.frames.filter(messageEvent(visitor.uuid, 'Une fois')).length,
      0,
      'announced once',
    );
  });

  test('empty and over-long messages are refused and nothing is stored', async () => {
    const before = (await agent.call<{ messages: Message[] }>('get_messages', { room: visitor.uuid }))
      .messages.length;
    const empty = await agent.request('send_message', {
      room: visitor.uuid,
      rich_content: txt('   '),
      client_id: clientId(),
    });
    assert.equal(empty.code, 'message_empty');
    const long = await agent.request('send_message', {
      room: visitor.uuid,
      rich_content: txt('x'.repeat(MESSAGE_MAX_LENGTH + 1)),
      client_id: clientId(),
    });
    assert.equal(long.code, 'message_too_long');
    const visitorEmpty = await visitor.socket.request('send_message', {
      rich_content: txt(''),
      client_id: clientId(),
    });
    assert.equal(visitorEmpty.code, 'message_empty');
    const afterCount = (await agent.call<{ messages: Message[] }>('get_messages', { room: visitor.uuid }))
      .messages.length;
    assert.equal(afterCount, before);
  });

  test('unknown rooms are not_found for every command', async () => {
    const ghost = '00000000-0000-4000-8000-000000000000';
    for (const [command, payload] of [
      ['get_room', { uuid: ghost }],
      ['get_messages', { room: ghost }],
      ['take_room', { room: ghost }],
      ['close_room', { room: ghost }],
      ['send_message', { room: ghost, rich_content: txt('?'), client_id: clientId() }],
    ] as const) {
      assert.equal((await agent.request(command, payload)).code, 'not_found', command);
    }
  });

  test('a missed stretch is replayed on resume exactly once, in order', async () => {
    const { last_seq } = await agent.call<{ last_seq: number }>('resume', { since: 0 });
    await agent.close();
    const missed = ['un', 'deux', 'trois'];
    for (const text of missed)
      await visitor.socket.call('send_message', { rich_content: txt(text), client_id: clientId() });
    agent = await TestSocket.open(server.wsUrl('/api/agents/ws', tokens.agent as string));
    const answer = await agent.call<{ last_seq: number; truncated?: boolean }>('resume', { since: last_seq });
    assert.equal(answer.truncated, undefined);
    await agent.settle();
    const events = agent.events();
    assert.deepEqual(
      events
        .filter((f) => f.kind === 'message')
        .map((f) => ((f.data as Message).rich_content as { text: string }).text),
      missed,
    );
    // Each message is followed by the room's new unread count.
    assert.deepEqual(
      events.map((f) => f.kind),
      missed.flatMap(() => ['message', 'unread']),
    );
    const seqs = events.map((f) => f.seq as number);
    assert.deepEqual(
      seqs,
      [...seqs].sort((a, b) => a - b),
    );
    assert.equal(answer.last_seq, seqs.at(-1));
    agent.frames.length = 0;
  });

  test('close_room closes it for the agents and the visitor; nobody can write after', async () => {
    const room = v.parse(
      Room,
      await agent.call('close_room', { room: visitor.uuid, extras: { contact_reason: 'info' } }),
    );
    assert.equal(room.status, 'closed');
    assert.ok(room.last_closed);
    await agent.next(roomUpdate(visitor.uuid, 'closed'));
    await visitor.socket.next(
      (f) => f.kind === 'room_update' && (f.data as { status: string }).status === 'closed',
    );
    const agentSend = await agent.request('send_message', {
      room: visitor.uuid,
      rich_content: txt('encore ?'),
      client_id: clientId(),
    });
    assert.equal(agentSend.code, 'room_closed');
    const visitorSend = await visitor.socket.request('send_message', {
      rich_content: txt('encore ?'),
      client_id: clientId(),
    });
    assert.equal(visitorSend.code, 'room_closed');
    assert.equal((await agent.request('close_room', { room: visitor.uuid })).code, 'room_closed');
    const closed = v.parse(RoomsPage, await agent.call('get_rooms_list', { status: 'closed' }));
    assert.ok(closed.rooms.some((r) => r.uuid === visitor.uuid));
  });
});

describe('agents socket: limits and other companies', () => {
  test('taking a room beyond max_rooms is refused with max_rooms_reached', async () => {
    await server.context.db
      .updateTable('users')
      .set({ max_rooms: 1 })
      .where('email', '=', 'agent2@demo.test')
      .execute();
    const agent2 = await agentSocket('agent2');
    const first = await openVisitor(2);
    const second = await openVisitor(2);
    assert.equal(v.parse(Room, await agent2.call('take_room', { room: first.uuid })).status, 'running');
    const refused = await agent2.request('take_room', { room: second.uuid });
    assert.equal(refused.code, 'max_rooms_reached');
    assert.equal(v.parse(Room, await agent2.call('get_room', { uuid: second.uuid })).status, 'waiting');
    await Promise.all([agent2.close(), first.socket.close(), second.socket.close()]);
  });

  test('two agents taking one room at once: one gets it, the other is refused', async () => {
    tokens.manager = await login(server.url, 'manager@demo.test');
    const [agent, manager] = await Promise.all([agentSocket('agent'), agentSocket('manager')]);
    const visitor = await openVisitor(1);
    const answers = await Promise.all([
      agent.request('take_room', { room: visitor.uuid }),
      manager.request('take_room', { room: visitor.uuid }),
    ]);
    assert.deepEqual(answers.map((a) => a.type).sort(), ['error', 'response']);
    assert.equal(answers.find((a) => a.type === 'error')?.code, 'room_not_yours');

    // The winner sends the same message twice at once from two tabs: one message, one answer for both.
    const winner = answers[0]?.type === 'response' ? agent : manager;
    const twin = await agentSocket(winner === agent ? 'agent' : 'manager');
    const id = clientId();
    const payload = { room: visitor.uuid, rich_content: txt('Simultané'), client_id: id };
    const [a, b] = await Promise.all([
      winner.call<Message>('send_message', payload),
      twin.call<Message>('send_message', payload),
    ]);
    assert.equal(a.event, b.event);
    const { messages } = await winner.call<{ messages: Message[] }>('get_messages', { room: visitor.uuid });
    assert.equal(messages.filter((m) => m.client_id === id).length, 1);
    await twin.close();
    await Promise.all([agent.close(), manager.close(), visitor.socket.close()]);
  });

  test("another company's room is not_found even for an admin, and its events never arrive", async () => {
    const admin = await agentSocket('admin');
    const { context } = server;
    const company = await createCompany(context.db, { name: 'Autre société' });
    const skill = await createSkill(context.db, company.id, 'Support');
    const session = await openGuestSession(context, { skill, name: 'Ailleurs' });
    for (const [command, payload] of [
      ['get_room', { uuid: session.room.uuid }],
      ['get_messages', { room: session.room.uuid }],
      ['take_room', { room: session.room.uuid }],
      ['room_is_read', { room: session.room.uuid }],
    ] as const) {
      assert.equal((await admin.request(command, payload)).code, 'not_found', command);
    }
    await admin.settle();
    assert.equal(admin.frames.filter(roomUpdate(session.room.uuid)).length, 0);
    const waiting = v.parse(RoomsPage, await admin.call('get_rooms_list', { status: 'waiting' }));
    assert.ok(!waiting.rooms.some((r) => r.uuid === session.room.uuid));
    await admin.close();
  });

  test('resume from 0 replays at most 5,000 events and says truncated', async () => {
    const { context } = server;
    const company = await createCompany(context.db, { name: 'Grosse société' });
    const skill = await createSkill(context.db, company.id, 'Support');
    const session = await openGuestSession(context, { skill });
    const [event] = await context.db
      .selectFrom('events')
      .select('payload')
      .where('company_id', '=', company.id)
      .execute();
    const payload = JSON.stringify(event?.payload);
    // 5,010 more events of that room, written straight into the log.
    const rows = Array.from({ length: 5_010 }, (_, i) => ({
      company_id: company.id,
      seq: i + 2,
      kind: 'room_update',
      room_uuid: session.room.uuid,
      skill_id: skill,
      agent_id: null,
      payload,
    }));
    for (let i = 0; i < rows.length; i += 1_000)
      await context.db
        .insertInto('events')
        .values(rows.slice(i, i + 1_000))
        .execute();
    await context.db
      .updateTable('companies')
      .set({ event_seq: 5_011 })
      .where('id', '=', company.id)
      .execute();
    const visitor = await TestSocket.open(server.wsUrl('/api/guests/ws', session.token));
    // 5,000 frames through one process's event loop: under 1 s alone, but past 15 s once seen on a
    // machine running three test stages at once (it had sent 1,528). The wait only catches a
    // replay that never ends.
    const answer = await visitor.call<{ last_seq: number; truncated?: boolean }>(
      'resume',
      { since: 0 },
      90_000,
    );
    assert.deepEqual(answer, { last_seq: 5_011, truncated: true });
    const events = visitor.events();
    assert.equal(events.length, 5_000);
    assert.equal(events[0]?.seq, 12);
    assert.equal(events.at(-1)?.seq, 5_011);
    await visitor.close();
  });

  test('resume from now (since null) replays nothing, answers the current seq, and live events follow', async () => {
    const { context } = server;
    const company = await createCompany(context.db, { name: 'Société du jour' });
    const skill = await createSkill(context.db, company.id, 'Support');
    const session = await openGuestSession(context, { skill });
    const visitor = await TestSocket.open(server.wsUrl('/api/guests/ws', session.token));
    const answer = await visitor.call<{ last_seq: number }>('resume', { since: null });
    assert.deepEqual(answer, { last_seq: session.last_seq });
    assert.deepEqual(visitor.events(), []);
    await visitor.call('send_message', {
      rich_content: { type: 'txt', text: 'Et maintenant ?' },
      client_id: 'now-0001',
    });
    await visitor.until(() => visitor.events('message').length === 1);
    const [message] = visitor.events();
    assert.ok(Number(message?.seq) > session.last_seq);
    await visitor.close();
  });
});
