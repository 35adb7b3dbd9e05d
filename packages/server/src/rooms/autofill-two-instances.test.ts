import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  api,
  createTestDatabase,
  login,
  startTestServer,
  type TestServer,
  type TestSocket,
} from '../test/helpers.ts';
import { agentSocket } from '../test/rooms.ts';
import { allowAutoAllocation } from './autofill.ts';

/** PGlite is one process's database: two instances sharing rooms need PostgreSQL. */
const postgres = Boolean(process.env.DATABASE_URL);

describe('auto-allocation on two instances', { skip: !postgres && 'DATABASE_URL is not set' }, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: TestServer;
  let b: TestServer;
  const sockets: TestSocket[] = [];

  before(async () => {
    database = await createTestDatabase();
    [a, b] = await Promise.all([
      startTestServer({ roomTimerTickMs: 0 }, database),
      startTestServer({ roomTimerTickMs: 0 }, database),
    ]);
  });
  after(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  test('racing passes never give a room twice nor overrun max_rooms', async () => {
    const db = a.context.db;
    // Two Support agents with autofill: agent@ on instance a, manager@ on instance b.
    await allowAutoAllocation(db, 'manager@demo.test', 1);
    await db
      .updateTable('users')
      .set({ max_rooms: 3 })
      .where('email', 'in', ['agent@demo.test', 'manager@demo.test'])
      .execute();
    const agent = await login(a.url, 'agent@demo.test');
    const manager = await login(b.url, 'manager@demo.test');
    sockets.push(await agentSocket(a, agent), await agentSocket(b, manager));
    await db
      .updateTable('users')
      .set({ auto_fill: true })
      .where('email', 'in', ['agent@demo.test', 'manager@demo.test'])
      .execute();

    const rooms = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api(i % 2 ? a.url : b.url, '/api/guests/sessions', { body: { skill: 1 } }).then(
          ({ body }) => (body.room as { uuid: string }).uuid,
        ),
      ),
    );
    await Promise.all([1, 2, 3].flatMap(() => [a.context.autofill.kick(1), b.context.autofill.kick(1)]));
    await Promise.all([a.context.autofill.idle(), b.context.autofill.idle()]);

    const held = await db
      .selectFrom('rooms')
      .innerJoin('users', 'users.id', 'rooms.agent_id')
      .select(['users.email', (eb) => eb.fn.countAll<number>().as('n')])
      .where('rooms.uuid', 'in', rooms)
      .where('rooms.status', '=', 'running')
      .groupBy('users.email')
      .orderBy('users.email')
      .execute();
    assert.deepEqual(
      held.map((h) => [h.email, Number(h.n)]),
      [
        ['agent@demo.test', 3],
        ['manager@demo.test', 3],
      ],
    );
    const taken = await db
      .selectFrom('messages')
      .select(['room_uuid', (eb) => eb.fn.countAll<number>().as('n')])
      .where('room_uuid', 'in', rooms)
      .where('kind', '=', 'event')
      .groupBy('room_uuid')
      .execute();
    assert.equal(taken.length, 6);
    for (const t of taken) assert.equal(Number(t.n), 1, `room ${t.room_uuid} taken ${t.n} times`);
  });
});
