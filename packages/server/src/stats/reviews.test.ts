import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  ReviewsAgents,
  ReviewsPerStatus,
  ReviewsPlatforms,
  ReviewsPlatformsScore,
} from '@omnicanal/api';
import { createCompany } from '../core/repo.ts';
import { signInDemo, startTestServer, type TestServer } from '../test/helpers.ts';
import { statsReader } from './testing.ts';

/*
 * The reviews dashboards (second stats service), read on Wednesday 25 November 2026 at 15:00Z
 * (Paris, UTC+1). Today: R1 Google 5★ answered by the agent in 30 min; R2 Google 2★ waiting (its
 * text a formula); R3 Trustpilot 4★ answered by the agent in 1 h; R4 Trustpilot 1★ set aside by the
 * manager. Yesterday: R5 Google 3★ answered by the manager. Another company's review, today, never
 * counts.
 */
const NOW = Date.parse('2026-11-25T15:00:00Z');
let server: TestServer;
let token: Record<'manager' | 'agent', string>;
const users: Record<'manager' | 'agent', { id: number; uuid: string }> = {
  manager: { id: 0, uuid: '' },
  agent: { id: 0, uuid: '' },
};

const { get, ok } = statsReader(
  () => server,
  () => token,
  'manager',
  '/api/stats2',
);

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
  const other = await createCompany(db, { name: 'Autre avis' });
  const review = (
    company: number,
    id: string,
    platform: string,
    rating: number,
    received: string,
    status: string,
    agent: number | null,
    answered: string | null,
    body = '',
  ) => ({
    company_id: company,
    platform,
    external_id: id,
    rating,
    author: `Client ${id}`,
    body,
    status,
    agent_id: agent,
    received_at: received,
    answered_at: answered,
  });
  const { agent, manager } = users;
  await db
    .insertInto('reviews')
    .values([
      review(1, 'r1', 'google', 5, '2026-11-25T09:00:00Z', 'answered', agent.id, '2026-11-25T09:30:00Z'),
      review(
        1,
        'r2',
        'google',
        2,
        '2026-11-25T10:00:00Z',
        'waiting',
        null,
        null,
        '=HYPERLINK("https://x.test")',
      ),
      review(1, 'r3', 'trustpilot', 4, '2026-11-25T11:00:00Z', 'answered', agent.id, '2026-11-25T12:00:00Z'),
      review(1, 'r4', 'trustpilot', 1, '2026-11-25T12:00:00Z', 'ignored', manager.id, null),
      review(1, 'r5', 'google', 3, '2026-11-24T10:00:00Z', 'answered', manager.id, '2026-11-24T11:00:00Z'),
      review(other.id, 'r1', 'google', 5, '2026-11-25T09:00:00Z', 'waiting', null, null),
    ])
    .execute();
});

after(() => server.close());

describe('the reviews dashboards (GET /reviews/dashboard/*)', () => {
  test("today's reviews by status, and the answer rate", async () => {
    const s = await ok<ReviewsPerStatus>('/reviews/dashboard/reviews-per-status?interval=today');
    assert.equal(s.total, 4);
    assert.equal(s.answer_rate, 50);
    assert.deepEqual(s.statuses, [
      { status: 'waiting', count: 1 },
      { status: 'answered', count: 2 },
      { status: 'ignored', count: 1 },
    ]);
  });

  test('reviews per platform, hour by hour on the company’s wall clock', async () => {
    const p = await ok<ReviewsPlatforms>('/reviews/dashboard/platforms?interval=today');
    assert.equal(p.bucket, 'hour');
    assert.deepEqual(p.totals, { google: 2, trustpilot: 2 });
    assert.equal(p.buckets.length, 24);
    // 09:00Z is 10:00 in Paris.
    assert.deepEqual(
      p.buckets.map((b, hour) => [hour, b.google, b.trustpilot]).filter(([, g, t]) => g || t),
      [
        [10, 1, 0],
        [11, 1, 0],
        [12, 0, 1],
        [13, 0, 1],
      ],
    );
  });

  test("each platform's average rating and its reviews by stars", async () => {
    const s = await ok<ReviewsPlatformsScore>('/reviews/dashboard/platforms-score?interval=today');
    assert.deepEqual(s.platforms, [
      { platform: 'google', reviews: 2, avg_rating: 3.5, stars: [0, 1, 0, 0, 1] },
      { platform: 'trustpilot', reviews: 2, avg_rating: 2.5, stars: [1, 0, 0, 1, 0] },
    ]);
  });

  test('per agent: answered and set aside, the time to answer and the ratings answered', async () => {
    const a = await ok<ReviewsAgents>('/reviews/dashboard/agents?interval=today');
    assert.deepEqual(
      a.agents.map((row) => [row.agent, row.answered, row.ignored, row.avg_response, row.avg_rating]),
      [
        [users.agent.uuid, 2, 0, 2700, 4.5],
        [users.manager.uuid, 0, 1, null, null],
      ],
    );
    assert.ok(a.agents.every((row) => row.name.length > 0));
  });

  test('the agent filter keeps what that agent handled; a custom day reads that day only', async () => {
    const mine = await ok<ReviewsPerStatus>(
      `/reviews/dashboard/reviews-per-status?interval=today&agent=${users.agent.uuid}`,
    );
    assert.deepEqual([mine.total, mine.answer_rate], [2, 100]);
    const yesterday = await ok<ReviewsPlatformsScore>(
      '/reviews/dashboard/platforms-score?interval=custom&dt_gt=2026-11-24&dt_lt=2026-11-24',
    );
    assert.deepEqual(yesterday.platforms[0], {
      platform: 'google',
      reviews: 1,
      avg_rating: 3,
      stars: [0, 0, 1, 0, 0],
    });
    const none = await ok<ReviewsAgents>(
      '/reviews/dashboard/agents?interval=custom&dt_gt=2026-10-01&dt_lt=2026-10-02',
    );
    assert.deepEqual(none.agents, []);
  });

  test('an agent is refused; a bad range is a field error', async () => {
    assert.equal((await get('/reviews/dashboard/platforms?interval=today', 'agent')).status, 403);
    const bad = await get<Record<string, string[]>>(
      '/reviews/dashboard/agents?interval=custom&dt_gt=2026-11-25&dt_lt=2026-11-20',
    );
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.dt_lt, ['range_order']);
  });
});

describe('the reviews export (GET /reviews/export/events)', () => {
  test('one line per review of the range, oldest first, a formula in a review made inert', async () => {
    const { res, body } = await get<string>('/reviews/export/events?interval=today');
    assert.equal(res.status, 200);
    assert.match(String(res.headers.get('content-disposition')), /export-reviews-2026-11-25\.csv/);
    const lines = String(body)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    assert.equal(
      lines[0],
      'received_at,platform,rating,status,agent,answered_at,response_seconds,author,review',
    );
    assert.equal(lines.length, 5);
    assert.match(
      lines[1] as string,
      /^2026-11-25T09:00:00.000Z,google,5,answered,[^,]+,2026-11-25T09:30:00.000Z,1800,Client r1,$/,
    );
    assert.match(lines[2] as string, /,waiting,,,,Client r2,"'=HYPERLINK\(""https:\/\/x.test""\)"$/);
  });
});
