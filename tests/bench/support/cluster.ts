import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, type ServerOptions, startServer } from '@omnicanal/server';
import pg from 'pg';
import { adminQuery, findPostgres, withPostgres } from '../../../scripts/pg.mjs';

/**
 * A cluster for load and chaos runs: several instances of the reference server, in this process,
 * on one PostgreSQL database, behind a round-robin TCP proxy (each new connection, HTTP or
 * WebSocket, goes to the next instance that accepts it). An instance can be killed, which cuts
 * its connections at once as a crash would, and restarted on the same port while the run goes on.
 */

/** One server instance of the cluster. */
export interface ClusterInstance {
  readonly index: number;
  /** http://127.0.0.1:port, reached directly (not through the proxy). */
  readonly url: string;
  readonly running: boolean;
  /** Cuts every connection to it mid-stream, then stops it. */
  kill(): Promise<void>;
  /** Starts it again on the same port and database. */
  restart(): Promise<void>;
}

export interface Cluster {
  /** The proxy's http://127.0.0.1:port: what clients use. */
  readonly url: string;
  readonly instances: readonly ClusterInstance[];
  /** The cluster's own database (a superuser URL), for checks that read it directly. */
  readonly databaseUrl: string;
  /** Connections the proxy opened so far, per instance. */
  readonly routed: readonly number[];
  close(): Promise<void>;
}

export interface ClusterOptions {
  /** Superuser URL of a PostgreSQL server; the cluster creates and drops a database of its own. */
  adminUrl: string;
  instances?: number;
  /** Options of every instance (ports, database and seeding are the cluster's). */
  server?: ServerOptions;
}

const listen = (server: Server, port = 0) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Runs `fn` with the superuser URL of a PostgreSQL server: DATABASE_URL when set, else a throwaway
 * cluster (scripts/pg.mjs). Answers null, without calling `fn`, when neither can be had.
 */
export async function withPostgresServer<T>(fn: (adminUrl: string) => Promise<T>): Promise<T | null> {
  if (process.env.DATABASE_URL) return fn(process.env.DATABASE_URL);
  const binDir = await findPostgres({ install: false });
  if (!binDir) return null;
  return withPostgres(binDir, fn);
}

/**
 * A TCP proxy handing each new connection to the next instance in turn; an instance that refuses
 * (killed) is skipped. `cut(i)` ends every connection routed to instance i.
 */
function startProxy(ports: readonly number[]) {
  const live = ports.map(() => new Set<Socket>());
  const routed = ports.map(() => 0);
  let next = 0;
  const server = createServer((client) => {
    client.pause();
    client.on('error', () => client.destroy());
    const attempt = (tries: number) => {
      if (tries >= ports.length || client.destroyed) {
        client.destroy();
        return;
      }
      const index = next;
      next = (next + 1) % ports.length;
      const upstream = tcpConnect(ports[index] as number, '127.0.0.1');
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        const pair = live[index] as Set<Socket>;
        pair.add(client).add(upstream);
        routed[index] = (routed[index] ?? 0) + 1;
        const forget = () => {
          pair.delete(client);
          pair.delete(upstream);
        };
        client.once('close', () => {
          forget();
          upstream.destroy();
        });
        upstream.once('close', () => {
          forget();
          client.destroy();
        });
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
      upstream.on('error', () => {
        if (!connected) attempt(tries + 1);
        else upstream.destroy();
      });
    };
    attempt(0);
  });
  return {
    server,
    routed,
    cut(index: number) {
      for (const socket of live[index] ?? []) socket.destroy();
    },
    closeAll() {
      for (const sockets of live) for (const socket of sockets) socket.destroy();
    },
  };
}

/** Starts a database, the instances on it (seeded with the demo company) and the proxy. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const name = `omnicanal_cluster_${randomBytes(6).toString('hex')}`;
  await adminQuery(options.adminUrl, `create database ${name}`);
  const url = new URL(options.adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'omnicanal-cluster-'));
  const count = options.instances ?? 2;
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const launch = (port: number) =>
    startServer({
      host: '127.0.0.1',
      dataDir: join(dataDir, 'unused'),
      // Visitors here go straight to the queue: the demo Support skill's bot would answer them first.
      bots: false,
      // Every simulated visitor and agent comes from 127.0.0.1, which the per-address limits would
      // stop after a few dozen: off here, they have tests of their own (limits/*.test.ts).
      rateLimitScale: 0,
      staticDir: join(dataDir, 'no-dist'),
      demoDir: join(dataDir, 'no-demo'),
      ...options.server,
      port,
      databaseUrl,
      seedDemo: true,
    });
  const servers: (RunningServer | null)[] = await Promise.all(ports.map(launch));
  const proxy = startProxy(ports);
  const proxyPort = await listen(proxy.server);

  const instances: ClusterInstance[] = ports.map((port, index) => ({
    index,
    url: `http://127.0.0.1:${port}`,
    get running() {
      return servers[index] !== null;
    },
    async kill() {
      const server = servers[index];
      if (!server) return;
      servers[index] = null;
      proxy.cut(index);
      await server.close();
    },
    async restart() {
      if (servers[index]) return;
      servers[index] = await launch(port);
    },
  }));

  return {
    url: `http://127.0.0.1:${proxyPort}`,
    instances,
    databaseUrl,
    routed: proxy.routed,
    async close() {
      proxy.closeAll();
      await new Promise((resolve) => proxy.server.close(resolve));
      await Promise.all(servers.map((server) => server?.close()));
      servers.fill(null);
      await dropDatabase(options.adminUrl, name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Drops the cluster's database once the instances' pools have let go of it. */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let i = 0; i < 60; i++) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
