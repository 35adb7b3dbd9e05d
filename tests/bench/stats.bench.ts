/**
 * Dashboard statistics benchmark (`npm run bench`, issue 19): a year of generated activity for the
 * demo company — BENCH_STATS_ROOMS (100,000) rooms over 365 days with BENCH_STATS_MESSAGES_PER_ROOM
 * (10) messages each, a survey answer on a third, contact reasons on a quarter — then each dashboard
 * call timed (first, best and median of 5) for today, last week, this month and a custom year, after
 * one pass of the keeper that computes and keeps the past year's days (stats/days-keeper.ts, what
 * an instance does within minutes of a start); the reads read them back. On PGlite, and on PostgreSQL when installed (BENCH_ROWS=pglite,postgres).
 * The target is 300 ms a call.
 * Figures are printed, never asserted.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { login, startTestServer, type TestServer } from '../../packages/server/src/test/helpers.ts';
import { type BenchDatabase, onEachDatabase, timeCalls } from './support/dashboard-calls.ts';

const ROOMS = Number(process.env.BENCH_STATS_ROOMS ?? 100_000);
const PER_ROOM = Number(process.env.BENCH_STATS_MESSAGES_PER_ROOM ?? 10);
const ROWS = (process.env.BENCH_ROWS ?? 'pglite,postgres').split(',');
const NOW = Date.parse('2026-10-25T15:00:00Z');
const TARGET_MS = 300;

/** A year of rooms before NOW, written by set-based SQL (the server's own tables and indexes). */
async function generate(server: TestServer) {
  const db = server.context.db;
  const started = performance.now();
  const guest = await db
    .insertInto('guests')
    .values({ uuid: 'bench-guest', company_id: 1, name: 'Bench' } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const agent = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'agent@demo.test')
    .executeTakeFirstOrThrow();
  const reason = await db
    .insertInto('contact_reasons')
    .values({ company_id: 1, label: 'Billing', skills: '[]', subaccounts: '[]' } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const end = new Date(NOW).toISOString();
  await sql`insert into rooms (uuid, company_id, skill_id, guest_id, status, agent_id, guest_token_hash, infos,
      session_group_integer_id, session_group_id, list_time, last_waiting, last_running, last_closed, created_at)
    select 'bench-' || i, 1, 1 + i % 2, ${guest.id}, 'closed', ${agent.id}, 'bench-token-' || i,
      case when i % 3 = 0 then jsonb_build_object('satisfaction', jsonb_build_object('sat', 1 + i % 5, 'nps', i % 11))
        else '{}'::jsonb end,
      100000 + i, 'bench-group-' || i, t, t, t + interval '2 minutes', t + interval '20 minutes', t
    from (select i, ${end}::timestamptz - (i * (365.0 * 86400 / ${ROOMS})) * interval '1 second' as t
      from generate_series(1, ${ROOMS}::int) as i) g`.execute(db);
  await sql`insert into messages (uuid, room_uuid, company_id, seq, kind, rich_content, created_at)
    select 'bench-m-' || r.i || '-' || m, 'bench-' || r.i, 1, r.i * 100 + m,
      case when m % 2 = 0 then 'visitor' else 'agent' end, '{"text":"bench"}'::jsonb,
      r.t + m * interval '1 minute'
    from (select i, ${end}::timestamptz - (i * (365.0 * 86400 / ${ROOMS})) * interval '1 second' as t
      from generate_series(1, ${ROOMS}::int) as i) r, generate_series(0, ${PER_ROOM - 1}::int) as m`.execute(
    db,
  );
  await sql`insert into contact_reason_events (company_id, room_uuid, user_id, comment, contact_reasons, labels)
    select 1, 'bench-' || i, ${agent.id}, '', jsonb_build_array(${reason.id}::int), '["Billing"]'::jsonb
    from generate_series(4, ${ROOMS}::int, 4) as i`.execute(db);
  await sql`analyze`.execute(db);
  return performance.now() - started;
}

const CALLS = [
  '/api/stats/stats/dashboard',
  '/api/stats/stats/dashboard2',
  '/api/stats/stats/dashboard2_discussion_detail',
  '/api/guests/stats/conversations',
  '/api/guests/stats/contact-reasons',
  '/api/stats/stats/statistics2',
];
const INTERVALS = [
  'interval=today',
  'interval=lastweek',
  'interval=thismonth',
  'interval=custom&dt_gt=2025-10-26&dt_lt=2026-10-25',
];

async function measure(title: string, database?: BenchDatabase) {
  const server = await startTestServer({ roomTimerTickMs: 0, clock: () => NOW }, database);
  try {
    const seconds = ((await generate(server)) / 1000).toFixed(1);
    console.log(`\n${title}: ${ROOMS} rooms, ${ROOMS * PER_ROOM} messages generated in ${seconds} s`);
    // What an instance's keeper does within minutes of a start: the past year computed and kept.
    const keeping = performance.now();
    await server.context.statsDays.tick();
    console.log(
      `  keeper pass (the past year's days computed and kept): ${((performance.now() - keeping) / 1000).toFixed(1)} s`,
    );
    const token = await login(server.url, 'manager@demo.test');
    await timeCalls(server, token, CALLS, INTERVALS, { target: TARGET_MS });
  } finally {
    await server.stop();
  }
}

await onEachDatabase(ROWS, 'bench_stats', measure);
