/**
 * Fuzz benchmark (`npm run bench`, issue #15 §9): 100,000 generated frames (valid, truncated,
 * oversized, wrong types, unknown commands, binary, refused by the rules) split between the agents
 * socket (the demo agent) and a visitor's socket, then 10,000 generated bodies over every API
 * route that takes one (the demo owner), against a fresh server seeded with the demo company.
 * Prints the frames sent per class, the answers per code, the 500s (goal 0) and the events stored
 * from invalid frames (goal 0); exits 1 when a goal is missed. `FUZZ_FRAMES`, `FUZZ_BODIES` and
 * `FUZZ_SEED` change the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '@omnicanal/server';
import { formatFuzzReport, fuzzServer } from '../../packages/server/src/test/fuzz/run.ts';

const frames = Number(process.env.FUZZ_FRAMES ?? 100_000);
const bodies = Number(process.env.FUZZ_BODIES ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? 15);

const dir = mkdtempSync(join(tmpdir(), 'omnicanal-fuzz-'));
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir: join(dir, 'db'),
  staticDir: join(dir, 'no-dist'),
  demoDir: join(dir, 'no-demo'),
  seedDemo: true,
  roomTimerTickMs: 0,
  // Limits off: a fuzzed body that signs the user out is followed by a new sign-in, thousands of
  // times from one address, and a 429 would stand in front of the handler under test. The limits
  // answer fuzzed frames in the suite's short version (scaled) and have tests of their own.
  rateLimitScale: 0,
});
const started = Date.now();
try {
  const report = await fuzzServer(
    {
      ...server,
      wsUrl: (path, token) =>
        `${server.url.replace(/^http/, 'ws')}${path}?token=${encodeURIComponent(token)}`,
    },
    { frames, bodies, seed },
  );
  console.log(`fuzz (seed ${seed}), ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(formatFuzzReport(report));
  const missed =
    report.agent.serverErrorCount + report.guest.serverErrorCount + report.http.failureCount > 0 ||
    report.eventsStoredFromInvalidFrames !== 0 ||
    !report.alive;
  process.exitCode = missed ? 1 : 0;
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
