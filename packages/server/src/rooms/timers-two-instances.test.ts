import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, createTestDatabase, login, startTestServer, type TestServer } from '../test/helpers.ts';

/** PGlite is one process's database: two instances sharing timers need PostgreSQL. */
const postgres = Boolean(process.env.DATABASE_URL);

describe('room timers on two instances', { skip: !postgres && 'DATABASE_URL is not set' }, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: TestServer;
  let b: TestServer;
  let clock = Date.now();

  before(async () => {
    database = await createTestDatabase();
    const options = { roomTimerTickMs: 0, clock: () => clock };
    [a, b] = await Promise.all([startTestServer(options, database), startTestServer(options, database)]);
  });
  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  test('each due timer fires once, whichever instance claims it', async () => {
    const manager = await login(a.url, 'manager@demo.test');
    const off = { enabled: false, delay: '00:10' };
    await api(a.url, '/api/agents/customers/room-configuration', {
      token: manager,
      body: { late: { enabled: true, delay: '00:01' }, requeue: off, auto_close: { ...off, message: null } },
    });
    const rooms: string[] = [];
    for (let i = 0; i < 12; i++) {
      const { body } = await api(i % 2 ? a.url : b.url, '/api/guests/sessions', { body: { skill: 1 } });
      rooms.push((body.room as { uuid: string }).uuid);
    }
    clock += 61_000;
    const fired = await Promise.all([
      a.context.timers.tick(),
      b.context.timers.tick(),
      a.context.timers.tick(),
    ]);
    assert.equal(
      fired.reduce((sum, n) => sum + n, 0),
      rooms.length,
    );
    const events = await a.context.db
      .selectFrom('events')
      .select(['room_uuid', 'payload'])
      .where('kind', '=', 'room_update')
      .where('room_uuid', 'in', rooms)
      .execute();
    for (const uuid of rooms) {
      const late = events.filter(
        (e) => e.room_uuid === uuid && (e.payload as { status: string }).status === 'late',
      );
      assert.equal(late.length, 1, `room ${uuid} turned late ${late.length} times`);
    }
    const left = await a.context.db
      .selectFrom('room_timers')
      .select('kind')
      .where('kind', '=', 'late')
      .execute();
    assert.deepEqual(left, []);
  });
});
