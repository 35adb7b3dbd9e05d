/**
 * Realtime benchmark (`npm run bench`): a visitor's message on an agent's screen. Visitors of the
 * demo company's Support skill send messages at a steady rate while agent sockets (the demo users
 * who see Support) time every delivery, from the visitor's send to the agent's frame; a second
 * company carries a light load at the same time (its row shows one company's burst does not delay
 * another's). The same clients then drive a bare `ws` fan-out in the same run: under a shared,
 * noisy machine the ratio to its p99 is the meaningful figure. Runs on PGlite and, when PostgreSQL
 * is installed, on a throwaway cluster. Timings are printed against the goals, never asserted.
 *
 * Scale (environment): BENCH_VISITORS (1000), BENCH_AGENTS (100), BENCH_RATE messages/s (100),
 * BENCH_SECONDS (15), BENCH_BACKENDS (pglite,postgres), BENCH_CPU_PROF=<dir> writes the server's
 * CPU profile there. A quick run: BENCH_VISITORS=200 BENCH_AGENTS=20 BENCH_RATE=20 BENCH_SECONDS=5.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { findPostgres, withPostgres } from '../../scripts/pg.mjs';
import { type Audience, type AudienceFigures, drive, pooled } from './support/load.ts';
import type { ServerReady, ServerStats } from './support/realtime-server.ts';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = resolve(HERE, '../..');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SCALE = {
  visitors: env('BENCH_VISITORS', 1000),
  agents: env('BENCH_AGENTS', 100),
  rate: env('BENCH_RATE', 100),
  seconds: env('BENCH_SECONDS', 15),
};
/** The second company: a few visitors, one agent socket, a light steady load. */
const OTHER = { visitors: 20, agents: 1, rate: 10 };
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
const GOALS = { p99: 50, ratio: 10, sessionsPerSecond: 500 };
const DEMO_PASSWORD = 'Omnicanal-demo-2026!';
/** The demo users who see Support (spec 000 §4: the owner and admin see every skill). */
const SUPPORT_USERS = ['owner@demo.test', 'admin@demo.test', 'manager@demo.test', 'agent@demo.test'];

interface Row {
  name: string;
  figures: AudienceFigures;
  sessionsPerSecond?: number;
  stats?: ServerStats;
  /** The server while the sessions opened. */
  openStats?: ServerStats;
  seconds: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number) : Number.NaN;

function child(script: string, extraEnv: Record<string, string>): ChildProcess {
  const profile = process.env.BENCH_CPU_PROF;
  return fork(join(HERE, 'support', script), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...extraEnv, ...(profile ? { BENCH_CPU_PROF: resolve(profile) } : {}) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

function reply<T>(proc: ChildProcess, type: string, ask?: object): Promise<T> {
  return new Promise((resolvePromise, reject) => {
    const onMessage = (message: { type: string }) => {
      if (message.type !== type) return;
      proc.off('message', onMessage);
      proc.off('exit', onExit);
      resolvePromise(message as T);
    };
    const onExit = (code: number | null) => reject(new Error(`${type}: the process exited (${code})`));
    proc.on('message', onMessage);
    proc.once('exit', onExit);
    if (ask) proc.send(ask);
  });
}

async function stop(proc: ChildProcess) {
  const exited = new Promise((r) => proc.once('exit', r));
  proc.send({ type: 'stop' });
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (proc.exitCode === null) proc.kill();
}

async function post<T>(url: string, body: object, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const signIn = (url: string, email: string) =>
  post<{ token: string }>(`${url}/api/core/user/login`, { email, password: DEMO_PASSWORD }).then(
    (r) => r.token,
  );

const openSessions = (url: string, skill: number, count: number) =>
  pooled(count, 50, (i) =>
    post<{ token: string }>(`${url}/api/guests/sessions`, { skill, name: `Visitor ${i}` }).then(
      (r) => r.token,
    ),
  );

const visitorFrame = (clientId: string, n: number) => ({
  command: 'send_message',
  id: clientId,
  rich_content: { type: 'txt', text: `message ${n}` },
  client_id: clientId,
});

/** One run against the reference server on the given storage. */
async function serverRows(name: string, storage: Record<string, string>): Promise<Row[]> {
  const proc = child('realtime-server.ts', storage);
  try {
    const ready = await reply<ServerReady>(proc, 'ready');
    const ws = ready.url.replace(/^http/, 'ws');
    const tokens = await Promise.all(SUPPORT_USERS.map((email) => signIn(ready.url, email)));
    const otherToken = await signIn(ready.url, ready.other.email);
    await reply(proc, 'reset', { type: 'reset', phase: `${name}-open` });
    const opening = performance.now();
    const visitors = await openSessions(ready.url, ready.supportSkill, SCALE.visitors);
    const sessionsPerSecond = SCALE.visitors / ((performance.now() - opening) / 1000);
    const openStats = await reply<ServerStats>(proc, 'stats', { type: 'stats' });
    const others = await openSessions(ready.url, ready.other.skill, OTHER.visitors);
    const guestUrl = (token: string) => `${ws}/api/guests/ws?token=${encodeURIComponent(token)}`;
    const agentUrl = (token: string) => `${ws}/api/agents/ws?token=${encodeURIComponent(token)}`;
    const audiences: Audience[] = [
      {
        name: `${name}`,
        visitors: visitors.map(guestUrl),
        agents: Array.from({ length: SCALE.agents }, (_, i) => agentUrl(tokens[i % tokens.length] as string)),
        rate: SCALE.rate,
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
    const figures = await drive(audiences, SCALE.seconds, async () => {
      // Auto-allocation hands waiting rooms to the connected agent: let it settle first.
      await new Promise((r) => setTimeout(r, 1_000));
      await reply(proc, 'reset', { type: 'reset', phase: `${name}-send` });
    });
    const stats = await reply<ServerStats>(proc, 'stats', { type: 'stats' });
    return figures.map((f, i) => ({
      name: f.name,
      figures: f,
      seconds: SCALE.seconds,
      ...(i === 0 ? { sessionsPerSecond, stats, openStats } : {}),
    }));
  } finally {
    await stop(proc);
  }
}

async function bareRow(): Promise<Row> {
  const proc = child('bare-ws.ts', {});
  try {
    const { url } = await reply<{ url: string }>(proc, 'ready');
    const [figures] = await drive(
      [
        {
          name: 'bare ws fan-out',
          visitors: Array.from({ length: SCALE.visitors }, () => `${url}/visitors`),
          agents: Array.from({ length: SCALE.agents }, () => `${url}/agents`),
          rate: SCALE.rate,
          frame: (clientId) => ({ client_id: clientId }),
        },
      ],
      SCALE.seconds,
      async () => undefined,
    );
    return { name: 'bare ws fan-out', figures: figures as AudienceFigures, seconds: SCALE.seconds };
  } finally {
    await stop(proc);
  }
}

async function pgliteRows(): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'omnicanal-bench-'));
  try {
    return await serverRows('PGlite', { BENCH_DATA_DIR: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresRows(): Promise<Row[]> {
  const binDir = await findPostgres({ install: false });
  if (!binDir) {
    console.log('PostgreSQL is not installed here: its rows are skipped.');
    return [];
  }
  return withPostgres(binDir, async (adminUrl: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query('create database bench');
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = '/bench';
    return serverRows('PostgreSQL', { BENCH_DATABASE_URL: url.toString() });
  });
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');

function print(rows: Row[], bare: Row) {
  const bareP99 = percentile(
    [...bare.figures.latencies].sort((a, b) => a - b),
    0.99,
  );
  console.log(
    `\nScale: ${SCALE.visitors} visitors, ${SCALE.agents} agent sockets, ${SCALE.rate} msg/s for ${SCALE.seconds} s` +
      ` (other company: ${OTHER.visitors} visitors, ${OTHER.agents} agent socket, ${OTHER.rate} msg/s)`,
  );
  console.log(
    '| row | p50 | p99 | max | ratio to bare p99 | sent | acked | deliveries expected | received | lost | duplicates | sessions/s | server CPU | server RSS | loop delay p99 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of [...rows, bare]) {
    const f = row.figures;
    const sorted = [...f.latencies].sort((a, b) => a - b);
    const p99 = percentile(sorted, 0.99);
    const stats = row.stats;
    console.log(
      `| ${row.name} | ${ms(percentile(sorted, 0.5))} | ${ms(p99)} | ${ms(sorted.at(-1) ?? Number.NaN)} | ` +
        `${(p99 / bareP99).toFixed(1)}× | ${f.sent} | ${row === bare ? '-' : f.acked} | ${f.expected} | ${f.received} | ` +
        `${f.expected - f.received} | ${f.duplicates} | ${row.sessionsPerSecond?.toFixed(0) ?? '-'} | ` +
        `${stats ? `${((stats.cpuMs / 1000 / row.seconds) * 100).toFixed(0)} % of a core` : '-'} | ` +
        `${stats ? `${stats.rssMb.toFixed(0)} MB` : '-'} | ${stats ? ms(stats.loopP99) : '-'} |`,
    );
  }
  for (const row of rows) {
    const open = row.openStats;
    if (open && row.sessionsPerSecond)
      console.log(
        `${row.name}: ${SCALE.visitors} sessions opened at ${row.sessionsPerSecond.toFixed(0)}/s, server CPU ` +
          `${((open.cpuMs / 1000 / (SCALE.visitors / row.sessionsPerSecond)) * 100).toFixed(0)} % of a core, loop delay p99 ${ms(open.loopP99)}`,
      );
  }
  console.log('\nGoals (printed, not asserted):');
  for (const row of rows) {
    const p99 = percentile(
      [...row.figures.latencies].sort((a, b) => a - b),
      0.99,
    );
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `- ${row.name}: p99 ≤ ${GOALS.p99} ms ${met(p99 <= GOALS.p99)}; ≤ ${GOALS.ratio}× bare ${met(p99 <= GOALS.ratio * bareP99)}` +
        `; nothing lost ${met(row.figures.received === row.figures.expected && row.figures.duplicates === 0)}` +
        (row.sessionsPerSecond !== undefined
          ? `; ${SCALE.visitors} sessions in ≤ 2 s ${met(row.sessionsPerSecond >= GOALS.sessionsPerSecond)}`
          : ''),
    );
  }
}

const rows: Row[] = [];
if (BACKENDS.includes('pglite')) rows.push(...(await pgliteRows()));
if (BACKENDS.includes('postgres')) rows.push(...(await postgresRows()));
const bare = await bareRow();
print(rows, bare);
