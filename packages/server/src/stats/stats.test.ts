import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  DiscussionDetailPage,
  StatsDashboard,
  StatsDashboard2,
  StatsMonitoring,
  User,
} from '@omnicanal/api';
import { statsRange } from '@omnicanal/core';
import readXlsxFile from 'read-excel-file/node';
import { createCompany, createSkill, createUser } from '../core/repo.ts';
import { XLSX_TYPE } from '../http/xlsx.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { api, login, startTestServer, type TestServer } from '../test/helpers.ts';
import { filterOf } from './conversations.ts';
import { type DiscussionCursor, discussionChunk, discussionRows } from './detail.ts';
import { seedRoom } from './testing.ts';

/*
 * Sunday 25 October 2026, the day Paris goes back to winter time (25 hours), read at 15:00Z.
 * Company 1 (owner in Europe/Paris), today:
 *  R1 Support 00:30Z (02:30 summer time): visitor at once, taken by agent@ at +2, answered at +3,
 *     closed at +20; sat 4, NPS 10; reasons Billing and Delivery.
 *  R2 Support 01:30Z (02:30 winter time): visitor at once, never answered: late.
 *  R3 Sales   09:00Z: taken by agent2@ at +1, first answer at +12 (late), running; sat 2, NPS 5;
 *     reason `=HYPERLINK("x")` (a formula a spreadsheet must not run).
 *  R4 Support 10:00Z: the visitor leaves at +5 unanswered: closed, not handled, not late.
 *  R5 Support Tuesday 20 October 10:00Z: taken at +1, answered at +1, closed at +10; sat 5, NPS 9.
 * Company 2: one handled room today, never counted.
 */
const NOW = Date.parse('2026-10-25T15:00:00Z');

let server: TestServer;
const token: Record<string, string> = {};
let agent2 = '';
let otherAgent = '';
let otherSkill = 0;
const rooms: Record<string, string> = {};

const get = async <T>(who: string, path: string) => {
  const res = await api(server.url, path, { token: token[who] });
  return { status: res.status, body: res.body as unknown as T, headers: res.headers };
};
const ok = async <T>(path: string, who = 'stats') => {
  const res = await get<T>(who, path);
  assert.equal(res.status, 200, `${path}: ${JSON.stringify(res.body)}`);
  return res.body;
};

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0, clock: () => NOW });
  const db = server.context.db;
  await db.updateTable('users').set({ timezone: 'Europe/Paris' }).where('company_id', '=', 1).execute();
  await createUser(db, {
    companyId: 1,
    email: 'stats@demo.test',
    password: DEMO_PASSWORD,
    role: 'stats_manager',
    firstName: 'Stella',
    lastName: 'Stats',
  });
  for (const who of ['agent', 'stats', 'manager']) token[who] = await login(server.url, `${who}@demo.test`);
  const agentId = (
    await db.selectFrom('users').select('id').where('email', '=', 'agent@demo.test').executeTakeFirstOrThrow()
  ).id;
  const agent2Row = await db
    .selectFrom('users')
    .select(['id', 'uuid'])
    .where('email', '=', 'agent2@demo.test')
    .executeTakeFirstOrThrow();
  agent2 = agent2Row.uuid;
  const support = 1;
  const sales = 2;
  const reasons = await db
    .insertInto('contact_reasons')
    .values([
      { company_id: 1, label: 'Billing', skills: '[]', subaccounts: '[]' },
      { company_id: 1, label: 'Delivery', skills: '[]', subaccounts: '[]' },
      { company_id: 1, label: '=HYPERLINK("x")', skills: '[]', subaccounts: '[]' },
    ] as never)
    .returning('id')
    .execute();
  const [billing, delivery, formula] = reasons.map((r) => r.id) as [number, number, number];

  rooms.R1 = await seedRoom(db, {
    company: 1,
    skill: support,
    created: '2026-10-25T00:30:00Z',
    agent: agentId,
    taken: 2,
    closed: 20,
    visitor: [0],
    agentSays: [3],
    satisfaction: { sat: 4, nps: 10 },
    reasons: { ids: [billing, delivery], labels: ['Billing', 'Delivery'] },
  });
  rooms.R2 = await seedRoom(db, {
    company: 1,
    skill: support,
    created: '2026-10-25T01:30:00Z',
    visitor: [0],
  });
  rooms.R3 = await seedRoom(db, {
    company: 1,
    skill: sales,
    created: '2026-10-25T09:00:00Z',
    agent: agent2Row.id,
    taken: 1,
    visitor: [0],
    agentSays: [12],
    satisfaction: { sat: 2, nps: 5 },
    reasons: { ids: [billing, formula], labels: ['=HYPERLINK("x")', 'Billing'] },
  });
  rooms.R4 = await seedRoom(db, {
    company: 1,
    skill: support,
    created: '2026-10-25T10:00:00Z',
    closed: 5,
    visitor: [0],
  });
  rooms.R5 = await seedRoom(db, {
    company: 1,
    skill: support,
    created: '2026-10-20T10:00:00Z',
    agent: agentId,
    taken: 1,
    closed: 10,
    visitor: [0],
    agentSays: [1],
    satisfaction: { sat: 5, nps: 9 },
  });

  const other = await createCompany(db, { name: 'Other' });
  otherSkill = await createSkill(db, other.id, 'Elsewhere');
  const stranger = await createUser(db, {
    companyId: other.id,
    email: 'stranger@other.test',
    password: DEMO_PASSWORD,
    role: 'agent',
    firstName: 'Otto',
    lastName: 'Other',
  });
  otherAgent = stranger.uuid;
  await createUser(db, {
    companyId: other.id,
    email: 'boss@other.test',
    password: DEMO_PASSWORD,
    role: 'manager',
    firstName: 'Bea',
    lastName: 'Boss',
  });
  token.otherManager = await login(server.url, 'boss@other.test');
  await seedRoom(db, {
    company: other.id,
    skill: otherSkill,
    created: '2026-10-25T09:30:00Z',
    agent: stranger.id,
    taken: 1,
    closed: 3,
    visitor: [0],
    agentSays: [2],
    satisfaction: { sat: 1, nps: 0 },
  });
});

after(async () => {
  await server?.stop();
});

describe('GET /api/stats/stats/dashboard', () => {
  test('today on the day of 25 hours: exact figures, 25 hourly buckets, the repeated hour twice', async () => {
    const d = await ok<StatsDashboard>('/api/stats/stats/dashboard?interval=today');
    assert.equal(d.from, '2026-10-24T22:00:00.000Z');
    assert.equal(d.to, '2026-10-25T23:00:00.000Z');
    assert.equal(d.bucket, 'hour');
    assert.deepEqual(d.kpis, {
      conversations: 4,
      handled: 2,
      handle_rate: 50,
      avg_waiting: 90,
      avg_first_response: 450,
      avg_running: 1080,
      late_count: 2,
      late_rate: 50,
      avg_sat: 3,
      sat_count: 2,
      nps: 0,
      nps_count: 2,
      visitor_messages: 4,
      agent_messages: 2,
    });
    assert.equal(d.buckets.length, 25);
    const b = (i: number) => d.buckets[i];
    // 02:30 summer time (index 2) and 02:30 winter time (index 3) are two hours.
    assert.deepEqual(b(2), { start: '2026-10-25T00:00:00.000Z', created: 1, handled: 1, closed: 1, late: 0 });
    assert.deepEqual(b(3), { start: '2026-10-25T01:00:00.000Z', created: 1, handled: 0, closed: 0, late: 1 });
    assert.deepEqual(b(11), {
      start: '2026-10-25T09:00:00.000Z',
      created: 1,
      handled: 1,
      closed: 0,
      late: 1,
    });
    assert.deepEqual(b(12), {
      start: '2026-10-25T10:00:00.000Z',
      created: 1,
      handled: 0,
      closed: 1,
      late: 0,
    });
    assert.equal(
      d.buckets.reduce((n, x) => n + x.created, 0),
      4,
    );
    assert.deepEqual(d.by_channel, [{ channel: 'web', conversations: 4 }]);
    assert.deepEqual(d.by_skill, [
      { skill_id: 1, skill: 'Support', conversations: 3, handle_rate: 33.33, avg_waiting: 120 },
      { skill_id: 2, skill: 'Sales', conversations: 1, handle_rate: 100, avg_waiting: 60 },
    ]);
    assert.deepEqual(
      d.contact_reasons.map((r) => [r.label, r.count]),
      [
        ['Billing', 2],
        ['=HYPERLINK("x")', 1],
        ['Delivery', 1],
      ],
    );
  });

  test('last week: 7 local days, the last one 25 hours long', async () => {
    const d = await ok<StatsDashboard>('/api/stats/stats/dashboard?interval=lastweek');
    assert.equal(d.bucket, 'day');
    assert.deepEqual(
      d.buckets.map((b) => [b.start, b.created]),
      [
        ['2026-10-18T22:00:00.000Z', 0],
        ['2026-10-19T22:00:00.000Z', 1],
        ['2026-10-20T22:00:00.000Z', 0],
        ['2026-10-21T22:00:00.000Z', 0],
        ['2026-10-22T22:00:00.000Z', 0],
        ['2026-10-23T22:00:00.000Z', 0],
        ['2026-10-24T22:00:00.000Z', 4],
      ],
    );
    assert.equal(d.kpis.conversations, 5);
    assert.equal(d.kpis.handled, 3);
    assert.equal(d.kpis.handle_rate, 60);
    assert.equal(d.kpis.avg_sat, 3.67);
    // Promoters 10 and 9, detractor 5: (2 − 1) / 3.
    assert.equal(d.kpis.nps, 33.33);
  });

  test('a custom range across the DST day counts by local day', async () => {
    const d = await ok<StatsDashboard>(
      '/api/stats/stats/dashboard?interval=custom&dt_gt=2026-10-24&dt_lt=2026-10-26',
    );
    assert.equal(d.from, '2026-10-23T22:00:00.000Z');
    assert.equal(d.to, '2026-10-26T23:00:00.000Z');
    assert.deepEqual(
      d.buckets.map((b) => [b.start, b.created]),
      [
        ['2026-10-23T22:00:00.000Z', 0],
        ['2026-10-24T22:00:00.000Z', 4],
        ['2026-10-25T23:00:00.000Z', 0],
      ],
    );
  });

  test('filters: one skill, one agent; another company’s ids give nothing', async () => {
    const sales = await ok<StatsDashboard>('/api/stats/stats/dashboard?interval=today&skill=2');
    assert.equal(sales.kpis.conversations, 1);
    const byAgent = await ok<StatsDashboard>(`/api/stats/stats/dashboard?interval=today&agent=${agent2}`);
    assert.equal(byAgent.kpis.conversations, 1);
    assert.equal(byAgent.kpis.avg_first_response, 720);
    const foreignSkill = await ok<StatsDashboard>(
      `/api/stats/stats/dashboard?interval=today&skill=${otherSkill}`,
    );
    assert.equal(foreignSkill.kpis.conversations, 0);
    assert.equal(foreignSkill.kpis.avg_waiting, null);
    const foreignAgent = await ok<StatsDashboard>(
      `/api/stats/stats/dashboard?interval=today&agent=${otherAgent}`,
    );
    assert.equal(foreignAgent.kpis.conversations, 0);
  });

  test('bad ranges: 400 with a field error', async () => {
    const cases: [string, string, string][] = [
      ['interval=custom&dt_gt=2026-10-01', 'dt_lt', 'range_required'],
      ['interval=custom&dt_gt=2026-10-02&dt_lt=2026-10-01', 'dt_lt', 'range_order'],
      ['interval=custom&dt_gt=2025-01-01&dt_lt=2026-01-05', 'dt_lt', 'range_too_long'],
      ['interval=custom&dt_gt=2026-13-01&dt_lt=2026-10-01', 'dt_gt', 'invalid'],
      ['interval=forever', 'interval', 'invalid'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get<Record<string, string[]>>('stats', `/api/stats/stats/dashboard?${query}`);
      assert.equal(res.status, 400, query);
      assert.deepEqual(res.body[field], [message], query);
    }
  });

  test('who may read: statistics managers and managers; agents refused', async () => {
    assert.equal((await get('agent', '/api/stats/stats/dashboard?interval=today')).status, 403);
    assert.equal((await get('manager', '/api/stats/stats/dashboard?interval=today')).status, 200);
    assert.equal((await get('agent', '/api/guests/stats/discussions?interval=today')).status, 403);
  });
});

describe('agent activity and conversations', () => {
  test('GET /stats/dashboard2: one row per agent', async () => {
    const d = await ok<StatsDashboard2>('/api/stats/stats/dashboard2?interval=today');
    const me = (await get<User>('agent', '/api/core/user/account')).body;
    assert.deepEqual(d.rows, [
      {
        agent: me.uuid,
        name: `${me.first_name} ${me.last_name}`,
        taken: 1,
        closed: 1,
        avg_first_response: 180,
        avg_running: 1080,
        avg_sat: 4,
        agent_messages: 1,
      },
      {
        agent: agent2,
        name: 'Bruno Agent',
        taken: 1,
        closed: 0,
        avg_first_response: 720,
        avg_running: null,
        avg_sat: 2,
        agent_messages: 1,
      },
    ]);
  });

  test('GET /stats/dashboard2_discussion_detail: newest first, paged, with states and reasons', async () => {
    const first = await ok<DiscussionDetailPage>(
      '/api/stats/stats/dashboard2_discussion_detail?interval=today&page_size=2',
    );
    assert.equal(first.count, 4);
    assert.deepEqual(
      first.results.map((r) => [r.room, r.state]),
      [
        [rooms.R4, 'closed'],
        [rooms.R3, 'running'],
      ],
    );
    const second = await ok<DiscussionDetailPage>(
      '/api/stats/stats/dashboard2_discussion_detail?interval=today&page_size=2&page=2',
    );
    const [r2, r1] = second.results;
    assert.equal(r2?.room, rooms.R2);
    assert.equal(r2?.state, 'late');
    assert.equal(r2?.waiting, null);
    assert.deepEqual(
      { ...r1, label: undefined, created: undefined, agent: undefined },
      {
        room: rooms.R1,
        label: undefined,
        channel: 'web',
        skill: 'Support',
        agent: undefined,
        created: undefined,
        state: 'closed',
        waiting: 120,
        first_response: 180,
        running: 1080,
        sat: 4,
        nps: 10,
        contact_reasons: ['Billing', 'Delivery'],
      },
    );
    const guests = await ok<DiscussionDetailPage>(
      '/api/guests/stats/discussions?interval=today&page_size=2&page=2',
    );
    assert.deepEqual(guests.results, second.results);
  });

  test('a streamed export goes through the conversations chunk after chunk, none twice or missed', async () => {
    const range = statsRange('lastweek', new Date(NOW), 'Europe/Paris');
    const f = filterOf(1, 'Europe/Paris', range, new Date(NOW), {});
    const seen: string[] = [];
    let after: DiscussionCursor | undefined;
    for (;;) {
      const { rows, last } = await discussionChunk(server.context.db, f, 2, after);
      seen.push(...rows.map((r) => r.room));
      if (!last) break;
      after = last;
    }
    const listed = await discussionRows(server.context.db, f, 50, 0);
    assert.deepEqual(
      seen,
      listed.map((r) => r.room),
    );
    assert.equal(seen.length, 5);
  });

  test('CSV exports: attachments named export-…, one line per conversation, formulas neutralised', async () => {
    const res = await get<string>('stats', '/api/guests/stats/export-discussions?interval=today');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/csv/);
    assert.equal(
      res.headers.get('content-disposition'),
      'attachment; filename="export-discussions-2026-10-25.csv"',
    );
    const lines = String(res.body)
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    assert.equal(
      lines[0],
      'room,label,channel,skill,agent,created,state,waiting,first_response,running,sat,nps,contact_reasons',
    );
    assert.equal(lines.length, 5);
    const r3 = lines.find((l) => l.startsWith(rooms.R3 as string)) as string;
    assert.ok(r3.endsWith(`,2,5,"'=HYPERLINK(""x"")|Billing"`), r3);
    const agents = await get<string>('stats', '/api/stats/stats/dashboard2export?interval=lastweek');
    assert.equal(
      agents.headers.get('content-disposition'),
      'attachment; filename="export-agents-2026-10-19-2026-10-25.csv"',
    );
    const agentLines = String(agents.body)
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    assert.equal(
      agentLines[0],
      'agent,name,taken,closed,avg_first_response,avg_running,avg_sat,agent_messages',
    );
    assert.equal(agentLines.length, 3);
    assert.equal((await get('agent', '/api/stats/stats/dashboard2export?interval=today')).status, 403);
  });

  test('XLSX exports: the same rows as the screens, numbers as numbers, a formula left as text', async () => {
    const file = async (path: string) => {
      const res = await fetch(`${server.url}${path}`, {
        headers: { authorization: `Bearer ${token.stats}` },
      });
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get('content-type'), XLSX_TYPE);
      const [sheet] = await readXlsxFile(Buffer.from(await res.arrayBuffer()));
      return { data: sheet?.data ?? [], disposition: res.headers.get('content-disposition') };
    };
    const agents = await file('/api/stats/stats/dashboard2export?interval=lastweek&format=xlsx');
    assert.equal(agents.disposition, 'attachment; filename="export-agents-2026-10-19-2026-10-25.xlsx"');
    const screen = await ok<StatsDashboard2>('/api/stats/stats/dashboard2?interval=lastweek');
    assert.deepEqual(
      agents.data.slice(1),
      screen.rows.map((r) => [
        r.agent,
        r.name,
        r.taken,
        r.closed,
        r.avg_first_response,
        r.avg_running,
        r.avg_sat,
        r.agent_messages,
      ]),
    );
    const discussions = await file('/api/guests/stats/export-discussions?interval=today&format=xlsx');
    assert.equal(discussions.data.length, 5);
    const r3 = discussions.data.find((row) => row[0] === rooms.R3);
    assert.equal(r3?.at(-1), '=HYPERLINK("x")|Billing');
    assert.equal(
      (await get('stats', '/api/stats/stats/dashboard2export?interval=today&format=pdf')).status,
      400,
    );
  });
});

describe('GET /stats/statistics (monitoring)', () => {
  test('now, per skill and per agent; managers only', async () => {
    const m = await ok<StatsMonitoring>('/api/stats/stats/statistics', 'manager');
    const support = m.skills.find((s) => s.skill === 'Support');
    const sales = m.skills.find((s) => s.skill === 'Sales');
    assert.deepEqual(support && { ...support, skill_id: 0 }, {
      skill_id: 0,
      skill: 'Support',
      waiting: 1,
      running: 0,
      late: 1,
      oldest_waiting_since: '2026-10-25T01:30:00.000Z',
    });
    assert.equal(sales?.running, 1);
    assert.equal(sales?.late, 0);
    assert.equal(m.totals.waiting, 1);
    const a2 = m.agents.find((a) => a.agent === agent2);
    assert.deepEqual(a2 && { status: a2.status, open: a2.open_rooms }, { status: 5, open: 1 });
    assert.ok(!m.agents.some((a) => a.agent === otherAgent));
    assert.equal((await get('stats', '/api/stats/stats/statistics')).status, 403);
  });
});

/** Every stats endpoint of the stats and guests services, and who may read it. */
const ENDPOINTS: [path: string, readers: 'dashboard' | 'monitoring' | 'anyone'][] = [
  ['/api/stats/stats/dashboard?interval=today', 'dashboard'],
  ['/api/stats/stats/dashboard2?interval=today', 'dashboard'],
  ['/api/stats/stats/dashboard2_discussion_detail?interval=today', 'dashboard'],
  ['/api/stats/stats/dashboard-comments-gc?interval=today', 'dashboard'],
  ['/api/stats/stats/statistics2?interval=today', 'dashboard'],
  ['/api/stats/stats/dashboard2export?interval=today', 'dashboard'],
  ['/api/stats/stats/statistics2export?interval=today', 'dashboard'],
  ['/api/stats/stats/dashboard-comments-gc-export?interval=today', 'dashboard'],
  ['/api/guests/stats/conversations?interval=today', 'dashboard'],
  ['/api/guests/stats/contact-reasons?interval=today', 'dashboard'],
  ['/api/guests/stats/discussions?interval=today', 'dashboard'],
  ['/api/guests/stats/sankey?interval=today', 'dashboard'],
  ['/api/guests/stats/export-discussions?interval=today', 'dashboard'],
  ['/api/stats/stats/statistics', 'monitoring'],
  ['/api/stats/stats/gba-header', 'anyone'],
];

describe('every endpoint', () => {
  test('agents are refused the dashboards, statistics managers monitoring; nobody without a token', async () => {
    for (const [path, readers] of ENDPOINTS) {
      assert.equal((await get('agent', path)).status, readers === 'anyone' ? 200 : 403, `agent ${path}`);
      assert.equal((await get('stats', path)).status, readers === 'monitoring' ? 403 : 200, `stats ${path}`);
      assert.equal((await get('manager', path)).status, 200, `manager ${path}`);
      assert.equal((await api(server.url, path)).status, 401, `anonymous ${path}`);
    }
  });

  test('another company’s manager reads only its own conversations', async () => {
    for (const [path] of ENDPOINTS) {
      const res = await get<unknown>('otherManager', path);
      assert.equal(res.status, 200, path);
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
      for (const [name, uuid] of Object.entries(rooms)) assert.ok(!text.includes(uuid), `${name} in ${path}`);
      for (const word of ['Support', 'Sales', 'Billing', agent2])
        assert.ok(!text.includes(word), `${word} in ${path}`);
    }
    const mine = (await get<StatsDashboard>('otherManager', '/api/stats/stats/dashboard?interval=today'))
      .body;
    assert.equal(mine.kpis.conversations, 1);
    assert.equal(mine.kpis.avg_sat, 1);
  });
});
