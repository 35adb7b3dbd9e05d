import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { WebSocket } from 'ws';
import { type RunningServer, startServer } from '../app.ts';
import type { ServerOptions } from '../config.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { TEST_SHARED_BUFFERS } from './buffers.ts';
import { copyDataDir } from './copy-dir.ts';

/**
 * A fresh database for one test file: PGlite in a temporary folder, or, when DATABASE_URL is set,
 * a new PostgreSQL database created through that (admin) URL and dropped afterwards, so runs and
 * files never collide. `seeded`: its server seeds the demo company, so it may start as a copy of
 * the run's seeded template database (OMNICANAL_TEST_PG_TEMPLATE) when there is one.
 */
export async function createTestDatabase({
  seeded = false,
} = {}): Promise<{ databaseUrl: string | null; drop(): Promise<void> }> {
  const admin = process.env.DATABASE_URL;
  if (!admin) return { databaseUrl: null, drop: async () => undefined };
  const name = `omnicanal_test_${randomBytes(6).toString('hex')}`;
  // A copy of the run's seeded template database, for a server that would seed the demo anyway.
  const template = seeded ? process.env.OMNICANAL_TEST_PG_TEMPLATE : undefined;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await createDatabase(client, name, template);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      // pg's Pool.end() resolves before its sockets are closed; forcing the drop at once would
      // kill them mid-close and raise in the closing process. Wait for them to go first.
      for (let i = 0; i < 60; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * `CREATE DATABASE`, from `template` when given. PostgreSQL refuses a copy while another session is
 * in the template (`55006`, e.g. a copy starting at the same instant): wait and try again.
 */
async function createDatabase(client: pg.Client, name: string, template: string | undefined): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export interface TestServer extends RunningServer {
  wsUrl(path: string, token: string): string;
  /** Stops the server and removes its data. */
  stop(): Promise<void>;
}

/** A real server on an ephemeral port with the demo company seeded. */
export async function startTestServer(
  options: ServerOptions = {},
  database?: { databaseUrl: string | null; drop(): Promise<void> },
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'omnicanal-test-'));
  const seeded = (options.seedDemo ?? true) && !options.dataDir;
  const db = database ?? (await createTestDatabase({ seeded }));
  // A copy of the run's seeded PGlite template starts in a tenth of the time (see template.ts).
  const template = process.env.OMNICANAL_TEST_PGLITE_TEMPLATE;
  if (template && !db.databaseUrl && seeded) await copyDataDir(template, join(dataDir, 'db'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(dataDir, 'db'),
    databaseUrl: db.databaseUrl,
    seedDemo: true,
    staticDir: join(dataDir, 'no-dist'),
    demoDir: join(dataDir, 'no-demo'),
    pingIntervalMs: 30_000,
    pgliteSharedBuffers: TEST_SHARED_BUFFERS,
    // Test servers are in the development/test mode: a user reads their own mail at /outbox/.
    devMailbox: true,
    // Suites sign in and open conversations hundreds of times from 127.0.0.1; the limits' own
    // tests set the scale back to 1.
    rateLimitScale: 50,
    // The demo Support skill has a bot; suites about rooms open visitor sessions on it and want
    // the room at once. The bot runtime's own tests turn it on.
    bots: false,
    ...options,
  });
  return {
    ...server,
    wsUrl: (path, token) => `${server.url.replace(/^http/, 'ws')}${path}?token=${encodeURIComponent(token)}`,
    async stop() {
      await server.close();
      if (!database) await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function api(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; raw?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (init.body !== undefined || init.raw !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body !== undefined || init.raw !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.raw ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the text is the body.
  }
  return { status: response.status, body: body as Record<string, unknown>, headers: response.headers };
}

export async function login(base: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const { status, body } = await api(base, '/api/core/user/login', { body: { email, password } });
  if (status !== 200) throw new Error(`login ${email}: ${status} ${JSON.stringify(body)}`);
  return body.token as string;
}

/**
 * Signs in demo users of the seeded company (`<who>@demo.test`, the demo password) on a test
 * server: their tokens by name. The one way server tests get a signed-in demo user.
 */
export async function signInDemo<const W extends string>(
  server: { url: string },
  ...who: W[]
): Promise<Record<W, string>> {
  const tokens = {} as Record<W, string>;
  for (const name of who) tokens[name] = await login(server.url, `${name}@demo.test`);
  return tokens;
}

export type Frame = Record<string, unknown> & { type: string };

/**
 * A socket client for tests: keeps every frame, answers the server's pings like a real client,
 * and lets a test wait for the next frame matching a predicate.
 */
export class TestSocket {
  readonly ws: WebSocket;
  readonly frames: Frame[] = [];
  pings = 0;
  readonly closed: Promise<{ code: number }>;
  #waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  #nextId = 0;

  private constructor(ws: WebSocket, answerPings: boolean) {
    this.ws = ws;
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve({ code })));
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame;
      if (frame.type === 'ping') {
        this.pings++;
        if (answerPings) this.send({ command: 'pong' });
        return;
      }
      const waiter = this.#waiters.find((w) => w.match(frame));
      if (waiter) {
        this.#waiters = this.#waiters.filter((w) => w !== waiter);
        waiter.resolve(frame);
      } else this.frames.push(frame);
    });
  }

  /** Opens a socket; `origin` is the Origin header a browser page would send (none by default). */
  static open(url: string, answerPings = true, origin?: string): Promise<TestSocket> {
    const ws = new WebSocket(url, origin ? { origin } : undefined);
    const socket = new TestSocket(ws, answerPings);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /**
   * The next frame (already received or to come) matching `match`, consumed. The wait only
   * detects a frame that never comes: on a machine busy with other test files, a fresh server's
   * first answer has taken over 5 s.
   */
  next(match: (f: Frame) => boolean, timeoutMs = 15_000): Promise<Frame> {
    const index = this.frames.findIndex(match);
    if (index >= 0) return Promise.resolve(this.frames.splice(index, 1)[0] as Frame);
    return new Promise((resolve, reject) => {
      const waiter = {
        match,
        resolve: (f: Frame) => {
          clearTimeout(timer);
          resolve(f);
        },
      };
      const timer = setTimeout(() => {
        // A waiter that gave up takes no later frame: the next wait for the same kind gets it.
        this.#waiters = this.#waiters.filter((w) => w !== waiter);
        // What came instead, to tell a frame that never came from one that did not match.
        const seen = this.frames.slice(-5).map((f) => JSON.stringify(f).slice(0, 160));
        reject(
          new Error(`no matching frame within ${timeoutMs} ms; last frames: ${seen.join(' | ') || 'none'}`),
        );
      }, timeoutMs);
      this.#waiters.push(waiter);
    });
  }

  /** Sends a command and answers its response or error frame. */
  request(command: string, payload: Record<string, unknown> = {}, timeoutMs?: number): Promise<Frame> {
    const id = `r${++this.#nextId}`;
    this.send({ command, id, ...payload });
    return this.next((f) => (f.type === 'response' || f.type === 'error') && f.id === id, timeoutMs);
  }

  /** Sends a command and answers its data; fails on an error frame. */
  async call<T = Record<string, unknown>>(
    command: string,
    payload: Record<string, unknown> = {},
    timeoutMs?: number,
  ): Promise<T> {
    const frame = await this.request(command, payload, timeoutMs);
    if (frame.type !== 'response') throw new Error(`${command}: ${JSON.stringify(frame)}`);
    return frame.data as T;
  }

  /** Events received and not consumed yet. */
  events(kind?: string): Frame[] {
    return this.frames.filter((f) => f.type === 'event' && (!kind || f.kind === kind));
  }

  /** Resolves once `condition` holds, checking as frames arrive. */
  async until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** A ping round trip: every frame the server sent before the pong has arrived. */
  async settle(): Promise<void> {
    this.send({ command: 'ping' });
    await this.next((f) => f.type === 'pong');
  }

  close(): Promise<{ code: number }> {
    this.ws.close();
    return this.closed;
  }
}

export const clientId = () => `c-${randomBytes(8).toString('hex')}`;
export const txt = (text: string) => ({ type: 'txt', text });
