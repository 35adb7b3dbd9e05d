/**
 * The reference server for the realtime benchmark, in a process of its own so its CPU time and
 * memory are its own (the load clients live in the parent). Started by `realtime.bench.ts` with
 * `fork`; storage comes from BENCH_DATA_DIR (PGlite) or BENCH_DATABASE_URL (PostgreSQL). It seeds
 * the demo company, copies it into a second company (one owner, one skill) for the isolation row,
 * then answers the parent over IPC: `stats` (CPU, memory, event-loop delay) and `stop`. With
 * BENCH_JOIN=1 it is a further instance on a PostgreSQL database another one already seeded.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startServer } from '@omnicanal/server';
import { sql } from 'kysely';

type Db = Awaited<ReturnType<typeof startServer>>['context']['db'];

export interface ServerReady {
  type: 'ready';
  url: string;
  /** The second company: its skill and its owner's sign-in (the demo password). */
  other: { skill: number; email: string };
  supportSkill: number;
}

export interface ServerStats {
  type: 'stats';
  /** CPU time (user + system) since the last `reset`, in ms. */
  cpuMs: number;
  rssMb: number;
  heapMb: number;
  /** Event-loop delay since the last `reset`, in ms. */
  loopP50: number;
  loopP99: number;
  loopMax: number;
}

const OTHER_EMAIL = 'owner@other.test';

const JOIN = process.env.BENCH_JOIN === '1';

/** The second company, a copy of the demo company; answers its skill. */
async function copyCompany(db: Db, supportSkill: number): Promise<number> {
  // Copies of the demo company's row, Support skill and owner, so its owner signs in with the
  // demo password. Copying through jsonb keeps this independent of the columns.
  const { rows: company } = await sql<{ id: number }>`
    insert into companies select * from jsonb_populate_record(null::companies, (
      select to_jsonb(c) || jsonb_build_object('id', nextval(pg_get_serial_sequence('companies', 'id')),
        'name', 'Other company', 'event_seq', 0)
      from companies c order by id limit 1)) returning id`.execute(db);
  const companyId = company[0]?.id;
  const { rows: skill } = await sql<{ id: number }>`
    insert into skills select * from jsonb_populate_record(null::skills, (
      select to_jsonb(s) || jsonb_build_object('id', nextval(pg_get_serial_sequence('skills', 'id')),
        'company_id', ${companyId}::int)
      from skills s where s.id = ${supportSkill}::int)) returning id`.execute(db);
  await sql`
    insert into users select * from jsonb_populate_record(null::users, (
      select to_jsonb(u) || jsonb_build_object('id', nextval(pg_get_serial_sequence('users', 'id')),
        'company_id', ${companyId}::int, 'email', ${OTHER_EMAIL}::text, 'uuid', gen_random_uuid())
      from users u where u.email = 'owner@demo.test'))`.execute(db);
  return skill[0]?.id ?? 0;
}

async function main() {
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    seedDemo: !JOIN,
    // Visitors here go straight to the queue (the demo Support skill's bot would answer them
    // first), except for the bot runtime's benchmark (BENCH_BOTS=1).
    bots: process.env.BENCH_BOTS === '1',
    // Every simulated visitor and agent comes from 127.0.0.1, which the per-address limits would
    // stop after a few dozen: off here, they have tests of their own (limits/*.test.ts).
    rateLimitScale: 0,
    logger: false,
    ...(process.env.BENCH_DATABASE_URL
      ? { databaseUrl: process.env.BENCH_DATABASE_URL }
      : { dataDir: process.env.BENCH_DATA_DIR ?? '' }),
  });
  const db = server.context.db;
  const { rows: support } = await sql<{ id: number }>`
    select id from skills where name = 'Support' order by id limit 1`.execute(db);
  const supportSkill = support[0]?.id ?? 0;
  const otherSkill = JOIN ? 0 : await copyCompany(db, supportSkill);

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let cpu = process.cpuUsage();
  const send = (message: object) => process.send?.(message);
  // BENCH_CPU_PROF: a CPU profile of each measured phase (from `reset` to `stats`), named by phase.
  const profileDir = process.env.BENCH_CPU_PROF;
  const inspector = profileDir ? new Session() : null;
  inspector?.connect();
  let phase = 'run';
  process.on('message', async (message: { type: string; phase?: string }) => {
    if (message.type === 'reset') {
      phase = message.phase ?? 'run';
      if (inspector) {
        await inspector.post('Profiler.enable');
        await inspector.post('Profiler.start');
      }
      cpu = process.cpuUsage();
      loop.reset();
      send({ type: 'reset' });
    } else if (message.type === 'stats') {
      if (inspector && profileDir) {
        const { profile } = await inspector.post('Profiler.stop');
        writeFileSync(join(profileDir, `${phase}-${process.pid}.cpuprofile`), JSON.stringify(profile));
      }
      const used = process.cpuUsage(cpu);
      const memory = process.memoryUsage();
      send({
        type: 'stats',
        cpuMs: (used.user + used.system) / 1000,
        rssMb: memory.rss / 2 ** 20,
        heapMb: memory.heapUsed / 2 ** 20,
        loopP50: loop.percentile(50) / 1e6,
        loopP99: loop.percentile(99) / 1e6,
        loopMax: loop.max / 1e6,
      } satisfies ServerStats);
    } else if (message.type === 'stop') {
      await server.close();
      // Exiting normally lets --cpu-prof write its profile.
      process.disconnect();
    }
  });
  send({
    type: 'ready',
    url: server.url,
    other: { skill: otherSkill, email: OTHER_EMAIL },
    supportSkill,
  } satisfies ServerReady);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
