import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AgentStats, HeaderStats, StatsCsv, User } from '@omnicanal/api';
import { sql } from 'kysely';
import { createCompany, createSkill, createUser, grantSkill } from '../../core/repo.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import {
  api,
  clientId,
  login,
  startTestServer,
  type TestServer,
  type TestSocket,
  txt,
} from '../../test/helpers.ts';
import { agentSocket, openVisitor, roomUpdate } from '../../test/rooms.ts';

/*
 * Statistics on a seeded day, Monday 15 June 2026 in Paris (UTC+2), with the clock moved by hand:
 *  A  Support  08:00Z opened, taken by agent@ at 08:02 (2 min wait), answered, closed at 08:20
 *  B  Support  09:00Z opened, the visitor writes, nobody answers: late at 09:30 (no reply 30 min)
 *  C  Sales    09:05Z opened, taken by agent2@ at 09:06 (1 min wait), answered, still running
 *  D  another company, 09:10Z: never counted
 * Figures are read at 09:30Z.
 */
let now = Date.parse('2026-06-15T08:00:00Z');
const at = (iso: string) => {
  now = Date.parse(iso);
};

let server: TestServer;
const tokens: Record<string, string> = {};
const sockets: Record<string, TestSocket> = {};
const rooms: Record<string, string> = {};
let agent2Uuid = '';

const s = (who: string) => sockets[who] as TestSocket;

/** A visitor's room opened now (by the test clock: the database stamps creation with its own). */
async function opened(skill: number, name: string) {
  const visitor = await openVisitor(server, skill, name);
  await server.context.db
    .updateTable('rooms')
    .set({ created_at: new Date(now) } as never)
    .where('uuid', '=', visitor.uuid)
    .execute();
  return visitor;
}

async function visitorSays(visitor: Awaited<ReturnType<typeof openVisitor>>, text: string) {
  await visitor.socket.call('send_message', { rich_content: txt(text), client_id: clientId() });
}

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0, clock: () => now });
  const db = server.context.db;
  const supportManager = await createUser(db, {
    companyId: 1,
    email: 'support-manager@demo.test',
    password: DEMO_PASSWORD,
    role: 'manager',
    firstName: 'Sonia',
    lastName: 'Support',
  });
  await grantSkill(db, supportManager.id, 1);
  await createUser(db, {
    companyId: 1,
    email: 'supervisor@demo.test',
    password: DEMO_PASSWORD,
    role: 'supervisor',
    firstName: 'Sam',
    lastName: 'Supervisor',
  });
  const other = await createCompany(db, { name: 'Other' });
  const otherSkill = await createSkill(db, other.id, 'Elsewhere');
  for (const who of ['agent', 'agent2', 'manager', 'admin', 'support-manager', 'supervisor']) {
    tokens[who] = await login(server.url, `${who}@demo.test`);
    sockets[who] = await agentSocket(server, tokens[who] as string);
  }
  agent2Uuid = ((await api(server.url, '/api/core/user/account', { token: tokens.agent2 })).body as User)
    .uuid;

  const a = await opened(1, 'Anne');
  rooms.A = a.uuid;
  await visitorSays(a, 'Bonjour');
  at('2026-06-15T08:02:00Z');
  await s('agent').call('take_room', { room: a.uuid });
  await s('agent').next(roomUpdate(a.uuid, 'running'));
  at('2026-06-15T08:03:00Z');
  await s('agent').call('send_message', {
    room: a.uuid,
    rich_content: txt('Bonjour Anne'),
    client_id: clientId(),
  });
  at('2026-06-15T08:20:00Z');
  await s('agent').call('close_room', { room: a.uuid });
  await db
    .updateTable('rooms')
    .set({ infos: sql`infos || '{"satisfaction": 4}'::jsonb` as never })
    .where('uuid', '=', a.uuid)
    .execute();

  at('2026-06-15T09:00:00Z');
  const b = await opened(1, 'Bruno');
  rooms.B = b.uuid;
  await visitorSays(b, 'Il y a quelqu’un ?');

  at('2026-06-15T09:05:00Z');
  const c = await opened(2, 'Chloé');
  rooms.C = c.uuid;
  at('2026-06-15T09:06:00Z');
  await s('agent2').call('take_room', { room: c.uuid });
  at('2026-06-15T09:07:00Z');
  await s('agent2').call('send_message', {
    room: c.uuid,
    rich_content: txt('Bonjour'),
    client_id: clientId(),
  });

  at('2026-06-15T09:10:00Z');
  const d = await opened(otherSkill, 'Dora');
  rooms.D = d.uuid;
  await visitorSays(d, 'Hello');
  for (const v of [a, b, c, d]) await v.socket.close();
  at('2026-06-15T09:30:00Z');
});
after(async () => {
  for (const socket of Object.values(sockets)) await socket.close();
  await server.stop();
});

const figures = (stats: AgentStats) => ({
  total: stats.total_count,
  waiting: stats.waiting_count,
  late: stats.late_count,
  closed: stats.closed_count,
  agents: stats.agent_count,
  rate: stats.handle_rate,
  avgWaiting: stats.average_waiting,
  avgRunning: stats.average_running,
});

describe('get_stats', () => {
  test("today: the caller's skills only, late after 10 minutes unanswered, hourly buckets", async () => {
    const stats = await s('agent').call<AgentStats>('get_stats', { interval: 'today' });
    assert.deepEqual(figures(stats), {
      total: 2,
      waiting: 1,
      late: 1,
      closed: 1,
      agents: 1,
      rate: 50,
      avgWaiting: 120,
      avgRunning: 1080,
    });
    assert.equal(stats.from, '2026-06-14T22:00:00.000Z');
    assert.equal(stats.buckets.length, 24);
    // 08:00Z is 10:00 in Paris: the 11th hourly bucket.
    assert.deepEqual(stats.buckets[10], { start: '2026-06-15T08:00:00.000Z', created: 1, closed: 1 });
    assert.deepEqual(stats.buckets[11], { start: '2026-06-15T09:00:00.000Z', created: 1, closed: 0 });
    assert.equal(
      stats.buckets.reduce((n, b) => n + b.created, 0),
      2,
    );
    assert.deepEqual(
      stats.details.map((d) => [d.room, d.state, d.skill, d.agent]),
      [
        [rooms.B, 'late', 'Support', null],
        [rooms.A, 'closed', 'Support', 'Alice Agent'],
      ],
    );
  });

  test('intervals: yesterday is empty, last week and this month hold today, custom by day', async () => {
    const yesterday = await s('agent').call<AgentStats>('get_stats', { interval: 'yesterday' });
    assert.equal(yesterday.total_count, 0);
    assert.equal(yesterday.buckets.length, 24);
    assert.equal(yesterday.handle_rate, 0);
    assert.equal(yesterday.average_waiting, null);
    const week = await s('agent').call<AgentStats>('get_stats', { interval: 'lastweek' });
    assert.equal(week.buckets.length, 7);
    assert.equal(week.buckets[6]?.created, 2);
    const month = await s('agent').call<AgentStats>('get_stats', { interval: 'thismonth', details: 'rooms' });
    // June has 30 days: one bucket per day of the month, none past its end.
    assert.equal(month.buckets.length, 30);
    assert.equal(month.buckets[14]?.created, 2);
    const custom = await s('agent').call<AgentStats>('get_stats', {
      interval: 'custom',
      dt_gt: '2026-06-10',
      dt_lt: '2026-06-15',
    });
    assert.equal(custom.buckets.length, 6);
    assert.equal(custom.total_count, 2);
  });

  test('refused: a custom range without days, reversed, or over a year; an unknown interval', async () => {
    for (const payload of [
      { interval: 'custom' },
      { interval: 'custom', dt_gt: '2026-06-10', dt_lt: '2026-06-01' },
      { interval: 'custom', dt_gt: '2025-01-01', dt_lt: '2026-06-01' },
      { interval: 'lastyear' },
      { interval: 'custom', dt_gt: 'yesterday', dt_lt: '2026-06-01' },
    ]) {
      const frame = await s('agent').request('get_stats', payload);
      assert.equal(frame.type, 'error', JSON.stringify(payload));
      assert.equal(frame.code, 'invalid_payload');
    }
  });

  test('get_csv_stats: the details as CSV under an export- name', async () => {
    const { filename, csv } = await s('agent').call<StatsCsv>('get_csv_stats', { interval: 'today' });
    assert.equal(filename, 'export-stats-2026-06-15.csv');
    const lines = csv.trim().split('\r\n');
    assert.equal(lines[0], 'room,label,state,skill,agent,created');
    assert.equal(lines.length, 3);
    assert.ok(lines[1]?.startsWith(`${rooms.B},`));
    assert.ok(lines[2]?.includes('closed,Support,Alice Agent'));
  });
});

describe('get_supervisor_stats', () => {
  test('a manager sees the company in their skills; another company is never counted', async () => {
    const stats = await s('manager').call<AgentStats>('get_supervisor_stats', { interval: 'today' });
    assert.deepEqual(figures(stats), {
      total: 3,
      waiting: 1,
      late: 1,
      closed: 1,
      agents: 2,
      rate: 66.67,
      avgWaiting: 90,
      avgRunning: 1080,
    });
    assert.ok(!stats.details.some((d) => d.room === rooms.D));
    const admin = await s('admin').call<AgentStats>('get_supervisor_stats', { interval: 'today' });
    assert.equal(admin.total_count, 3);
  });

  test('filters: by skill, by agent, by skill then agent', async () => {
    const call = (payload: Record<string, unknown>) =>
      s('manager').call<AgentStats>('get_supervisor_stats', { interval: 'today', ...payload });
    const sales = await call({ skill: 2 });
    assert.deepEqual(
      sales.details.map((d) => d.room),
      [rooms.C],
    );
    assert.equal(sales.handle_rate, 100);
    const bruno = await call({ agent: agent2Uuid });
    assert.deepEqual(
      bruno.details.map((d) => [d.room, d.state, d.agent]),
      [[rooms.C, 'running', 'Bruno Agent']],
    );
    assert.equal((await call({ skill: 1, agent: agent2Uuid })).total_count, 0);
    assert.equal((await call({ skill: 2, agent: agent2Uuid })).total_count, 1);
  });

  test('a manager is held to their skills; a supervisor sees the company', async () => {
    const mine = await s('support-manager').call<AgentStats>('get_supervisor_stats', { interval: 'today' });
    assert.equal(mine.total_count, 2);
    const refused = await s('support-manager').request('get_supervisor_stats', {
      interval: 'today',
      skill: 2,
    });
    assert.equal(refused.code, 'permission_denied');
    const supervisor = await s('supervisor').call<AgentStats>('get_supervisor_stats', { interval: 'today' });
    assert.equal(supervisor.total_count, 3);
  });

  test('refused to agents; unknown skill or agent; other companies are unknown', async () => {
    for (const command of ['get_supervisor_stats', 'get_supervisor_csv_stats']) {
      const frame = await s('agent').request(command, { interval: 'today' });
      assert.equal(frame.code, 'permission_denied', command);
    }
    assert.equal(
      (await s('admin').request('get_supervisor_stats', { interval: 'today', skill: 3 })).code,
      'not_found',
    );
    const stranger = await s('admin').request('get_supervisor_stats', {
      interval: 'today',
      agent: 'no-such-agent',
    });
    assert.equal(stranger.code, 'unable_to_find_user');
  });

  test('get_supervisor_csv_stats: filtered like the figures', async () => {
    const { filename, csv } = await s('manager').call<StatsCsv>('get_supervisor_csv_stats', {
      interval: 'lastweek',
      skill: 2,
    });
    assert.equal(filename, 'export-supervisor-stats-2026-06-09-2026-06-15.csv');
    assert.equal(csv.trim().split('\r\n').length, 2);
    assert.ok(csv.includes(rooms.C as string));
  });
});

describe('get_header_stats', () => {
  test("the caller's open rooms now and today's averages; satisfaction when visitors gave it", async () => {
    assert.deepEqual(await s('agent').call<HeaderStats>('get_header_stats'), {
      running_count: 0,
      avg_waiting: 120,
      avg_running: 1080,
      avg_sat: 4,
      avg_nps: null,
    });
    assert.deepEqual(await s('agent2').call<HeaderStats>('get_header_stats'), {
      running_count: 1,
      avg_waiting: 60,
      avg_running: null,
      avg_sat: null,
      avg_nps: null,
    });
  });
});
