/**
 * Audience import benchmark (`npm run bench`, issue 21): a generated CSV of BENCH_AUDIENCE_ROWS
 * rows (1,000,000) streams into an audience of a server in a process of its own, on PGlite and on
 * a throwaway PostgreSQL (`BENCH_ROWS=pglite,postgres` picks them). Prints rows per second against
 * the goal (≥ 50,000) and the server's peak resident memory against its memory before the upload:
 * memory should stay flat whatever the number of rows, so a second, ten times smaller run is
 * printed beside each for comparison. Figures are printed, never asserted.
 */
import { adminQuery, findPostgres, withPostgres } from '../../scripts/pg.mjs';
import { describeImport, type ImportFigures, importAudience } from './support/audience-import.ts';

const ROWS = Number(process.env.BENCH_AUDIENCE_ROWS ?? 1_000_000);
const DATABASES = (process.env.BENCH_ROWS ?? 'pglite,postgres').split(',');
const GOAL_ROWS_PER_SECOND = 50_000;

/** The tenth-size run, then the full one, on one database kind; `databaseUrl` makes a fresh database each. */
async function compare(name: string, databaseUrl?: (label: string) => Promise<string>): Promise<void> {
  const runs: ImportFigures[] = [];
  for (const rows of [Math.max(1, Math.round(ROWS / 10)), ROWS]) {
    const figures = await importAudience(rows, databaseUrl ? await databaseUrl(`rows_${rows}`) : undefined);
    console.log(`audience import, ${name}, ${figures.rows.toLocaleString('en')} rows`);
    for (const line of describeImport(figures, GOAL_ROWS_PER_SECOND)) console.log(`  ${line}`);
    runs.push(figures);
  }
  const [small, full] = runs as [ImportFigures, ImportFigures];
  console.log(
    `  memory growth ratio (full / tenth): ${((full.peakRssMb - full.rssBeforeMb) / Math.max(1, small.peakRssMb - small.rssBeforeMb)).toFixed(2)} (flat ≈ 1)`,
  );
}

if (DATABASES.includes('pglite')) await compare('PGlite');
if (DATABASES.includes('postgres')) {
  const binDir = await findPostgres({ install: false });
  if (!binDir) console.log('PostgreSQL is not installed here: its row is skipped.');
  else
    await withPostgres(binDir, (adminUrl: string) =>
      compare('PostgreSQL', async (label) => {
        await adminQuery(adminUrl, `create database bench_import_${label}`);
        const url = new URL(adminUrl);
        url.pathname = `/bench_import_${label}`;
        return url.toString();
      }),
    );
}
