/**
 * The audience-import benchmark's server, in a process of its own so its memory is the server's
 * alone: a fresh PGlite database with the demo company (or the empty PostgreSQL database of
 * `BENCH_DATABASE_URL`, migrated and seeded), its resident memory sampled every 50 ms.
 * Messages (IPC): it sends `ready` with its URL; `peak` answers the highest resident memory since
 * the last `peak` (and starts a new window); `stop` closes it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '@omnicanal/server';

export interface AudienceServerReady {
  type: 'ready';
  url: string;
  rssMb: number;
}

export interface AudienceServerPeak {
  type: 'peak';
  peakRssMb: number;
  heapMb: number;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'omnicanal-bench-audience-'));
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    ...(process.env.BENCH_DATABASE_URL
      ? { databaseUrl: process.env.BENCH_DATABASE_URL }
      : { dataDir: join(dataDir, 'db') }),
    staticDir: join(dataDir, 'no-dist'),
    demoDir: join(dataDir, 'no-demo'),
    seedDemo: true,
    bots: false,
    rateLimitScale: 0,
    logger: false,
  });
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  process.on('message', async (message: { type: string }) => {
    if (message.type === 'peak') {
      const answer: AudienceServerPeak = {
        type: 'peak',
        peakRssMb: mb(Math.max(peak, process.memoryUsage().rss)),
        heapMb: mb(process.memoryUsage().heapUsed),
      };
      peak = process.memoryUsage().rss;
      process.send?.(answer);
    }
    if (message.type === 'stop') {
      clearInterval(sampler);
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  const ready: AudienceServerReady = { type: 'ready', url: server.url, rssMb: mb(process.memoryUsage().rss) };
  process.send?.(ready);
}

await main();
