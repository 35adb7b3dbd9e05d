import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TicketingDashboard } from '@omnicanal/api';
import readXlsxFile from 'read-excel-file/node';
import { createCompany } from '../core/repo.ts';
import { XLSX_TYPE } from '../http/xlsx.ts';
import { signInDemo, startTestServer, type TestServer } from '../test/helpers.ts';
import { statsReader } from './testing.ts';

/*
 * The ticketing dashboard (second stats service), read on Wednesday 25 November 2026 at 15:00Z
 * (Paris, UTC+1). Today: T1 delivery, skill A, the agent took it at 08:02, answered at 08:05,
 * closed at 09:00; T2 delivery, skill A, the agent answered after 20 min (late), still running;
 * T3 invoice, skill B, the manager answered in 3 min and closed it after 2 h (its subject a
 * formula); T4 no kind nor skill, 5 min old and waiting; T5 no kind, skill A, waiting unanswered
 * since 11:00 (late). Yesterday: T6 invoice, skill A, the agent answered in 6 min and closed it
 * today at 08:30. Another company's tickets, today, never count.
 */
const NOW = Date.parse('2026-11-25T15:00:00Z');
let server: TestServer;
let token: Record<'manager' | 'agent', string>;
const users: Record<'manager' | 'agent', { id: number; uuid: string }> = {
  manager: { id: 0, uuid: '' },
  agent: { id: 0, uuid: '' },
};
const skills = { a: 0, b: 0 };

const { get, ok } = statsReader(
  () => server,
  () => token,
  'manager',
  '/api/stats2',
);
const dashboard = (query: string) => ok<TicketingDashboard>(`/ticketing/dashboard?${query}`);

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0, clock: () => NOW });
  const db = server.context.db;
  await db.updateTable('users').set({ timezone: 'Europe/Paris' }).where('company_id', '=', 1).execute();
  token = await signInDemo(server, 'manager', 'agent');
  for (const who of ['manager', 'agent'] as const)
    users[who] = await db
      .selectFrom('users')
      .select(['id', 'uuid'])
      .where('email', '=', `${who}@demo.test`)
      .executeTakeFirstOrThrow();
  const demoSkills = await db
    .selectFrom('skills')
    .select('id')
    .where('company_id', '=', 1)
    .orderBy('id')
    .limit(2)
    .execute();
  skills.a = demoSkills[0]?.id ?? 0;
  skills.b = demoSkills[1]?.id ?? 0;
  const other = await createCompany(db, { name: 'Autres tickets' });
  const kinds = await db
    .insertInto('ticket_kinds')
    .values([
      { company_id: 1, name: 'Livraison' },
      { company_id: 1, name: 'Facture' },
      { company_id: other.id, name: 'Livraison' },
    ])
    .returning('id')
    .execute();
  const [delivery, invoice, otherKind] = kinds.map((k) => k.id);
  const at = (day: string, time: string | null) => (time ? `2026-11-${day}T${time}:00Z` : null);
  const ticket = (
    company: number,
    kind: number | null | undefined,
    skill: number | null,
    agent: number | null,
    status: string,
    created: string,
    taken: string | null,
    reply: string | null,
    closed: string | null,
    subject = '',
    day = '25',
    closedDay = day,
  ) => ({
    company_id: company,
    kind_id: kind ?? null,
    skill_id: skill,
    agent_id: agent,
    status,
    subject,
    created_at: at(day, created) as string,
    taken_at: at(day, taken),
    first_reply_at: at(day, reply),
    closed_at: at(closedDay, closed),
  });
  const { agent, manager } = users;
  await db
    .insertInto('tickets')
    .values([
      ticket(1, delivery, skills.a, agent.id, 'closed', '08:00', '08:02', '08:05', '09:00', 'Colis perdu'),
      ticket(1, delivery, skills.a, agent.id, 'running', '09:00', '09:20', '09:20', null),
      ticket(
        1,
        invoice,
        skills.b,
        manager.id,
        'closed',
        '10:00',
        '10:01',
        '10:03',
        '12:00',
        '=HYPERLINK("https://x.test")',
      ),
      ticket(1, null, null, null, 'waiting', '14:55', null, null, null),
      ticket(1, null, skills.a, null, 'late', '11:00', null, null, null),
      ticket(
        1,
        invoice,
        skills.a,
        agent.id,
        'closed',
        '10:00',
        '10:05',
        '10:06',
        '08:30',
        'Hier',
        '24',
        '25',
      ),
      ticket(other.id, otherKind, null, null, 'waiting', '09:00', null, null, null),
      ticket(other.id, otherKind, null, null, 'closed', '09:00', null, null, '10:00'),
    ])
    .execute();
});

after(() => server.close());

describe('the ticketing dashboard (GET /ticketing/dashboard)', () => {
  test("today's figures: created, closed, open now, late and its rate, first reply and resolution", async () => {
    const d = await dashboard('interval=today');
    assert.deepEqual(d.kpis, {
      created: 5,
      closed: 3,
      open_now: 3,
      late: 2,
      late_rate: 40,
      // (5 + 20 + 3 min) / 3
      avg_first_reply: 560,
      // (1 h + 2 h + 22 h 30) / 3
      avg_resolution: 30_600,
    });
  });

  test('hour by hour on the company’s wall clock: created, closed by their close, late', async () => {
    const d = await dashboard('interval=today');
    assert.equal(d.bucket, 'hour');
    assert.equal(d.buckets.length, 24);
    // 08:00Z is 09:00 in Paris.
    assert.deepEqual(
      d.buckets.map((b, hour) => [hour, b.created, b.closed, b.late]).filter(([, ...n]) => n.some((x) => x)),
      [
        [9, 1, 1, 0],
        [10, 1, 1, 1],
        [11, 1, 0, 0],
        [12, 1, 0, 1],
        [13, 0, 1, 0],
        [15, 1, 0, 0],
      ],
    );
  });

  test('by status, by kind (those without one together) and per agent', async () => {
    const d = await dashboard('interval=today');
    assert.deepEqual(d.by_status, [
      { status: 'waiting', count: 1 },
      { status: 'running', count: 1 },
      { status: 'late', count: 1 },
      { status: 'closed', count: 2 },
    ]);
    assert.deepEqual(
      d.by_kind.map((k) => [k.kind, k.count, k.kind_id === null]),
      [
        ['', 2, true],
        ['Livraison', 2, false],
        ['Facture', 1, false],
      ],
    );
    assert.deepEqual(
      d.agents.map((a) => [a.agent, a.taken, a.closed, a.avg_resolution]),
      [
        // T6 was taken yesterday: closed today, not taken today.
        [users.agent.uuid, 2, 2, 42_300],
        [users.manager.uuid, 1, 1, 7200],
      ],
    );
    assert.ok(d.agents.every((a) => a.name.length > 0));
  });

  test('the agent and skill filters; a custom day reads that day only; an empty period is zeros', async () => {
    const mine = await dashboard(`interval=today&agent=${users.agent.uuid}`);
    assert.deepEqual(
      [mine.kpis.created, mine.kpis.closed, mine.kpis.open_now, mine.kpis.late, mine.kpis.late_rate],
      [2, 2, 1, 1, 50],
    );
    const skillB = await dashboard(`interval=today&skill=${skills.b}`);
    assert.deepEqual([skillB.kpis.created, skillB.kpis.closed, skillB.kpis.open_now], [1, 1, 0]);
    const yesterday = await dashboard('interval=custom&dt_gt=2026-11-24&dt_lt=2026-11-24');
    assert.deepEqual(yesterday.kpis, {
      created: 1,
      closed: 0,
      // Open now is this moment's, whatever the range.
      open_now: 3,
      late: 0,
      late_rate: 0,
      avg_first_reply: 360,
      avg_resolution: null,
    });
    assert.deepEqual(yesterday.by_kind, [
      { kind_id: yesterday.by_kind[0]?.kind_id, kind: 'Facture', count: 1 },
    ]);
    const none = await dashboard('interval=custom&dt_gt=2026-10-01&dt_lt=2026-10-02');
    assert.deepEqual([none.kpis.created, none.kpis.closed, none.kpis.late_rate], [0, 0, 0]);
    assert.deepEqual([none.kpis.avg_first_reply, none.kpis.avg_resolution], [null, null]);
    assert.deepEqual([none.by_kind, none.agents], [[], []]);
    assert.ok(none.by_status.every((s) => s.count === 0));
    assert.ok(none.buckets.every((b) => b.created === 0 && b.closed === 0 && b.late === 0));
  });

  test('an agent is refused; a bad range is a field error', async () => {
    assert.equal((await get('/ticketing/dashboard?interval=today', 'agent')).status, 403);
    assert.equal((await get('/ticketing/export/events?interval=today', 'agent')).status, 403);
    const bad = await get<Record<string, string[]>>(
      '/ticketing/dashboard?interval=custom&dt_gt=2026-11-25&dt_lt=2026-11-20',
    );
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.dt_lt, ['range_order']);
  });
});

describe('the tickets export (GET /ticketing/export/events)', () => {
  test('one line per ticket created in the range, oldest first, a formula in a subject made inert', async () => {
    const { status, body, headers } = await get<string>('/ticketing/export/events?interval=today');
    assert.equal(status, 200);
    assert.match(String(headers.get('content-disposition')), /export-tickets-2026-11-25\.csv/);
    const lines = String(body)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    assert.equal(
      lines[0],
      'created_at,ticket,kind,skill,status,agent,taken_at,first_reply_at,closed_at,first_reply_seconds,resolution_seconds,late,subject',
    );
    assert.equal(lines.length, 6);
    assert.match(
      lines[1] as string,
      /^2026-11-25T08:00:00.000Z,\d+,Livraison,[^,]+,closed,[^,]+,2026-11-25T08:02:00.000Z,2026-11-25T08:05:00.000Z,2026-11-25T09:00:00.000Z,300,3600,0,Colis perdu$/,
    );
    assert.match(lines[2] as string, /,running,.*,1200,,1,$/);
    assert.match(lines[3] as string, /,Facture,.*,180,7200,0,"'=HYPERLINK\(""https:\/\/x.test""\)"$/);
  });

  test('as XLSX: the same lines, the formula kept as text', async () => {
    const res = await fetch(`${server.url}/api/stats2/ticketing/export/events?interval=today&format=xlsx`, {
      headers: { authorization: `Bearer ${token.manager}` },
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), XLSX_TYPE);
    assert.match(String(res.headers.get('content-disposition')), /export-tickets-2026-11-25\.xlsx/);
    const [sheet] = await readXlsxFile(Buffer.from(await res.arrayBuffer()));
    const rows = sheet?.data ?? [];
    assert.equal(rows.length, 6);
    assert.equal(rows[3]?.at(-1), '=HYPERLINK("https://x.test")');
  });
});
