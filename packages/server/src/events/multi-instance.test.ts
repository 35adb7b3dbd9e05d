import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Message, MONITORING_PUSH_GAP_MS } from '@omnicanal/api';
import {
  api,
  clientId,
  createTestDatabase,
  type Frame,
  login,
  startTestServer,
  type TestServer,
  TestSocket,
  txt,
} from '../test/helpers.ts';

/**
 * Two instances on one PostgreSQL database share events through LISTEN/NOTIFY. PGlite is one
 * process's database, so this runs only when DATABASE_URL is set.
 */
const postgres = Boolean(process.env.DATABASE_URL);

describe('two instances on one PostgreSQL', { skip: !postgres && 'DATABASE_URL is not set' }, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: TestServer;
  let b: TestServer;

  before(async () => {
    database = await createTestDatabase();
    // Started together: migrations and the demo seed must run once between them.
    [a, b] = await Promise.all([startTestServer({}, database), startTestServer({}, database)]);
  });
  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  const isMessage = (text: string) => (f: Frame) =>
    f.kind === 'message' && ((f.data as Message).rich_content as { text?: string }).text === text;

  test('the demo company was seeded once', async () => {
    const companies = await a.context.db.selectFrom('companies').select('id').execute();
    assert.equal(companies.length, 1);
  });

  test('an agent on A sees a visitor who writes through B, and B hears A', async () => {
    const token = await login(a.url, 'agent@demo.test');
    const agent = await TestSocket.open(a.wsUrl('/api/agents/ws', token));
    await agent.call('resume', { since: 0 });

    const { body } = await api(b.url, '/api/guests/sessions', { body: { skill: 1 } });
    const session = body as { token: string; room: { uuid: string }; last_seq: number };
    await agent.next(
      (f) => f.kind === 'room_update' && (f.data as { uuid: string }).uuid === session.room.uuid,
    );

    const visitor = await TestSocket.open(b.wsUrl('/api/guests/ws', session.token));
    await visitor.call('resume', { since: session.last_seq });
    await visitor.call('send_message', { rich_content: txt('Bonjour depuis B'), client_id: clientId() });
    const received = await agent.next(isMessage('Bonjour depuis B'));
    assert.equal(typeof received.seq, 'number');

    await agent.call('take_room', { room: session.room.uuid });
    await agent.call('send_message', {
      room: session.room.uuid,
      rich_content: txt('Réponse depuis A'),
      client_id: clientId(),
    });
    const state = await visitor.next((f) => f.kind === 'room_update');
    assert.equal((state.data as { status: string }).status, 'running');
    await visitor.next(isMessage('Réponse depuis A'));

    visitor.send({ command: 'typing', active: true });
    assert.equal((await agent.next((f) => f.kind === 'typing')).seq, null);
    await Promise.all([agent.close(), visitor.close()]);
  });

  test('a manager watching monitoring on A hears a room opened on B and an agent connecting to B', async () => {
    const changed = (f: Frame) => f.type === 'event' && f.kind === 'monitoring_changed';
    const manager = await TestSocket.open(a.wsUrl('/api/stats/ws', await login(a.url, 'manager@demo.test')));
    await manager.call('resume', { since: null });
    await api(b.url, '/api/guests/sessions', { body: { skill: 1 } });
    await manager.next(changed);
    await new Promise((resolve) => setTimeout(resolve, MONITORING_PUSH_GAP_MS + 300));
    manager.frames.length = 0;
    // An agent's console coming on B: its presence signal (no stored event) crosses to A.
    const agent = await TestSocket.open(b.wsUrl('/api/agents/ws', await login(b.url, 'agent2@demo.test')));
    await manager.next(changed);
    await Promise.all([agent.close(), manager.close()]);
  });

  test('concurrent writes on both instances reach an agent once each, in seq order', async () => {
    const token = await login(a.url, 'admin@demo.test');
    const agent = await TestSocket.open(a.wsUrl('/api/agents/ws', token));
    const { last_seq } = await agent.call<{ last_seq: number }>('resume', { since: 0 });
    agent.frames.length = 0;

    const visitors = await Promise.all(
      [a, b].map(async (server) => {
        const { body } = await api(server.url, '/api/guests/sessions', { body: { skill: 2 } });
        const session = body as { token: string; last_seq: number };
        const socket = await TestSocket.open(server.wsUrl('/api/guests/ws', session.token));
        await socket.call('resume', { since: session.last_seq });
        return socket;
      }),
    );
    const perVisitor = 10;
    await Promise.all(
      visitors.map(async (socket, v) => {
        for (let i = 0; i < perVisitor; i++)
          await socket.call('send_message', { rich_content: txt(`v${v}-${i}`), client_id: clientId() });
      }),
    );
    // Each visitor message is two events: the message, then the room's new unread count.
    await agent.until(
      () =>
        agent.events('message').length >= 2 * perVisitor && agent.events('unread').length >= 2 * perVisitor,
    );
    await agent.settle();
    const seqs = agent.events().map((f) => f.seq as number);
    const logged = await a.context.db
      .selectFrom('events')
      .select('seq')
      .where('company_id', '=', 1)
      .where('seq', '>', last_seq)
      .orderBy('seq')
      .execute();
    // The admin sees everything: exactly the log, once each, in seq order, whichever instance wrote it.
    assert.deepEqual(
      seqs,
      logged.map((e) => e.seq),
    );
    await Promise.all([agent.close(), ...visitors.map((s) => s.close())]);
  });
});
