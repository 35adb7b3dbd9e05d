import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromiumPath } from './chromium.mjs';
import { bin, ensureInstalled, ROOT, run, seconds } from './lib.mjs';
import { findPostgres, withPostgres } from './pg.mjs';
import { runUnitTests, unitTestFiles } from './unit.mjs';

/**
 * `npm test`: every check, in order, stopping at the first failure:
 * lint → types → unit (PGlite) → server unit (PostgreSQL) → build → components → end-to-end.
 * Prints one summary line per stage at the end.
 */

const results = [];

function summary() {
  console.log('\n── npm test ─────────────────────────────────────────');
  for (const r of results) console.log(`${r.mark} ${r.name.padEnd(34)} ${r.note}`);
}

async function stage(name, fn) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const outcome = await fn();
  const elapsed = seconds(Date.now() - started);
  if (typeof outcome === 'string') {
    results.push({ name, mark: '–', note: `skipped: ${outcome}` });
    return;
  }
  const ok = outcome === 0;
  results.push({ name, mark: ok ? '✔' : '✘', note: ok ? elapsed : `FAILED after ${elapsed}` });
  if (!ok) {
    summary();
    process.exit(1);
  }
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * The system Chromium; on a Debian machine run as root it is installed from Debian, elsewhere
 * Playwright's own download is the normal route for a developer laptop.
 */
async function ensureChromium() {
  if (existsSync(chromiumPath())) return true;
  console.log(`Chromium not found at ${chromiumPath()}.`);
  if (isRoot() && existsSync('/etc/debian_version')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update'], { env })) === 0)
      await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env });
    if (existsSync('/usr/bin/chromium')) {
      process.env.CHROMIUM_PATH = '/usr/bin/chromium';
      return true;
    }
  }
  if ((await run(bin('playwright'), ['install', 'chromium'])) === 0) {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    if (existsSync(chromium.executablePath())) {
      process.env.CHROMIUM_PATH = chromium.executablePath();
      return true;
    }
  }
  console.error(
    'No Chromium available. Install it (Debian: apt-get install chromium) and set CHROMIUM_PATH to its binary.',
  );
  return false;
}

if (!(await ensureInstalled())) {
  console.error('npm install failed.');
  process.exit(1);
}
if (!(await ensureChromium())) process.exit(1);

await stage('lint (biome check)', () => run(bin('biome'), ['check', '.']));
await stage('types (tsc -p .)', () => run(bin('tsc'), ['-p', '.']));
await stage('import cycles (dpdm)', () => run('npm', ['run', '--silent', 'check:cycles']));
await stage('unit tests (node:test, PGlite)', () => runUnitTests(unitTestFiles()));
await stage('server unit tests (PostgreSQL)', async () => {
  if (process.env.DATABASE_URL) return 'DATABASE_URL is set: the unit stage already used it';
  if (process.env.OMNICANAL_TEST_PG === '0') return 'OMNICANAL_TEST_PG=0';
  const binDir = await findPostgres();
  if (!binDir) return 'PostgreSQL (initdb, pg_ctl) not available';
  return withPostgres(binDir, (url) =>
    runUnitTests(unitTestFiles({ serverOnly: true }), { ...process.env, DATABASE_URL: url }),
  );
});
await stage('build (vite build)', () => run(bin('vite'), ['build', '--logLevel', 'warn']));
await stage('component tests (web-test-runner)', () => run(bin('web-test-runner'), []));
await stage('end-to-end tests (playwright)', () => run(bin('playwright'), ['test']));

summary();
console.log(`All stages passed (${ROOT}).`);
// The plain closing line CI reads: each stage above ran its own tests and failed the run on any failure.
const ran = results.filter((r) => r.mark === '✔').length;
console.log(`stages: ${ran} passed, 0 failed`);
