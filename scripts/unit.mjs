import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMain, listFiles, ROOT, run, useMemoryTmp } from './lib.mjs';
import { adminQuery } from './pg.mjs';
import { bundleTestFiles } from './unit-bundle.mjs';

/**
 * The unit stage: Node's test runner over the plain-logic tests, each file bundled first
 * (scripts/unit-bundle.mjs; UNIT_BUNDLE=0 loads them through tsx instead). Browser tests
 * (`*.test.tsx`, components outside `model/`) belong to web-test-runner.
 *
 *   node scripts/unit.mjs            every unit test
 *   node scripts/unit.mjs --server   the server's tests only (run again against PostgreSQL)
 *   node scripts/unit.mjs <files…>   the given files
 */

const UNIT_TESTS = [
  /^packages\/[^/]+\/src\/.+\.test\.ts$/,
  /^components\/[^/]+\/src\/(?:.+\/)?model\/.+\.test\.ts$/,
  /^host\/src\/.+\.model\.test\.ts$/,
  /^tests\/bench\/[^/]+\.test\.ts$/,
  // The scripts' own helpers; packages.test.mjs has a stage of its own (it needs the builds).
  /^scripts\/(?!packages\.)[^/]+\.test\.mjs$/,
];
/** The server's own tests, and the benchmarks' short versions that run servers (the chaos soak). */
const SERVER_TESTS = /^(?:packages\/server\/src\/.+|tests\/bench\/[^/]+)\.test\.ts$/;

const SLOWEST = join(ROOT, 'scripts', 'slowest-files.mjs');

/** Test files of the unit stage, relative to the repository root. */
export function unitTestFiles({ serverOnly = false } = {}) {
  const files = [
    ...listFiles('packages'),
    ...listFiles('components'),
    ...listFiles('host'),
    ...listFiles('tests/bench'),
    ...listFiles('scripts'),
  ];
  return files.filter((file) =>
    serverOnly ? SERVER_TESTS.test(file) : UNIT_TESTS.some((re) => re.test(file)),
  );
}

/**
 * Runs the files and resolves with the exit code (0 when there is nothing to run). `node` is the
 * Node binary to run them with (another major version, say); `exec` runs each command (`run`
 * shows the output as it comes, `npm test` passes one that keeps it).
 */
export async function runUnitTests(files, env = process.env, { node = process.execPath, exec = run } = {}) {
  if (files.length === 0) {
    console.log('No unit test files found.');
    return 0;
  }
  const template = env.DATABASE_URL
    ? await postgresTemplate(files, env, { node, exec })
    : await pgliteTemplate(files, env, { node, exec });
  // UNIT_BUNDLE=0: through tsx file by file, as an editor's test runner does. UNIT_GROUPS: how many
  // processes share the files (0: one per file).
  const groups = Number(process.env.UNIT_GROUPS ?? 8);
  // Server tests share processes; the rest, which stub globals such as `fetch`, keep one each.
  const bundle =
    process.env.UNIT_BUNDLE === '0' ? null : await bundleTestFiles(files, { groups, shared: SERVER_TESTS });
  // Each file's time, printed after the run (the ten slowest).
  const timingsDir = mkdtempSync(join(tmpdir(), 'omnicanal-timings-'));
  const timings = join(timingsDir, 'files.jsonl');
  try {
    // One file per core, at least two (UNIT_CONCURRENCY): a server test spends part of its time
    // waiting on its database and sockets, but more servers than cores only queue. Spec reporter:
    // TAP is unreadable in a terminal. A file's process ends once its tests and hooks are done:
    // a handle left open (a client's reconnect timer, say) kept the short soak's process alive
    // for minutes after its test had passed, and the stage waited for it.
    const code = await exec(
      node,
      [
        ...(bundle ? ['--enable-source-maps'] : ['--import', 'tsx']),
        ...(process.env.UNIT_LIFTOFF === '0' ? [] : ['--liftoff-only']),
        '--test',
        '--test-force-exit',
        `--test-concurrency=${process.env.UNIT_CONCURRENCY ?? Math.max(2, availableParallelism())}`,
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        `--test-reporter=${SLOWEST}`,
        '--test-reporter-destination=stdout',
        ...(bundle ? bundle.files : files),
      ],
      { env: { ...env, ...template?.env, SLOWEST_FILES_LOG: timings } },
    );
    await exec(node, [SLOWEST, timings]);
    return code;
  } finally {
    await template?.remove();
    bundle?.remove();
    rmSync(timingsDir, { recursive: true, force: true });
  }
}

/**
 * On PGlite, one migrated and seeded data directory for the whole run, which each test server
 * copies rather than creating a cluster of its own (packages/server/src/test/template.ts). Built
 * from the migrations of this checkout, so it is never stale. None if it fails (the servers then
 * create their own, only slower).
 */
async function pgliteTemplate(files, env, { node, exec }) {
  if (!files.some((file) => SERVER_TESTS.test(file))) return null;
  const root = mkdtempSync(join(tmpdir(), 'omnicanal-template-'));
  const dataDir = join(root, 'db');
  const remove = async () => rmSync(root, { recursive: true, force: true });
  const code = await exec(node, ['--import', 'tsx', 'packages/server/src/test/template.ts', dataDir], {
    env,
  });
  if (code === 0) return { env: { OMNICANAL_TEST_PGLITE_TEMPLATE: dataDir }, remove };
  console.log('The PGlite template could not be built; test servers create their own databases.');
  await remove();
  return null;
}

/**
 * On PostgreSQL, one migrated and seeded database for the whole run, which each test database is
 * created from (`CREATE DATABASE … TEMPLATE`) instead of migrating and seeding its own (about 3 s a
 * server). Dropped at the end; none if it fails.
 */
async function postgresTemplate(files, env, { node, exec }) {
  if (!files.some((file) => SERVER_TESTS.test(file))) return null;
  const name = `omnicanal_template_${randomBytes(6).toString('hex')}`;
  const url = new URL(env.DATABASE_URL);
  url.pathname = `/${name}`;
  const admin = (statement) => adminQuery(env.DATABASE_URL, statement);
  const remove = () => admin(`drop database if exists ${name} with (force)`);
  try {
    await admin(`create database ${name}`);
  } catch (error) {
    console.log(
      `The PostgreSQL template could not be created (${error.message}); test servers seed their own.`,
    );
    return null;
  }
  const code = await exec(
    node,
    ['--import', 'tsx', 'packages/server/src/test/template.ts', '--database', url.toString()],
    { env },
  );
  if (code === 0) return { env: { OMNICANAL_TEST_PG_TEMPLATE: name }, remove };
  console.log('The PostgreSQL template could not be built; test servers seed their own databases.');
  await remove();
  return null;
}

if (isMain(import.meta.url)) {
  useMemoryTmp();
  const args = process.argv.slice(2);
  const files = args.includes('--server')
    ? unitTestFiles({ serverOnly: true })
    : args.length > 0
      ? args
      : unitTestFiles();
  process.exitCode = await runUnitTests(files);
}
