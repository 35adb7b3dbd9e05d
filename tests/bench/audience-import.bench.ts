/**
 * Audience import benchmark (`npm run bench`, issue 21): a generated CSV of BENCH_AUDIENCE_ROWS
 * rows (1,000,000) streams into an audience of a server on PGlite, in a process of its own. Prints
 * rows per second against the goal (≥ 50,000) and the server's peak resident memory against its
 * memory before the upload: memory should stay flat whatever the number of rows, so a second,
 * ten times smaller run is printed beside it for comparison. Figures are printed, never asserted.
 */
import { describeImport, importAudience } from './support/audience-import.ts';

const ROWS = Number(process.env.BENCH_AUDIENCE_ROWS ?? 1_000_000);
const GOAL_ROWS_PER_SECOND = 50_000;

const small = await importAudience(Math.max(1, Math.round(ROWS / 10)));
console.log(`audience import, ${small.rows.toLocaleString('en')} rows (for comparison)`);
for (const line of describeImport(small, GOAL_ROWS_PER_SECOND)) console.log(`  ${line}`);
const full = await importAudience(ROWS);
console.log(`audience import, ${full.rows.toLocaleString('en')} rows`);
for (const line of describeImport(full, GOAL_ROWS_PER_SECOND)) console.log(`  ${line}`);
console.log(
  `  memory growth ratio (full / tenth): ${((full.peakRssMb - full.rssBeforeMb) / Math.max(1, small.peakRssMb - small.rssBeforeMb)).toFixed(2)} (flat ≈ 1)`,
);
