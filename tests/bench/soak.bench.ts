/**
 * Chaos soak (`npm run bench`): 50 visitors and 10 agents converse through a round-robin proxy in
 * front of two server instances on PostgreSQL, while 1,000 sockets are dropped at random, agents
 * go offline and back, and one instance is killed and restarted. Prints messages sent, lost and
 * duplicated (goal 0 each) and the catch-up time after each reconnection (goal p99 ≤ 1 s). Lost,
 * duplicated or disordered messages fail the run; the timings are printed, never asserted.
 * SOAK_* variables scale it (see scaleFromEnv).
 */
import { startCluster, withPostgresServer } from './support/cluster.ts';
import { describeFigures, FULL_SCALE, runSoak, scaleFromEnv } from './support/soak.ts';

const scale = scaleFromEnv(FULL_SCALE);
const figures = await withPostgresServer(async (adminUrl) => {
  // Room timers off: a waiting or idle room moving on its own would blur what the soak checks.
  const cluster = await startCluster({ adminUrl, server: { roomTimerTickMs: 0 } });
  try {
    return await runSoak(cluster, scale, (line) => console.log(`  ${line}`));
  } finally {
    await cluster.close();
  }
});
if (!figures) {
  console.log('Chaos soak skipped: PostgreSQL (DATABASE_URL, or initdb and pg_ctl) is not available.');
} else {
  for (const line of describeFigures(figures)) console.log(line);
  for (const problem of figures.problems.slice(0, 50)) console.log(`  ✗ ${problem}`);
  if (figures.problems.length > 50) console.log(`  … and ${figures.problems.length - 50} more`);
  if (figures.problems.length > 0) process.exitCode = 1;
}
