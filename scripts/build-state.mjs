import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the production build is made of: a change in any of these makes `dist/` stale. */
const SOURCES = ['index.html', 'vite.config.ts', 'package.json', 'packages', 'components', 'host', 'locales'];
/**
 * What the server bundle is made of (scripts/build-server.mjs): its sources, the workspace
 * packages bundled into it, and the build itself.
 */
const SERVER_SOURCES = [
  'packages/server/src',
  'packages/server/package.json',
  'packages/core/src',
  'packages/core/package.json',
  'packages/api/src',
  'packages/api/package.json',
  'scripts/build-server.mjs',
];
const SKIP = new Set(['node_modules', 'dist', '.data']);
/** The server is not part of the browser build. */
const NOT_BUILT = join('packages', 'server');

/** The newest modification time under `path`, not looking into `skipped` folders. */
function newestIn(path, skipped = '') {
  if (skipped && path.endsWith(skipped)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // A deleted file shows as a newer directory; so does an output folder created in it (the
  // installable packages' `components/*/dist`), which is no change of the sources: the
  // directory's own time counts unless a skipped entry changed as late.
  let own = stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) {
      if (statSync(child).ctimeMs >= own - 1000) own = 0;
      continue;
    }
    newest = Math.max(newest, newestIn(child, skipped));
  }
  return Math.max(own, newest);
}

/** True when any of `sources` (relative to `root`) changed after `built` (a time in ms). */
const changedSince = (root, sources, built, skipped) =>
  sources.some((source) => {
    const path = join(root, source);
    return existsSync(path) && newestIn(path, skipped) > built;
  });

/** True when `dist/` is missing or older than any source of the front-end build. */
export function distIsStale(root) {
  const marker = join(root, 'dist', 'build.json');
  if (!existsSync(marker) || !existsSync(join(root, 'dist', 'index.html'))) return true;
  return changedSince(root, SOURCES, statSync(marker).mtimeMs, NOT_BUILT);
}

/** The server bundle `npm start` runs (written by scripts/build-server.mjs). */
export const SERVER_BUNDLE = join('packages', 'server', 'dist', 'main.js');

/** True when the server bundle is missing or older than any of its sources. */
export function serverIsStale(root) {
  const bundle = join(root, SERVER_BUNDLE);
  if (!existsSync(bundle)) return true;
  return changedSince(root, SERVER_SOURCES, statSync(bundle).mtimeMs);
}

/** The framework demos, each a folder of demo/ (scripts/build-demos.mjs builds them). */
export const DEMO_NAMES = ['react', 'vue', 'angular'];

/** What a framework demo (demo/<name>/) is made of, beside its own folder. */
const DEMO_SOURCES = [
  'demo/demo.css',
  'package.json',
  'packages',
  'components',
  'locales',
  'scripts/build-demos.mjs',
];

/** The built framework demo `name` (scripts/build-demos.mjs writes demo/dist/<name>/). */
export const demoOutput = (root, name) => join(root, 'demo', 'dist', name);

/** True when demo `name` is unbuilt or older than its folder or what it bundles. */
export function demoIsStale(root, name) {
  const marker = join(demoOutput(root, name), 'index.html');
  if (!existsSync(marker)) return true;
  return changedSince(root, [join('demo', name), ...DEMO_SOURCES], statSync(marker).mtimeMs, NOT_BUILT);
}
