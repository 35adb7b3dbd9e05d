import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { isMain, run, useMemoryTmp } from './lib.mjs';

/**
 * A throwaway PostgreSQL cluster for one command: `node scripts/pg.mjs -- <command…>` runs the
 * command with DATABASE_URL pointing at a fresh cluster (trust auth, 127.0.0.1, a free port,
 * durability off for speed) and removes the cluster afterwards. Used by `npm test` to run the
 * server's tests on PostgreSQL as well as on PGlite.
 */

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = () => existsSync('/etc/debian_version');

function versionOf(dir) {
  return Number.parseInt(dir, 10) || 0;
}

/** The directory holding initdb and pg_ctl: PATH first, then Debian's versioned folders. */
function findBinDir() {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => versionOf(b) - versionOf(a));
  for (const version of versions) {
    const dir = join(base, version, 'bin');
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

/**
 * initdb and pg_ctl, installing Debian's postgresql package when allowed (root on Debian) and
 * missing. Resolves with null when PostgreSQL cannot be had here.
 */
export async function findPostgres({ install = true } = {}) {
  let dir = findBinDir();
  if (!dir && install && isRoot() && isDebian()) {
    console.log('PostgreSQL is not installed: apt-get install -y postgresql');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update'], { env })) === 0)
      await run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { env });
    dir = findBinDir();
  }
  return dir;
}

/** initdb refuses to run as root: as root the cluster belongs to the `postgres` user. */
function postgresUser() {
  if (!isRoot()) return null;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line)
    throw new Error('running as root needs a "postgres" user for initdb (apt-get install postgresql)');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts a cluster, calls `fn(databaseUrl)`, and always stops and removes the cluster.
 * `databaseUrl` is a superuser URL: callers create their own databases through it.
 */
/** Runs one statement through `databaseUrl` (CREATE/DROP DATABASE, which cannot run in a transaction). */
export async function adminQuery(databaseUrl, statement) {
  // Loaded here: `npm test` imports this file before it has made sure dependencies are installed.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function withPostgres(binDir, fn) {
  const user = postgresUser();
  const dir = mkdtempSync(join(tmpdir(), 'omnicanal-pg-'));
  const data = join(dir, 'data');
  if (user) {
    chownSync(dir, user.uid, user.gid);
    chmodSync(dir, 0o700);
  }
  const as = user ? { uid: user.uid, gid: user.gid } : {};
  const pgCtl = join(binDir, 'pg_ctl');
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (!started) return;
    started = false;
    spawnSync(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop'], { ...as, stdio: 'ignore' });
  };
  const onSignal = () => {
    stop();
    rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    // C.UTF-8: code-point order as with no locale, and lower() that knows accented letters (a
    // search for "FIDÈLES" finds "fidèles"), as a production database in a UTF-8 locale does.
    execFileSync(
      join(binDir, 'initdb'),
      ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
      { ...as, stdio: 'pipe', cwd: dir },
    );
    // Durability off: the cluster lives for one test run.
    const settings = `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    execFileSync(
      pgCtl,
      ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start'],
      {
        ...as,
        stdio: 'pipe',
        cwd: dir,
      },
    );
    started = true;
    return await fn(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } catch (error) {
    const log = join(dir, 'server.log');
    if (existsSync(log)) console.error(readFileSync(log, 'utf8').slice(-4000));
    throw error;
  } finally {
    stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  useMemoryTmp();
  const separator = process.argv.indexOf('--');
  const [command, ...args] = separator === -1 ? process.argv.slice(2) : process.argv.slice(separator + 1);
  if (!command) {
    console.error('usage: node scripts/pg.mjs -- <command> [args…]');
    process.exit(2);
  }
  const binDir = await findPostgres();
  if (!binDir) {
    console.error('PostgreSQL (initdb, pg_ctl) was not found and could not be installed.');
    process.exit(1);
  }
  process.exitCode = await withPostgres(binDir, (url) =>
    run(command, args, { env: { ...process.env, DATABASE_URL: url } }),
  );
}
