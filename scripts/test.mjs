import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromiumPath } from './chromium.mjs';
import { failureExcerpt } from './failures.mjs';
import { bin, ensureInstalled, ROOT, run, runQuiet, seconds, TSC, useMemoryTmp } from './lib.mjs';
import { NODE24_PREFIX, node24 } from './node24.mjs';
import { findPostgres, withPostgres } from './pg.mjs';
import { runUnitTests, unitTestFiles } from './unit.mjs';

/**
 * `npm test`: every check, failing the run on any failure.
 *
 *   lint, framework demos ‖ types, import cycles → unit (PGlite) → build → build on Node 24 ‖ installable packages
 *   → server unit (PostgreSQL, Node 24) → components → end-to-end
 *
 * Stages side by side print their output whole when each ends; a stage alone is shown live. Only
 * stages that do not starve each other share the two cores (measured: see the loop at the end).
 * Prints each stage's time, the Node versions and the total at the end.
 */

const results = [];
const startedAt = Date.now();

function summary() {
  console.log('\n── npm test ─────────────────────────────────────────');
  for (const line of versions) console.log(`  ${line}`);
  for (const r of results) console.log(`${r.mark} ${r.name.padEnd(40)} ${r.note}`);
  console.log(`  ${'total'.padEnd(40)} ${seconds(Date.now() - startedAt)}`);
}

/**
 * Runs a command with its output kept for the stage's block (`npm test` runs stages side by side).
 * Resolves with the exit code, as `run` does.
 */
function quietExec(log) {
  return async (command, args, options) => {
    const { code, output } = await runQuiet(command, args, options);
    log.push(output);
    return code;
  };
}

/**
 * One stage: `fn(exec, log)` resolves with an exit code, or a string saying why it was skipped.
 * Its output is printed whole when it ends, or as it comes when `live` (a stage running alone).
 * Resolves true when it passed or was skipped.
 */
async function stage(name, fn, { live = false } = {}) {
  console.log(`▶ ${name}`);
  const log = [];
  const started = Date.now();
  let outcome;
  try {
    outcome = await fn(live ? run : quietExec(log), log);
  } catch (error) {
    log.push(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    outcome = 1;
  }
  const elapsed = seconds(Date.now() - started);
  const text = log.join('').trimEnd();
  const skipped = typeof outcome === 'string';
  const ok = skipped || outcome === 0;
  const note = skipped ? `skipped: ${outcome}` : ok ? elapsed : `FAILED after ${elapsed}`;
  if (!live) console.log(`\n┌─ ${name} ${'─'.repeat(Math.max(3, 60 - name.length))}`);
  if (text) console.log(text);
  console.log(`└─ ${name}: ${note}\n`);
  results.push({
    name,
    mark: skipped ? '–' : ok ? '✔' : '✘',
    note,
    failures: ok ? '' : failureExcerpt(text),
  });
  return ok;
}

/** Stages one after the other, stopping at the first failure; resolves true when all passed. */
async function inOrder(...stages) {
  for (const [name, fn] of stages) if (!(await stage(name, fn))) return false;
  return true;
}

/** A stage running alone, its output shown as it comes. */
const alone = ([name, fn]) => stage(name, fn, { live: true });

/** Branches side by side (each a list of stages); resolves true when every branch passed. */
async function together(...branches) {
  const outcomes = await Promise.all(branches.map((stages) => inOrder(...stages)));
  return outcomes.every(Boolean);
}

/** After a failure: the summary, then exit 1. */
function finish(ok) {
  if (ok) return;
  // Each failed stage's failures again, where CI's tail of the run still shows them.
  for (const r of results.filter((result) => result.failures)) {
    console.log(`\n── failures of ${r.name} ${'─'.repeat(Math.max(3, 48 - r.name.length))}\n${r.failures}`);
  }
  summary();
  const count = (mark) => results.filter((r) => r.mark === mark).length;
  console.log(`stages: ${count('✔')} passed, ${count('✘')} failed`);
  process.exit(1);
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs a Debian package when this is Debian run as root; answers whether apt-get could run. */
async function aptInstall(pkg) {
  if (!isRoot() || !existsSync('/etc/debian_version')) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update'], { env })) !== 0) return false;
  return (await run('apt-get', ['install', '-y', '--no-install-recommends', pkg], { env })) === 0;
}

/**
 * OpenSSH's server: the SFTP tests (third-party accounts, scheduled exports) start one on loopback.
 * Installed from Debian when missing; elsewhere the tests say how to install it.
 */
async function ensureSshd() {
  const path = process.env.SSHD_PATH || '/usr/sbin/sshd';
  if (existsSync(path)) return;
  console.log(`OpenSSH's server not found at ${path}.`);
  await aptInstall('openssh-server');
}

/**
 * The system Chromium; on a Debian machine run as root it is installed from Debian, elsewhere
 * Playwright's own download is the normal route for a developer laptop.
 */
async function ensureChromium() {
  if (existsSync(chromiumPath())) return true;
  console.log(`Chromium not found at ${chromiumPath()}.`);
  if ((await aptInstall('chromium')) && existsSync('/usr/bin/chromium')) {
    process.env.CHROMIUM_PATH = '/usr/bin/chromium';
    return true;
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
await ensureSshd();
useMemoryTmp();

// Installed (first run only) while lint and types run.
const node24Ready = node24();
const versions = [`Node ${process.version} (${process.execPath})`];
console.log(versions[0]);

const lint = ['lint (biome check)', (exec) => exec(bin('biome'), ['check', '.'])];
const types = ['types (tsc -p .)', (exec) => exec(TSC, ['-p', '.'])];
const cycles = ['import cycles (dpdm)', (exec) => exec('npm', ['run', '--silent', 'check:cycles'])];
// The front end (with its size budgets) and the server bundle `npm start` runs. Not `npm run build`:
// that regenerates the element manifests, which the unit stage checks are committed up to date.
const build = [
  'build (vite build, server bundle)',
  async (exec) =>
    (await exec(bin('vite'), ['build', '--logLevel', 'warn'])) ||
    exec(process.execPath, [join(ROOT, 'scripts', 'build-server.mjs')]),
];
// The installable packages (each element's dist/ and the React wrapper's) and their tests, which
// import them in Node and type-check an app against them: 40–60 s and about 25 s here. Beside the
// build on Node 24: each keeps about one core busy.
const packages = [
  'installable packages (build, import, types)',
  async (exec) =>
    (await exec(process.execPath, [join(ROOT, 'scripts', 'build-packages.mjs')])) ||
    exec(process.execPath, ['--test', '--test-reporter=spec', join(ROOT, 'scripts', 'packages.test.mjs')]),
];
const unit = [
  'unit tests (node:test, PGlite)',
  (exec) => runUnitTests(unitTestFiles(), process.env, { exec }),
];
// The framework demos the partner journeys serve (tests/e2e/demos.spec.ts), built here rather
// than in the journeys' setup: the Angular one installs its own dependencies first, mostly
// waiting on the registry, which fits beside the type check. The Angular one builds on Node 24:
// after this run's install of it, never beside it.
const demos = [
  'framework demos (build)',
  async (exec) => {
    await node24Ready;
    return exec(process.execPath, [join(ROOT, 'scripts', 'build-demos.mjs')]);
  },
];
const components = ['component tests (web-test-runner)', (exec) => exec(bin('web-test-runner'), [])];
const endToEnd = ['end-to-end tests (playwright)', (exec) => exec(bin('playwright'), ['test'])];

/**
 * Without Node 24 the stage is skipped (or, `orThisNode`, runs on this Node), except on CI where
 * Node 24 support must be shown.
 */
const onNode24 = (name, fn, { orThisNode = false } = {}) => [
  name,
  async (exec, log) => {
    const found = await node24Ready;
    if ('error' in found) {
      if (process.env.CI === 'true') {
        log.push(`Node 24 is required on CI: ${found.error}\n`);
        return 1;
      }
      if (orThisNode) return fn(exec, process.execPath);
      return `Node 24 not available (${found.error.split('\n')[0]})`;
    }
    log.push(`Node ${found.version} (${found.path})\n`);
    return fn(exec, found.path);
  },
];
/**
 * The server's tests a second time, on PostgreSQL and on Node 24 at once: the unit stage covers
 * PGlite on this Node, this one the other database and the other supported runtime, so each runs
 * once without a third pass of the same tests.
 */
const serverOnPostgres = onNode24(
  'server unit tests (PostgreSQL, Node 24)',
  async (exec, node) => {
    if (process.env.DATABASE_URL) return 'DATABASE_URL is set: the unit stage already used it';
    if (process.env.OMNICANAL_TEST_PG === '0') return 'OMNICANAL_TEST_PG=0';
    const binDir = await findPostgres();
    if (!binDir) return 'PostgreSQL (initdb, pg_ctl) not available';
    return withPostgres(binDir, (url) =>
      runUnitTests(
        unitTestFiles({ serverOnly: true }),
        { ...process.env, DATABASE_URL: url },
        { exec, node },
      ),
    );
  },
  { orThisNode: true },
);
// Its own output folder, so the console's dist/ stays the one built on this Node.
const buildOnNode24 = onNode24('build (Node 24)', (exec, node) =>
  exec(node, [
    join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    join(NODE24_PREFIX, 'dist'),
    '--emptyOutDir',
  ]),
);

finish(await together([lint, demos], [types, cycles]));
const found24 = await node24Ready;
versions.push('error' in found24 ? 'Node 24: not available' : `Node ${found24.version} (${found24.path})`);
console.log(versions[1]);
// On two cores, the journeys beside the server tests slowed both (unit 837 s, journeys 1,364 s
// against about 170 s and 570 s alone) and timed journeys out: the server tests (PGlite, then
// PostgreSQL) run alone, each keeping both cores busy. So do the component tests and the journeys,
// which each keep both busy too: side by side they took 753 s (the components 327 s of it), one
// after the other 173 s and 518 s.
for (const next of [unit, build]) finish(await alone(next));
finish(await together([buildOnNode24], [packages]));
for (const next of [serverOnPostgres, components, endToEnd]) finish(await alone(next));

summary();
console.log(`All stages passed (${ROOT}).`);
// The plain closing line CI reads: each stage above ran its own tests and failed the run on any failure.
const ran = results.filter((r) => r.mark === '✔').length;
console.log(`stages: ${ran} passed, 0 failed`);
