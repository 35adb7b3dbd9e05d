/**
 * Ticketing dashboard benchmark (`npm run bench`, issue 19): a year of generated tickets for the
 * demo company — BENCH_TICKETS (100,000) over 365 days, of three kinds and two skills, taken,
 * answered and closed by the demo agent except the last ones, still open — then the ticketing
 * dashboard and its export timed (first, best and median of 5) for today, last week, this month
 * and a custom year. On PGlite, and on PostgreSQL when installed (BENCH_ROWS=pglite,postgres).
 * The target is 300 ms a dashboard call. Figures are printed, never asserted.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { login, startTestServer, type TestServer } from '../../packages/server/src/test/helpers.ts';
import { type BenchDatabase, onEachDatabase, timeCalls } from './support/dashboard-calls.ts';

const TICKETS = Number(process.env.BENCH_TICKETS ?? 100_000);
const ROWS = (process.env.BENCH_ROWS ?? 'pglite,postgres').split(',');
const NOW = Date.parse('2026-10-25T15:00:00Z');
const TARGET_MS = 300;

/** A year of tickets before NOW, written by set-based SQL into the server's own tables. */
async function generate(server: TestServer) {
  const db = server.context.db;
  const started = performance.now();
  const agent = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'agent@demo.test')
    .executeTakeFirstOrThrow();
  const kinds = await db
    .insertInto('ticket_kinds')
    .values(['Livraison', 'Facture', 'Retour'].map((name) => ({ company_id: 1, name })))
    .returning('id')
    .execute();
  const [first] = kinds;
  const end = new Date(NOW).toISOString();
  // Every seventh ticket is answered after 15 minutes (late); the newest 200 are still open.
  await sql`insert into tickets (company_id, kind_id, skill_id, agent_id, status, subject, created_at,
      taken_at, first_reply_at, closed_at)
    select 1, ${first?.id ?? 0}::int + i % 3, 1 + i % 2, ${agent.id}, case when i <= 200 then 'running' else 'closed' end,
      'Ticket ' || i, t, t + interval '2 minutes',
      t + case when i % 7 = 0 then interval '15 minutes' else interval '4 minutes' end,
      case when i <= 200 then null else t + interval '3 hours' end
    from (select i, ${end}::timestamptz - (i * (365.0 * 86400 / ${TICKETS})) * interval '1 second' as t
      from generate_series(1, ${TICKETS}::int) as i) g`.execute(db);
  await sql`analyze tickets`.execute(db);
  return performance.now() - started;
}

const CALLS = ['/api/stats2/ticketing/dashboard', '/api/stats2/ticketing/export/events'];
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
    console.log(`\n${title}: ${TICKETS} tickets generated in ${seconds} s`);
    const token = await login(server.url, 'manager@demo.test');
    await timeCalls(server, token, CALLS, INTERVALS, {
      target: TARGET_MS,
      // The export is a file of every ticket of the range, not a dashboard call: no target.
      untimed: (path) => path.includes('export'),
    });
  } finally {
    await server.stop();
  }
}

await onEachDatabase(ROWS, 'bench_ticketing', measure);
