import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  ContactReasonStats,
  GbaHeader,
  GuestConversationStats,
  SankeyStats,
  StatsBot,
  StatsComments,
} from '@omnicanal/api';
import { createCompany, createSkill } from '../core/repo.ts';
import { signInDemo, startTestServer, type TestServer } from '../test/helpers.ts';
import { seedBotSession, seedRoom, statsReader } from './testing.ts';

/*
 * Sunday 29 March 2026, the day Paris goes to summer time (23 hours), read at 15:00Z.
 * Bot conversations today: S1 welcome → menu → agent, handed off; S2 welcome → menu → faq, ended
 * with the bot; S3 (Sales) welcome → faq, ended with the bot. Another company's S4 never counts.
 * Rooms today: R1 Support (reason Billing), R2 Sales from WhatsApp; another company's room.
 */
const NOW = Date.parse('2026-03-29T15:00:00Z');
let server: TestServer;
let token: Record<'manager' | 'agent', string>;
let otherSkill = 0;

const { get, ok } = statsReader(
  () => server,
  () => token,
  'manager',
);

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0, clock: () => NOW });
  const db = server.context.db;
  await db.updateTable('users').set({ timezone: 'Europe/Paris' }).where('company_id', '=', 1).execute();
  token = await signInDemo(server, 'manager', 'agent');
  await seedBotSession(db, {
    company: 1,
    skill: 1,
    created: '2026-03-29T08:00:00Z',
    handedOff: 3,
    nodes: ['welcome', 'menu', 'agent'],
  });
  await seedBotSession(db, {
    company: 1,
    skill: 1,
    created: '2026-03-29T08:30:00Z',
    nodes: ['welcome', 'menu', 'faq'],
  });
  await seedBotSession(db, {
    company: 1,
    skill: 2,
    created: '2026-03-29T12:00:00Z',
    nodes: ['welcome', 'faq'],
  });
  const other = await createCompany(db, { name: 'Other' });
  otherSkill = await createSkill(db, other.id, 'Elsewhere');
  await seedBotSession(db, {
    company: other.id,
    skill: otherSkill,
    created: '2026-03-29T09:00:00Z',
    nodes: ['welcome', 'menu'],
  });
  const billing = await db
    .insertInto('contact_reasons')
    .values({ company_id: 1, label: 'Billing', skills: '[]', subaccounts: '[]' } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await seedRoom(db, {
    company: 1,
    skill: 1,
    created: '2026-03-29T08:03:00Z',
    visitor: [0],
    reasons: { ids: [billing.id], labels: ['Billing'] },
  });
  const whatsapp = await db
    .insertInto('channels')
    .values({ company_id: 1, kind: 'whatsapp', name: 'WhatsApp', skill_id: 2, settings: '{}' } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const r2 = await seedRoom(db, { company: 1, skill: 2, created: '2026-03-29T13:00:00Z', visitor: [0] });
  await db.updateTable('rooms').set({ channel_id: whatsapp.id }).where('uuid', '=', r2).execute();
  await seedRoom(db, { company: other.id, skill: otherSkill, created: '2026-03-29T09:00:00Z', visitor: [0] });
});

after(async () => {
  await server?.stop();
});

describe('bot main (GET /stats/statistics2 and its export)', () => {
  test('bot conversations, hand-offs and those ended with the bot, per local hour', async () => {
    const bot = await ok<StatsBot>('/api/stats/stats/statistics2?interval=today');
    assert.equal(bot.from, '2026-03-28T23:00:00.000Z');
    assert.equal(bot.buckets.length, 23);
    assert.deepEqual(
      {
        total: bot.bot_conversations,
        handed: bot.handed_off,
        ended: bot.ended_in_bot,
        rate: bot.handoff_rate,
      },
      { total: 3, handed: 1, ended: 2, rate: 33.33 },
    );
    // 08:00Z is 10:00 summer time: the 10th hour of a day that skipped 02:00.
    assert.deepEqual(bot.buckets[9], {
      start: '2026-03-29T08:00:00.000Z',
      bot_conversations: 2,
      handed_off: 1,
      ended_in_bot: 1,
    });
    const sales = await ok<StatsBot>('/api/stats/stats/statistics2?interval=today&skill=2');
    assert.equal(sales.bot_conversations, 1);
    const foreign = await ok<StatsBot>(`/api/stats/stats/statistics2?interval=today&skill=${otherSkill}`);
    assert.equal(foreign.bot_conversations, 0);
    const csv = await get<string>('/api/stats/stats/statistics2export?interval=today');
    assert.equal(csv.headers.get('content-disposition'), 'attachment; filename="export-bot-2026-03-29.csv"');
    const lines = String(csv.body)
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    assert.equal(lines[0], 'start,bot_conversations,handed_off,ended_in_bot');
    assert.equal(lines[10], '2026-03-29T08:00:00.000Z,2,1,1');
    assert.equal((await get('/api/stats/stats/statistics2?interval=today', 'agent')).status, 403);
  });

  test('GET /stats/sankey (guests): the bot paths as nodes and counted links', async () => {
    const sankey = await ok<SankeyStats>('/api/guests/stats/sankey?interval=today');
    assert.deepEqual(
      sankey.nodes.map((n) => n.id),
      ['agent', 'faq', 'menu', 'welcome'],
    );
    assert.deepEqual(sankey.links, [
      { source: 'welcome', target: 'menu', value: 2 },
      { source: 'menu', target: 'agent', value: 1 },
      { source: 'menu', target: 'faq', value: 1 },
      { source: 'welcome', target: 'faq', value: 1 },
    ]);
  });
});

describe('guests statistics', () => {
  test('GET /stats/conversations: per local hour and per channel, this company only', async () => {
    const c = await ok<GuestConversationStats>('/api/guests/stats/conversations?interval=today');
    assert.equal(c.conversations, 2);
    assert.equal(c.buckets.length, 23);
    assert.equal(c.buckets[9]?.conversations, 1);
    assert.deepEqual(c.by_channel, [
      { channel: 'web', conversations: 1 },
      { channel: 'whatsapp', conversations: 1 },
    ]);
  });

  test('GET /stats/contact-reasons: every reason given, most used first', async () => {
    const r = await ok<ContactReasonStats>('/api/guests/stats/contact-reasons?interval=today');
    assert.deepEqual(
      r.results.map((x) => [x.label, x.count]),
      [['Billing', 1]],
    );
    const yesterday = await ok<ContactReasonStats>('/api/guests/stats/contact-reasons?interval=yesterday');
    assert.deepEqual(yesterday.results, []);
  });
});

describe('comments and the header strip', () => {
  test('comments: no channel brings comments yet, so zeros in every bucket and an empty export', async () => {
    const c = await ok<StatsComments>('/api/stats/stats/dashboard-comments-gc?interval=lastweek');
    assert.equal(c.comments, 0);
    assert.equal(c.avg_first_response, null);
    assert.equal(c.buckets.length, 7);
    const csv = await get<string>('/api/stats/stats/dashboard-comments-gc-export?interval=lastweek');
    assert.equal(
      csv.headers.get('content-disposition'),
      'attachment; filename="export-comments-2026-03-23-2026-03-29.csv"',
    );
  });

  test('GET /stats/gba-header: the caller’s strip, for agents too', async () => {
    const res = await get<GbaHeader>('/api/stats/stats/gba-header', 'agent');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {
      running_count: 0,
      avg_waiting: null,
      avg_running: null,
      avg_sat: null,
      avg_nps: null,
    });
  });
});
