/**
 * Realtime benchmark (`npm run bench`): a visitor's message on an agent's screen. Visitors of the
 * demo company's Support skill send messages at a steady rate while agent sockets (the demo users
 * who see Support) time every delivery, from the visitor's send to the agent's frame; a second
 * company carries a light load at the same time (its row shows one company's burst does not delay
 * another's). The same clients then drive a bare `ws` fan-out in the same run: under a shared,
 * noisy machine the ratio to its p99 is the meaningful figure. Runs on PGlite and, when PostgreSQL
 * is installed, on a throwaway cluster: there also with two instances (visitors on one, agents on
 * the other, at 1.6 times the rate) and at a high rate with few agent sockets. Timings are printed
 * against the goals, never asserted.
 *
 * Scale (environment): BENCH_VISITORS (1000), BENCH_AGENTS (100), BENCH_RATE messages/s (100),
 * BENCH_SECONDS (15); the high-rate row: BENCH_HIGH_RATE (1000), BENCH_HIGH_AGENTS (10);
 * BENCH_ROWS (pglite,postgres,two,high) picks the rows; BENCH_CPU_PROF=<dir> writes the server's
 * CPU profile there. A quick run: BENCH_VISITORS=200 BENCH_AGENTS=20 BENCH_RATE=20 BENCH_SECONDS=5.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { findPostgres, withPostgres } from '../../scripts/pg.mjs';
import { type Audience, type AudienceFigures, drive } from './support/load.ts';
import type { ServerReady, ServerStats } from './support/realtime-server.ts';
import { forkChild, openSessions, reply, SUPPORT_USERS, signIn, stopChild } from './support/server-child.ts';
import { percentile } from './support/stats.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
interface Scale {
  visitors: number;
  agents: number;
  rate: number;
}
const SECONDS = env('BENCH_SECONDS', 15);
const MAIN: Scale = {
  visitors: env('BENCH_VISITORS', 1000),
  agents: env('BENCH_AGENTS', 100),
  rate: env('BENCH_RATE', 100),
};
/** Two instances should carry this many times the messages of one at the same p99. */
const SCALING = 1.6;
const TWO: Scale = { ...MAIN, rate: Math.round(MAIN.rate * SCALING) };
const HIGH: Scale = { ...MAIN, agents: env('BENCH_HIGH_AGENTS', 10), rate: env('BENCH_HIGH_RATE', 1000) };
/** The second company: a few visitors, one agent socket, a light steady load. */
const OTHER = { visitors: 20, agents: 1, rate: 10 };
const ROWS = (process.env.BENCH_ROWS ?? 'pglite,postgres,two,high').split(',');
const GOALS = { p99: 50, ratio: 10, highP99: 100 };

interface Row {
  name: string;
  scale: Scale;
  figures: AudienceFigures;
  sessionsPerSecond?: number;
  stats?: ServerStats;
  /** The server while the sessions opened. */
  openStats?: ServerStats;
  seconds: number;
  /** The row's goal beside the common ones, printed after them. */
  goal?: (p99: number, rows: Row[]) => string;
}

const openVisitorSessions = (url: string, skill: number, count: number) =>
  openSessions(url, skill, count, (i) => `Visitor ${i}`);

const visitorFrame = (clientId: string, n: number) => ({
  command: 'send_message',
  id: clientId,
  rich_content: { type: 'txt', text: `message ${n}` },
  client_id: clientId,
});

/** The sum of two instances' figures (CPU, memory) and the worse of their loop delays. */
function together(a: ServerStats, b: ServerStats | null): ServerStats {
  if (!b) return a;
  return {
    type: 'stats',
    cpuMs: a.cpuMs + b.cpuMs,
    rssMb: a.rssMb + b.rssMb,
    heapMb: a.heapMb + b.heapMb,
    loopP50: Math.max(a.loopP50, b.loopP50),
    loopP99: Math.max(a.loopP99, b.loopP99),
    loopMax: Math.max(a.loopMax, b.loopMax),
  };
}

/**
 * One run against the reference server on the given storage. With two instances, the visitors
 * open their sessions and sockets on the first and the agents listen on the second, so every
 * delivery crosses from one to the other through PostgreSQL.
 */
async function serverRows(
  name: string,
  storage: Record<string, string>,
  scale: Scale,
  { instances = 1 }: { instances?: 1 | 2 } = {},
): Promise<Row[]> {
  const proc = forkChild('realtime-server.ts', storage);
  let joined: ChildProcess | null = null;
  try {
    const ready = await reply<ServerReady>(proc, 'ready');
    if (instances === 2) joined = forkChild('realtime-server.ts', { ...storage, BENCH_JOIN: '1' });
    const agentServer = joined ? (await reply<ServerReady>(joined, 'ready')).url : ready.url;
    const ws = ready.url.replace(/^http/, 'ws');
    const agentWs = agentServer.replace(/^http/, 'ws');
    const tokens = await Promise.all(SUPPORT_USERS.map((email) => signIn(agentServer, email)));
    const otherToken = await signIn(agentServer, ready.other.email);
    const reset = async (phase: string) => {
      await reply(proc, 'reset', { type: 'reset', phase });
      if (joined) await reply(joined, 'reset', { type: 'reset', phase: `${phase}-joined` });
    };
    const stats = async () =>
      together(
        await reply<ServerStats>(proc, 'stats', { type: 'stats' }),
        joined ? await reply<ServerStats>(joined, 'stats', { type: 'stats' }) : null,
      );
    await reset(`${name}-open`);
    const opening = performance.now();
    const visitors = await openVisitorSessions(ready.url, ready.supportSkill, scale.visitors);
    const sessionsPerSecond = scale.visitors / ((performance.now() - opening) / 1000);
    const openStats = await stats();
    const others = await openVisitorSessions(ready.url, ready.other.skill, OTHER.visitors);
    const guestUrl = (token: string) => `${ws}/api/guests/ws?token=${encodeURIComponent(token)}`;
    const agentUrl = (token: string) => `${agentWs}/api/agents/ws?token=${encodeURIComponent(token)}`;
    const audiences: Audience[] = [
      {
        name: `${name}`,
        visitors: visitors.map(guestUrl),
        agents: Array.from({ length: scale.agents }, (_, i) => agentUrl(tokens[i % tokens.length] as string)),
        rate: scale.rate,
        frame: visitorFrame,
        resume: { command: 'resume', since: null },
      },
      {
        name: `${name}, other company`,
        visitors: others.map(guestUrl),
        agents: [agentUrl(otherToken)],
        rate: OTHER.rate,
        frame: visitorFrame,
        resume: { command: 'resume', since: null },
      },
    ];
    const figures = await drive(audiences, SECONDS, async () => {
      // Auto-allocation hands waiting rooms to the connected agent: let it settle first.
      await new Promise((r) => setTimeout(r, 1_000));
      await reset(`${name}-send`);
    });
    const sent = await stats();
    return figures.map((f, i) => ({
      name: f.name,
      scale: i === 0 ? scale : { visitors: OTHER.visitors, agents: OTHER.agents, rate: OTHER.rate },
      figures: f,
      seconds: SECONDS,
      ...(i === 0 ? { sessionsPerSecond, stats: sent, openStats } : {}),
    }));
  } finally {
    await Promise.all([stopChild(proc), ...(joined ? [stopChild(joined)] : [])]);
  }
}

/** The bare `ws` fan-out at a scale: the same clients, no storage, no rules. */
async function bareRow(scale: Scale): Promise<Row> {
  const proc = forkChild('bare-ws.ts', {});
  try {
    const { url } = await reply<{ url: string }>(proc, 'ready');
    const [figures] = await drive(
      [
        {
          name: 'bare ws fan-out',
          visitors: Array.from({ length: scale.visitors }, () => `${url}/visitors`),
          agents: Array.from({ length: scale.agents }, () => `${url}/agents`),
          rate: scale.rate,
          frame: (clientId) => ({ client_id: clientId }),
        },
      ],
      SECONDS,
      async () => undefined,
    );
    const name = `bare ws fan-out, ${scale.agents} agents, ${scale.rate} msg/s`;
    return { name, scale, figures: figures as AudienceFigures, seconds: SECONDS };
  } finally {
    await stopChild(proc);
  }
}

async function pgliteRows(): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'omnicanal-bench-'));
  try {
    return await serverRows('PGlite', { BENCH_DATA_DIR: dir }, MAIN);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PostgreSQL rows asked for, each on a database of its own in one throwaway cluster. */
async function postgresRows(): Promise<Row[]> {
  const wanted = ['postgres', 'two', 'high'].filter((row) => ROWS.includes(row));
  if (wanted.length === 0) return [];
  const binDir = await findPostgres({ install: false });
  if (!binDir) {
    console.log('PostgreSQL is not installed here: its rows are skipped.');
    return [];
  }
  return withPostgres(binDir, async (adminUrl: string) => {
    const database = async (name: string) => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return { BENCH_DATABASE_URL: url.toString() };
    };
    const rows: Row[] = [];
    let one: Row | undefined;
    if (wanted.includes('postgres')) {
      const found = await serverRows('PostgreSQL', await database('bench'), MAIN);
      one = found[0];
      rows.push(...found);
    }
    if (wanted.includes('two')) {
      const [two, ...rest] = await serverRows(
        `PostgreSQL, two instances, ${TWO.rate} msg/s`,
        await database('bench_two'),
        TWO,
        { instances: 2 },
      );
      if (two) {
        two.goal = (p99) => {
          const single = one ? p99Of(one) : Number.NaN;
          return `${SCALING}× the rate of one instance at no worse a p99 (${ms(single)}) ${met(p99 <= single)}`;
        };
        rows.push(two, ...rest);
      }
    }
    if (wanted.includes('high')) {
      const [high, ...rest] = await serverRows(
        `PostgreSQL, ${HIGH.rate} msg/s, ${HIGH.agents} agents`,
        await database('bench_high'),
        HIGH,
      );
      if (high) {
        high.goal = (p99) => `p99 ≤ ${GOALS.highP99} ms ${met(p99 <= GOALS.highP99)}`;
        rows.push(high, ...rest);
      }
    }
    return rows;
  });
}

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const p99Of = (row: Row) =>
  percentile(
    [...row.figures.latencies].sort((a, b) => a - b),
    0.99,
  );

const ms = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');

/** The bare row of the same agents and rate, for the ratio. */
const bareFor = (row: Row, bares: Row[]) =>
  bares.find((bare) => bare.scale.agents === row.scale.agents && bare.scale.rate === row.scale.rate) ??
  bares.find((bare) => bare.scale === MAIN);

function print(rows: Row[], bares: Row[]) {
  console.log(
    `\nScale: ${MAIN.visitors} visitors, ${MAIN.agents} agent sockets, ${MAIN.rate} msg/s for ${SECONDS} s` +
      ` (other company: ${OTHER.visitors} visitors, ${OTHER.agents} agent socket, ${OTHER.rate} msg/s)`,
  );
  console.log(
    '| row | p50 | p99 | max | ratio to bare p99 | sent | acked | deliveries expected | received | lost | duplicates | sessions/s | server CPU | server RSS | loop delay p99 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of [...rows, ...bares]) {
    const f = row.figures;
    const sorted = [...f.latencies].sort((a, b) => a - b);
    const p99 = percentile(sorted, 0.99);
    const bare = bareFor(row, bares);
    const isBare = bares.includes(row);
    const stats = row.stats;
    console.log(
      `| ${row.name} | ${ms(percentile(sorted, 0.5))} | ${ms(p99)} | ${ms(sorted.at(-1) ?? Number.NaN)} | ` +
        `${bare ? `${(p99 / p99Of(bare)).toFixed(1)}×` : '-'} | ${f.sent} | ${isBare ? '-' : f.acked} | ${f.expected} | ${f.received} | ` +
        `${f.expected - f.received} | ${f.duplicates} | ${row.sessionsPerSecond?.toFixed(0) ?? '-'} | ` +
        `${stats ? `${((stats.cpuMs / 1000 / row.seconds) * 100).toFixed(0)} % of a core` : '-'} | ` +
        `${stats ? `${stats.rssMb.toFixed(0)} MB` : '-'} | ${stats ? ms(stats.loopP99) : '-'} |`,
    );
  }
  for (const row of rows) {
    const open = row.openStats;
    if (open && row.sessionsPerSecond)
      console.log(
        `${row.name}: ${row.scale.visitors} sessions opened at ${row.sessionsPerSecond.toFixed(0)}/s, server CPU ` +
          `${((open.cpuMs / 1000 / (row.scale.visitors / row.sessionsPerSecond)) * 100).toFixed(0)} % of a core, loop delay p99 ${ms(open.loopP99)}`,
      );
  }
  console.log('\nGoals (printed, not asserted):');
  for (const row of rows) {
    const p99 = p99Of(row);
    const bare = bareFor(row, bares);
    const goals = [
      row.goal
        ? row.goal(p99, rows)
        : `p99 ≤ ${GOALS.p99} ms ${met(p99 <= GOALS.p99)}; ≤ ${GOALS.ratio}× bare ${met(!!bare && p99 <= GOALS.ratio * p99Of(bare))}`,
      `nothing lost ${met(row.figures.received === row.figures.expected && row.figures.duplicates === 0)}`,
      ...(row.sessionsPerSecond !== undefined
        ? [`${row.scale.visitors} sessions in ≤ 2 s ${met(row.sessionsPerSecond * 2 >= row.scale.visitors)}`]
        : []),
    ];
    console.log(`- ${row.name}: ${goals.join('; ')}`);
  }
}

const rows: Row[] = [];
if (ROWS.includes('pglite')) rows.push(...(await pgliteRows()));
rows.push(...(await postgresRows()));
const scales = [MAIN, ...(ROWS.includes('two') ? [TWO] : []), ...(ROWS.includes('high') ? [HIGH] : [])];
const bares: Row[] = [];
for (const scale of scales) bares.push(await bareRow(scale));
print(rows, bares);
