/**
 * A reference server carrying visitor traffic, for benchmarks that measure something else while
 * it does (`BENCH_UNDER_LOAD=1` of inbox.bench.ts): the realtime benchmark's server child
 * (./realtime-server.ts, PGlite in a temporary directory) and its load driver (./load.ts), with
 * `rooms` visitor sessions opened on the demo company's Support skill first, through the API.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type AudienceFigures, drive, pooled } from './load.ts';
import type { ServerReady, ServerStats } from './realtime-server.ts';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const DEMO_PASSWORD = 'Omnicanal-demo-2026!';
/** The demo users who see Support (spec 000 §4): the load's agent sockets take their tokens in turn. */
const SUPPORT_USERS = ['owner@demo.test', 'admin@demo.test', 'manager@demo.test', 'agent@demo.test'];

export interface LoadScale {
  /** Visitor sessions (rooms) opened before the load; the first `visitors` of them send. */
  rooms: number;
  visitors: number;
  agents: number;
  /** Messages a second over all the sending visitors. */
  rate: number;
  seconds: number;
}

export interface LoadedServer {
  /** Where the server listens (http://127.0.0.1:port). */
  url: string;
  /** Seconds it took to open the `rooms` sessions. */
  openSeconds: number;
  signIn(email: string): Promise<string>;
  /**
   * Sends the load; `started` runs once every socket is connected, just before the first message.
   * Answers the deliveries to the load's agent sockets and the server's CPU and memory meanwhile.
   */
  run(started: () => Promise<void>): Promise<{ figures: AudienceFigures; stats: ServerStats }>;
  stop(): Promise<void>;
}

function reply<T>(proc: ChildProcess, type: string, ask?: object): Promise<T> {
  return new Promise((resolvePromise, reject) => {
    const onMessage = (message: { type: string }) => {
      if (message.type !== type) return;
      proc.off('message', onMessage);
      proc.off('exit', onExit);
      resolvePromise(message as T);
    };
    const onExit = (code: number | null) => reject(new Error(`${type}: the server exited (${code})`));
    proc.on('message', onMessage);
    proc.once('exit', onExit);
    if (ask) proc.send(ask);
  });
}

async function post<T>(url: string, body: object): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Starts the server, opens the sessions and signs the agents in; the load starts with `run`. */
export async function startLoadedServer(root: string, scale: LoadScale): Promise<LoadedServer> {
  const dir = mkdtempSync(join(tmpdir(), 'omnicanal-bench-'));
  const proc = fork(join(HERE, 'realtime-server.ts'), [], {
    cwd: resolve(root),
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATA_DIR: dir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = async () => {
    const exited = new Promise((done) => proc.once('exit', done));
    if (proc.connected) proc.send({ type: 'stop' });
    await Promise.race([exited, new Promise((done) => setTimeout(done, 15_000))]);
    if (proc.exitCode === null) proc.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const ready = await reply<ServerReady>(proc, 'ready');
    const signIn = (email: string) =>
      post<{ token: string }>(`${ready.url}/api/core/user/login`, { email, password: DEMO_PASSWORD }).then(
        (r) => r.token,
      );
    const opening = performance.now();
    const visitors = await pooled(scale.rooms, 50, (i) =>
      post<{ token: string }>(`${ready.url}/api/guests/sessions`, {
        skill: ready.supportSkill,
        name: `Visiteur ${i + 1}`,
      }).then((r) => r.token),
    );
    const openSeconds = (performance.now() - opening) / 1000;
    const tokens = await Promise.all(SUPPORT_USERS.map(signIn));
    const ws = ready.url.replace(/^http/, 'ws');
    const run = async (started: () => Promise<void>) => {
      const [figures] = await drive(
        [
          {
            name: 'visitors → agents',
            visitors: visitors
              .slice(0, scale.visitors)
              .map((token) => `${ws}/api/guests/ws?token=${encodeURIComponent(token)}`),
            agents: Array.from(
              { length: scale.agents },
              (_, i) =>
                `${ws}/api/agents/ws?token=${encodeURIComponent(tokens[i % tokens.length] as string)}`,
            ),
            rate: scale.rate,
            frame: (clientId, n) => ({
              command: 'send_message',
              id: clientId,
              rich_content: { type: 'txt', text: `Message ${n} sous charge` },
              client_id: clientId,
            }),
            resume: { command: 'resume', since: null },
          },
        ],
        scale.seconds,
        async () => {
          await reply(proc, 'reset', { type: 'reset', phase: 'inbox-under-load' });
          await started();
        },
      );
      const stats = await reply<ServerStats>(proc, 'stats', { type: 'stats' });
      return { figures: figures as AudienceFigures, stats };
    };
    return { url: ready.url, openSeconds, signIn, run, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
