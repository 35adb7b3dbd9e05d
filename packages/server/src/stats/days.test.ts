import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  ContactReasonStats,
  GuestConversationStats,
  StatsDashboard,
  StatsDashboard2,
} from '@omnicanal/api';
import { sql } from 'kysely';
import { login, startTestServer, type TestServer } from '../test/helpers.ts';
import { seedRoom, statsReader } from './testing.ts';

/*
 * A past day's sums are kept (stats/days.ts, migration 0047) and must answer what the rooms say
 * at every read: each change to a room or its messages is counted at the next read, as if nothing
 * had been kept, and a room turning late with time alone too. Company 1 is in Europe/Paris; "now"
 * moves with `now`.
 */
let now = Date.parse('2026-10-20T12:00:00Z');
let server: TestServer;
const tokens: Record<'manager', string> = { manager: '' };
const { ok } = statsReader(
  () => server,
  () => tokens,
  'manager',
);
let agentId = 0;
let agentUuid = '';
const rooms: Record<string, string> = {};

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0, clock: () => now });
  const db = server.context.db;
  await db.updateTable('users').set({ timezone: 'Europe/Paris' }).where('company_id', '=', 1).execute();
  tokens.manager = await login(server.url, 'manager@demo.test');
  const agent = await db
    .selectFrom('users')
    .select(['id', 'uuid'])
    .where('email', '=', 'agent@demo.test')
    .executeTakeFirstOrThrow();
  agentId = agent.id;
  agentUuid = agent.uuid;
  rooms.a = await seedRoom(db, {
    company: 1,
    skill: 1,
    created: '2026-10-10T09:00:00Z',
    agent: agentId,
    taken: 2,
    closed: 20,
    visitor: [0],
    agentSays: [3],
  });
  rooms.b = await seedRoom(db, { company: 1, skill: 2, created: '2026-10-11T09:00:00Z', visitor: [0] });
  rooms.c = await seedRoom(db, {
    company: 1,
    skill: 1,
    created: '2026-10-12T21:00:00Z',
    agent: agentId,
    taken: 1,
    visitor: [0],
    agentSays: [1],
  });
  rooms.d = await seedRoom(db, {
    company: 1,
    skill: 1,
    created: '2026-10-13T09:00:00Z',
    closed: 5,
    visitor: [0],
  });
});

after(async () => {
  await server.stop();
});

const RANGE = 'interval=custom&dt_gt=2026-10-05&dt_lt=2026-10-20';

/** What the dashboards answer over the range, whole and per skill and agent. */
async function read() {
  return {
    overview: await ok<StatsDashboard>(`/api/stats/stats/dashboard?${RANGE}`),
    sales: await ok<StatsDashboard>(`/api/stats/stats/dashboard?${RANGE}&skill=2`),
    agent: await ok<StatsDashboard>(`/api/stats/stats/dashboard?${RANGE}&agent=${agentUuid}`),
    reasons: await ok<ContactReasonStats>(`/api/guests/stats/contact-reasons?${RANGE}`),
    agents: await ok<StatsDashboard2>(`/api/stats/stats/dashboard2?${RANGE}`),
    guests: await ok<GuestConversationStats>(`/api/guests/stats/conversations?${RANGE}`),
  };
}

/** The same read with nothing kept: every day computed from the rooms. */
async function readFromRooms() {
  await server.context.db.deleteFrom('stats_days').execute();
  return read();
}

const keptDays = async () =>
  (
    await server.context.db
      .selectFrom('stats_days')
      .select(sql<number>`count(*)`.as('n'))
      .where('state', '=', 'ready')
      .executeTakeFirstOrThrow()
  ).n;

describe('the kept days of the statistics', () => {
  test('a past day is kept once read, and read back with the same figures', async () => {
    const first = await read();
    assert.equal(first.overview.kpis.conversations, 4);
    assert.equal(first.sales.kpis.conversations, 1);
    assert.equal(first.agent.kpis.conversations, 2);
    assert.equal(first.overview.kpis.late_count, 1, 'the unanswered room of 11 October');
    // 5 to 19 October in Paris: fifteen days, all past at noon on the 20th.
    assert.equal(Number(await keptDays()), 15);
    assert.deepEqual(await read(), first);
    assert.deepEqual(await readFromRooms(), first);
  });

  const db = () => server.context.db;
  const at = () => new Date(now);
  const changes: [string, () => Promise<unknown>][] = [
    [
      'an agent answers a room of a kept day',
      () =>
        db()
          .insertInto('messages')
          .values({
            uuid: crypto.randomUUID(),
            room_uuid: rooms.b,
            company_id: 1,
            seq: 9_000_001,
            kind: 'agent',
            rich_content: JSON.stringify({ text: 'sorry' }),
            created_at: at(),
          } as never)
          .execute(),
    ],
    [
      'a contact reason is given to a room of a kept day',
      async () => {
        const reason = await db()
          .insertInto('contact_reasons')
          .values({ company_id: 1, label: 'Livraison', skills: '[]', subaccounts: '[]' } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        await db()
          .insertInto('contact_reason_events')
          .values({
            company_id: 1,
            room_uuid: rooms.c,
            user_id: agentId,
            comment: '',
            contact_reasons: JSON.stringify([reason.id]),
            labels: JSON.stringify(['Livraison']),
            customer: null,
          } as never)
          .execute();
      },
    ],
    [
      'a room of a kept day is closed today',
      () =>
        db()
          .updateTable('rooms')
          .set({ status: 'closed', last_closed: at() })
          .where('uuid', '=', rooms.c as string)
          .execute(),
    ],
    [
      'a survey is answered after the close',
      () =>
        db()
          .updateTable('rooms')
          .set({ infos: JSON.stringify({ satisfaction: { sat: 5, nps: 10 } }) })
          .where('uuid', '=', rooms.a as string)
          .execute(),
    ],
    [
      'a room moves to another skill and agent',
      () =>
        db()
          .updateTable('rooms')
          .set({ skill_id: 2, agent_id: agentId })
          .where('uuid', '=', rooms.d as string)
          .execute(),
    ],
    [
      'a room is purged with its messages',
      async () => {
        await db()
          .deleteFrom('messages')
          .where('room_uuid', '=', rooms.a as string)
          .execute();
        await db()
          .deleteFrom('rooms')
          .where('uuid', '=', rooms.a as string)
          .execute();
      },
    ],
  ];
  for (const [what, change] of changes)
    test(`${what}: the next read counts it`, async () => {
      const before = await read();
      await change();
      const next = await read();
      assert.notDeepEqual(next, before, 'the change moves a figure');
      assert.deepEqual(next, await readFromRooms());
    });

  test('a room turns late with time alone, and the kept day says so', async () => {
    // Tuesday 20 October, 23:55 in Paris: a visitor writes and waits.
    now = Date.parse('2026-10-20T22:03:00Z');
    await seedRoom(db(), { company: 1, skill: 1, created: '2026-10-20T21:55:00Z', visitor: [0] });
    const range = 'interval=custom&dt_gt=2026-10-20&dt_lt=2026-10-21';
    const late = async () =>
      (await ok<StatsDashboard>(`/api/stats/stats/dashboard?${range}`)).kpis.late_count;
    const before = await late();
    now = Date.parse('2026-10-20T22:04:00Z');
    assert.equal(await late(), before, 'nine minutes without a reply');
    now = Date.parse('2026-10-20T22:05:00Z');
    assert.equal(await late(), before + 1, 'ten minutes: late');
    now = Date.parse('2026-10-20T22:06:00Z');
    assert.equal(await late(), before + 1);
  });

  test('when the company changes time zone, its days follow', async () => {
    const paris = await read();
    await db()
      .updateTable('users')
      .set({ timezone: 'America/New_York' })
      .where('company_id', '=', 1)
      .execute();
    const newYork = await read();
    assert.notDeepEqual(newYork.overview.buckets, paris.overview.buckets);
    assert.deepEqual(newYork, await readFromRooms());
  });
});

describe('the keeper of the past year', () => {
  test('keeps each company’s last 365 days before anyone reads them, then looks again an hour later', async () => {
    const db = server.context.db;
    await db.deleteFrom('stats_days').execute();
    const first = await server.context.statsDays.tick();
    assert.ok(first.includes(1), 'the demo company is looked at');
    const kept = await db
      .selectFrom('stats_days')
      .select(sql<number>`count(*)`.as('n'))
      .where('company_id', '=', 1)
      .where('state', '=', 'ready')
      .executeTakeFirstOrThrow();
    assert.equal(Number(kept.n), 365);
    assert.deepEqual(await server.context.statsDays.tick(), [], 'nothing is due again within the hour');
    const year = await read();
    assert.deepEqual(year, await readFromRooms(), 'what it kept is what the rooms say');
    now += 61 * 60_000;
    assert.ok((await server.context.statsDays.tick()).includes(1), 'an hour later, it looks again');
  });
});

/** PGlite runs one transaction at a time: a change in flight beside a dashboard read needs PostgreSQL. */
const postgres = Boolean(process.env.DATABASE_URL);

describe('a day computed while a change is in flight', {
  skip: !postgres && 'DATABASE_URL is not set',
}, () => {
  test('is read once the change commits, so what is kept holds it', async () => {
    const db = server.context.db;
    const room = await seedRoom(db, { company: 1, skill: 1, created: '2026-09-15T09:00:00Z', visitor: [0] });
    const range = 'interval=custom&dt_gt=2026-09-10&dt_lt=2026-09-20';
    const path = `/api/stats/stats/dashboard?${range}`;
    const { answered } = await db.transaction().execute(async (trx) => {
      // The room is closed in a transaction still open when the dashboard computes its day.
      await trx
        .updateTable('rooms')
        .set({ status: 'closed', last_closed: new Date('2026-09-15T09:05:00Z') })
        .where('uuid', '=', room)
        .execute();
      const reading = ok<StatsDashboard>(path);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Wrapped: a promise returned as such would hold the transaction open until the read ends.
      return { answered: reading };
    });
    const closed = (d: StatsDashboard) => d.buckets.reduce((n, b) => n + b.closed, 0);
    assert.equal(closed(await answered), 1, 'the read waited for the change');
    assert.equal(closed(await ok<StatsDashboard>(path)), 1, 'and kept the day with it');
  });
});
