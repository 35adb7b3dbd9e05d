import { spawn } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Helpers shared by the npm scripts (start, test, unit, bench, pg). */

export const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** A tool installed in node_modules/.bin (faster and quieter than npx). */
export const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

/**
 * The project's TypeScript compiler (the `typescript` package, 7.x), by its own path: the package
 * build's declaration bundler needs TypeScript 6's API (`@typescript/typescript6`), whose
 * `typescript@6` alias also declares a `tsc`, and npm may link that one as `.bin/tsc`.
 */
export const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

/** True when the module at `url` is the script node was started with. */
export const isMain = (url) =>
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(url);

/**
 * Runs a command with the terminal attached and resolves with its exit code (a signal counts as
 * failure). Ctrl+C reaches the child directly (same process group), so it is not forwarded.
 */
export function run(command, args = [], options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolvePromise(127);
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Installs the dependencies when node_modules is missing or older than the lock file (a fresh
 * clone, or a pull that changed dependencies). Returns false when the install failed.
 */
export async function ensureInstalled() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  const fresh =
    existsSync(marker) && (!existsSync(lock) || statSync(lock).mtimeMs <= statSync(marker).mtimeMs + 1000);
  if (fresh) return true;
  console.log('Installing dependencies (npm install)…');
  return (await run('npm', ['install', '--no-audit', '--no-fund'])) === 0;
}

/**
 * Points TMPDIR (which `os.tmpdir()` reads) at a fresh folder in memory (`/dev/shm`) for this
 * process and every command it starts, removed when it exits. The test servers copy a seeded
 * database folder of some 1,500 files each (44 MB): on this machine's ext4 disk a copy cost about
 * 1 s of a core in the kernel, in memory 0.1 s, and PGlite's and PostgreSQL's writes cost the same
 * ratio. Nothing is done where `/dev/shm` is missing or not writable, or TMPDIR already points
 * into it. Open to all like /tmp: the PostgreSQL stage runs its cluster as `postgres`. A run
 * stopped by a signal leaves its folder (memory): the next run removes those older than a day.
 */
export function useMemoryTmp() {
  const shm = '/dev/shm';
  if (process.env.TMPDIR?.startsWith(`${shm}/`)) return;
  try {
    accessSync(shm, constants.W_OK);
  } catch {
    return;
  }
  const dayAgo = Date.now() - 86_400_000;
  for (const entry of readdirSync(shm)) {
    const path = join(shm, entry);
    if (entry.startsWith('omnicanal-') && statSync(path).mtimeMs < dayAgo) {
      rmSync(path, { recursive: true, force: true });
    }
  }
  const dir = mkdtempSync(join(shm, 'omnicanal-'));
  chmodSync(dir, 0o1777);
  process.env.TMPDIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}

const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', '.git', 'test-results', 'playwright-report']);

/** Every file under `dir` (relative to the root, with `/`), skipping dependencies and outputs. */
export function listFiles(dir) {
  const out = [];
  const walk = (path) => {
    if (!existsSync(path)) return;
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (SKIP_DIRS.has(entry.name)) continue;
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(relative(ROOT, full).split(sep).join('/'));
    }
  };
  walk(join(ROOT, dir));
  return out.sort();
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs a command with its output (stdout and stderr, in order) kept instead of shown, and resolves
 * with its exit code and that output: stages that run side by side print whole, never interleaved.
 * Colours stay on when this terminal has them.
 */
export function runQuiet(command, args = [], options = {}) {
  return new Promise((resolvePromise) => {
    const env = { ...(options.env ?? process.env) };
    if (process.stdout.isTTY && !env.NO_COLOR) env.FORCE_COLOR ??= '1';
    const child = spawn(command, args, { cwd: ROOT, ...options, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${command}: ${error.message}\n`));
      resolvePromise({ code: 127, output: Buffer.concat(chunks).toString() });
    });
    child.on('close', (code, signal) =>
      resolvePromise({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });
}
