import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Room, RoomConfiguration } from '@omnicanal/api';
import { canTransition, ROOM_STATUSES, type RoomStatus } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import { lockRoom } from '../agents/rooms-repo.ts';
import { createUser } from '../core/repo.ts';
import { deleteAgent } from '../core/settings/agents-delete.ts';
import type { DB } from '../db/schema.ts';
import type { NewEvent, StoredEvent } from '../events/log.ts';
import { startTestServer, type TestServer } from '../test/helpers.ts';
import type { Emit } from './announce.ts';
import { saveRoomConfiguration } from './configuration-repo.ts';
import { IllegalTransition, type TransitionPatch, transition } from './transition.ts';

/*
 * transition() on its own, against a real database: what it writes, which timers the room carries
 * afterwards, and what it emits. Time is fixed, so due times are exact.
 */
const NOW = new Date('2026-03-02T09:00:00.000Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE).toISOString();
const ALL_ON: RoomConfiguration = {
  late: { enabled: true, delay: '00:05' },
  requeue: { enabled: true, delay: '00:10' },
  auto_close: { enabled: true, delay: '00:30', message: null },
};

let server: TestServer;
let db: Kysely<DB>;
let agentId = 0;
let rooms = 0;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0, clock: () => NOW.getTime() });
  db = server.context.db;
  const agent = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'agent@demo.test')
    .executeTakeFirst();
  agentId = agent?.id ?? 0;
  await saveRoomConfiguration(db, 1, ALL_ON);
});
after(() => server.stop());

/** A Support room of the demo company in `status`, with an auto-close timer already running. */
async function roomIn(status: RoomStatus, agent: number | null = agentId): Promise<string> {
  const guest = await db
    .insertInto('guests')
    .values({ uuid: randomUUID(), company_id: 1, name: 'Test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const uuid = randomUUID();
  await db
    .insertInto('rooms')
    .values({
      uuid,
      company_id: 1,
      skill_id: 1,
      guest_id: guest.id,
      status,
      previous_status: null,
      agent_id: agent,
      guest_token_hash: randomUUID(),
      infos: JSON.stringify({ name: 'Test' }),
      session_group_integer_id: 900_000 + ++rooms,
      session_group_id: randomUUID(),
      list_time: new Date(NOW.getTime() - 60 * MINUTE),
    })
    .execute();
  await db
    .insertInto('room_timers')
    .values({ room_uuid: uuid, kind: 'auto_close', due_at: new Date(NOW.getTime() + 3 * MINUTE) })
    .execute();
  return uuid;
}

/** Runs one transition in its own transaction; answers what it emitted and what it threw. */
async function run(uuid: string, to: RoomStatus, patch: Partial<TransitionPatch> = {}) {
  const emitted: NewEvent[] = [];
  const emit: Emit = async (event) => {
    emitted.push(event);
    return { ...event, seq: emitted.length } as StoredEvent;
  };
  let error: unknown = null;
  try {
    await db.transaction().execute(async (trx) => {
      const row = await lockRoom(trx, uuid);
      assert.ok(row);
      await transition(trx, emit, row, to, { at: NOW, ...patch });
    });
  } catch (err) {
    error = err;
  }
  return { emitted, error };
}

const stored = (uuid: string) =>
  db
    .selectFrom('rooms')
    .select(['status', 'previous_status', 'agent_id', 'skill_id', 'list_time'])
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();

/** The room's timers as kind → due time. */
async function timersOf(uuid: string): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('room_timers')
    .select(['kind', 'due_at'])
    .where('room_uuid', '=', uuid)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.kind, new Date(r.due_at).toISOString()]));
}

describe('transition: the state machine', () => {
  const illegal = ROOM_STATUSES.flatMap((from) =>
    ROOM_STATUSES.filter((to) => !canTransition(from, to)).map((to) => [from, to] as const),
  );

  for (const [from, to] of illegal)
    test(`${from} → ${to} is refused; nothing is written or emitted`, async () => {
      const uuid = await roomIn(from);
      const before = { room: await stored(uuid), timers: await timersOf(uuid) };
      const { emitted, error } = await run(uuid, to, { agent_id: null, list_time: NOW });
      assert.ok(error instanceof IllegalTransition, String(error));
      assert.equal(error.code, from === 'closed' ? 'room_closed' : 'room_not_yours');
      assert.deepEqual(emitted, []);
      assert.deepEqual({ room: await stored(uuid), timers: await timersOf(uuid) }, before);
    });
});

describe('transition: status, timers and events (late 5 min, re-queue 10 min, auto-close on)', () => {
  test('waiting → running (taken): late armed, no re-queue while late is on', async () => {
    const uuid = await roomIn('waiting', null);
    const { emitted, error } = await run(uuid, 'running', { agent_id: agentId, last_running: NOW });
    assert.equal(error, null);
    const room = await stored(uuid);
    assert.deepEqual([room.status, room.previous_status, room.agent_id], ['running', 'waiting', agentId]);
    assert.deepEqual(await timersOf(uuid), { late: at(5), auto_close: at(3) });
    // Taken by an agent of the skill: everyone who saw it still does, one update is enough.
    assert.deepEqual(
      emitted.map((e) => [e.kind, e.agent_id, (e.payload as Room).status]),
      [['room_update', agentId, 'running']],
    );
  });

  test('running → late: the re-queue count starts, the late one is spent', async () => {
    const uuid = await roomIn('running');
    await run(uuid, 'late');
    assert.deepEqual(await timersOf(uuid), { requeue: at(10), auto_close: at(3) });
    assert.equal((await stored(uuid)).previous_status, 'running');
  });

  test('a late room nobody holds carries no re-queue timer', async () => {
    const uuid = await roomIn('waiting', null);
    await run(uuid, 'late');
    assert.deepEqual(await timersOf(uuid), { auto_close: at(3) });
  });

  test('late → running (the agent replied): late armed again, re-queue disarmed', async () => {
    const uuid = await roomIn('late');
    await db.insertInto('room_timers').values({ room_uuid: uuid, kind: 'requeue', due_at: NOW }).execute();
    await run(uuid, 'running');
    assert.deepEqual(await timersOf(uuid), { late: at(5), auto_close: at(3) });
  });

  test('late → requeued: back in the queue with nobody, emitted to the agent it left too', async () => {
    const uuid = await roomIn('late');
    const { emitted } = await run(uuid, 'requeued', { agent_id: null, last_waiting: NOW, list_time: NOW });
    const room = await stored(uuid);
    assert.deepEqual([room.status, room.previous_status, room.agent_id], ['requeued', 'late', null]);
    assert.equal(room.list_time.toISOString(), NOW.toISOString());
    assert.deepEqual(await timersOf(uuid), { late: at(5), auto_close: at(3) });
    assert.deepEqual(
      emitted.map((e) => [e.agent_id, (e.payload as Room).status, (e.payload as Room).agent]),
      [
        [agentId, 'requeued', null],
        [null, 'requeued', null],
      ],
    );
  });

  test('running → transferred to another skill: emitted under both skills', async () => {
    const uuid = await roomIn('running');
    const { emitted } = await run(uuid, 'transferred', { agent_id: null, skill_id: 2 });
    assert.deepEqual(await timersOf(uuid), { late: at(5), auto_close: at(3) });
    assert.deepEqual(
      emitted.map((e) => [e.skill_id, e.agent_id]),
      [
        [1, agentId],
        [2, null],
      ],
    );
  });

  for (const from of ['waiting', 'running', 'late', 'transferred', 'requeued'] as const)
    test(`${from} → closed disarms every timer, auto-close included`, async () => {
      const uuid = await roomIn(from);
      await db.insertInto('room_timers').values({ room_uuid: uuid, kind: 'late', due_at: NOW }).execute();
      const { emitted } = await run(uuid, 'closed', { last_closed: NOW });
      assert.deepEqual(await timersOf(uuid), {});
      assert.deepEqual([(await stored(uuid)).status, emitted.length], ['closed', 1]);
    });

  test('with late off, a held running room counts towards re-queue instead', async () => {
    await saveRoomConfiguration(db, 1, { ...ALL_ON, late: { enabled: false, delay: '00:05' } });
    try {
      const held = await roomIn('waiting', null);
      await run(held, 'running', { agent_id: agentId });
      assert.deepEqual(await timersOf(held), { requeue: at(10), auto_close: at(3) });
      const toSkill = await roomIn('running');
      await run(toSkill, 'transferred', { agent_id: null });
      assert.deepEqual(await timersOf(toSkill), { auto_close: at(3) });
    } finally {
      await saveRoomConfiguration(db, 1, ALL_ON);
    }
  });
});

describe('re-queue: the timer and agent deletion do the same', () => {
  /** What the consoles and the database can tell of a re-queued room, without its identity. */
  async function outcome(uuid: string) {
    const room = await db
      .selectFrom('rooms')
      .select(['status', 'previous_status', 'agent_id', 'skill_id', 'list_time', 'last_waiting'])
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    const events = await db
      .selectFrom('events')
      .select(['kind', 'skill_id', 'agent_id', 'payload'])
      .where('room_uuid', '=', uuid)
      .orderBy('seq')
      .execute();
    return {
      room,
      timers: await timersOf(uuid),
      events: events.map((e) => {
        const {
          uuid: _u,
          session_group_id: _g,
          session_group_integer_id: _i,
          ...payload
        } = e.payload as unknown as Room;
        return { ...e, agent_id: e.agent_id === null ? null : 'the agent', payload };
      }),
    };
  }

  test('a late room of an agent goes back to the queue the same way', async () => {
    const held = async (email: string) => {
      const user = await createUser(db, {
        companyId: 1,
        email,
        password: 'not-used-here-1!',
        firstName: 'Gone',
        lastName: 'Soon',
        role: 'agent',
      });
      const uuid = await roomIn('late', user.id);
      await db.updateTable('rooms').set({ previous_status: 'running' }).where('uuid', '=', uuid).execute();
      return { user, uuid };
    };
    const byTimer = await held('requeued-by-timer@demo.test');
    await db
      .insertInto('room_timers')
      .values({ room_uuid: byTimer.uuid, kind: 'requeue', due_at: NOW })
      .execute();
    assert.equal(await server.context.timers.tick(), 1);

    const byDeletion = await held('requeued-by-deletion@demo.test');
    await deleteAgent(server.context, 1, byDeletion.user.id);

    const timer = await outcome(byTimer.uuid);
    assert.equal(timer.room.status, 'requeued');
    assert.equal(timer.events.length, 2, 'to the agent it left, and to the skill');
    assert.deepEqual(await outcome(byDeletion.uuid), timer);
  });
});
