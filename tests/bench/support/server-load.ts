/**
 * A reference server carrying visitor traffic, for benchmarks that measure something else while
 * it does (`BENCH_UNDER_LOAD=1` of inbox.bench.ts): the realtime benchmark's server child
 * (./realtime-server.ts, PGlite in a temporary directory) and its load driver (./load.ts), with
 * `rooms` visitor sessions opened on the demo company's Support skill first, through the API.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type AudienceFigures, drive } from './load.ts';
import type { ServerReady, ServerStats } from './realtime-server.ts';
import { forkChild, openSessions, reply, SUPPORT_USERS, signIn, stopChild } from './server-child.ts';

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

/** Starts the server, opens the sessions and signs the agents in; the load starts with `run`. */
export async function startLoadedServer(scale: LoadScale): Promise<LoadedServer> {
  const dir = mkdtempSync(join(tmpdir(), 'omnicanal-bench-'));
  const proc = forkChild('realtime-server.ts', { BENCH_DATA_DIR: dir });
  const stop = async () => {
    await stopChild(proc);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const ready = await reply<ServerReady>(proc, 'ready');
    const signInHere = (email: string) => signIn(ready.url, email);
    const opening = performance.now();
    const visitors = await openSessions(
      ready.url,
      ready.supportSkill,
      scale.rooms,
      (i) => `Visiteur ${i + 1}`,
    );
    const openSeconds = (performance.now() - opening) / 1000;
    const tokens = await Promise.all(SUPPORT_USERS.map(signInHere));
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
    return { url: ready.url, openSeconds, signIn: signInHere, run, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
