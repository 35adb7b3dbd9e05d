import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { api, type TestServer } from '../../../packages/server/src/test/helpers.ts';
import { findPostgres, withPostgres } from '../../../scripts/pg.mjs';

/** A database for `startTestServer`: PGlite when absent. */
export type BenchDatabase = { databaseUrl: string | null; drop(): Promise<void> } | undefined;

/**
 * Times each call of `paths` for each of `intervals` (five reads: the first, the best and the
 * median printed) and flags a median over `target` ms, unless `untimed` says the call has no target.
 */
export async function timeCalls(
  server: TestServer,
  token: string,
  paths: readonly string[],
  intervals: readonly string[],
  { target, untimed = () => false }: { target: number; untimed?: (path: string) => boolean },
) {
  const width = Math.max(...paths.flatMap((p) => intervals.map((q) => `${p}?${q}`.length))) + 2;
  for (const query of intervals)
    for (const path of paths) {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        const res = await api(server.url, `${path}?${query}`, { token });
        times.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`${path}?${query}: ${res.status}`);
      }
      const first = times[0] as number;
      times.sort((a, b) => a - b);
      const median = times[2] as number;
      const flag = untimed(path) || median <= target ? '' : `  over ${target} ms`;
      const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
      console.log(
        `  ${`${path}?${query}`.padEnd(width)} first ${ms(first)}  best ${ms(times[0] as number)}  median ${ms(median)}${flag}`,
      );
    }
}

/**
 * Runs `measure` on PGlite and on a throwaway PostgreSQL cluster, as `rows` (BENCH_ROWS) asks;
 * the PostgreSQL row is skipped, and says so, where PostgreSQL is not installed.
 */
export async function onEachDatabase(
  rows: readonly string[],
  name: string,
  measure: (title: string, database?: BenchDatabase) => Promise<void>,
) {
  if (rows.includes('pglite')) await measure('PGlite');
  if (!rows.includes('postgres')) return;
  const binDir = await findPostgres({ install: false });
  if (!binDir) {
    console.log('PostgreSQL is not installed here: its row is skipped.');
    return;
  }
  await withPostgres(binDir, async (adminUrl: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await measure('PostgreSQL', { databaseUrl: url.toString(), drop: async () => {} });
  });
}
