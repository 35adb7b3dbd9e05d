import { listFiles, run } from './lib.mjs';

/**
 * `npm run bench`: every tests/bench/*.bench.ts, one after the other (timings need the machine to
 * themselves). Each benchmark prints its own ratios against its baseline.
 */

const benches = listFiles('tests/bench').filter((file) => /^tests\/bench\/[^/]+\.bench\.ts$/.test(file));
if (benches.length === 0) {
  console.log('No benchmarks yet (tests/bench/*.bench.ts).');
} else {
  // Every benchmark runs even when one fails: one broken bench must not hide the others' figures.
  const failed = [];
  for (const file of benches) {
    console.log(`\n▶ ${file}`);
    const code = await run(process.execPath, ['--import', 'tsx', file]);
    if (code !== 0) {
      console.error(`${file} failed (exit ${code}).`);
      failed.push(file);
    }
  }
  if (failed.length > 0) {
    console.error(`\n${failed.length} benchmark(s) failed: ${failed.join(', ')}`);
    process.exit(1);
  }
}
