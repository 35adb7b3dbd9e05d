import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { appendEvent } from '../events/log.ts';
import { api, startTestServer, type TestServer } from '../test/helpers.ts';
import { nextRoomNumber, reserveRoomNumberOfSkill } from './room-numbers.ts';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.stop());

/** The number of the conversation a visitor opens on `skill`, as the agents' room lists show it. */
async function openedNumber(skill: number): Promise<number> {
  const { status, body } = await api(server.url, '/api/guests/sessions', { body: { skill } });
  assert.equal(status, 201, JSON.stringify(body));
  const uuid = (body as { room: { uuid: string } }).room.uuid;
  const row = await server.context.db
    .selectFrom('rooms')
    .select('session_group_integer_id')
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  return row.session_group_integer_id;
}

test('a company numbers its conversations one after the other; another company counts its own from 1', async () => {
  const db = server.context.db;
  const first = await openedNumber(1);
  assert.equal(await openedNumber(1), first + 1);
  // A company as registration makes it, with the columns' defaults.
  const { rows } = await sql<{
    id: number;
  }>`insert into companies (name) values ('Other') returning id`.execute(db);
  const other = { id: rows[0]?.id ?? 0 };
  assert.equal(await nextRoomNumber(db, other.id), 1);
  assert.equal(await nextRoomNumber(db, other.id), 2);
  assert.equal(await openedNumber(1), first + 2, 'the demo company’s count went on alone');
  assert.equal(await reserveRoomNumberOfSkill(db, 999_999), undefined, 'no skill, nothing counted');
});

/** PGlite runs one transaction at a time: a transaction in flight beside a reservation needs PostgreSQL. */
test('a number is reserved while a transaction of the company holds its event seq', {
  skip: !process.env.DATABASE_URL && 'DATABASE_URL is not set',
}, async () => {
  const db = server.context.db;
  const before = await nextRoomNumber(db, 1);
  await db
    .transaction()
    .execute(async (trx) => {
      // The append locks the company row until this transaction ends; a reservation that waited
      // for it would wait for ever here, so it races a generous bound instead.
      await appendEvent(trx, {
        company_id: 1,
        kind: 'unread',
        room_uuid: null,
        skill_id: null,
        agent_id: null,
        payload: { room: 'none', unread_msg: 0 },
      });
      const reserved = reserveRoomNumberOfSkill(db, 1);
      const blocked = new Promise<'blocked'>((resolve) =>
        setTimeout(() => resolve('blocked'), 5_000).unref(),
      );
      const skill = await Promise.race([reserved, blocked]);
      assert.notEqual(skill, 'blocked', 'the reservation waited for the event seq');
      assert.equal(skill === 'blocked' ? null : skill?.room_seq, before + 1);
      // Nothing of this transaction is kept: throwing rolls it back.
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
});

class Rollback extends Error {}
