import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the production build is made of: a change in any of these makes `dist/` stale. */
const SOURCES = ['index.html', 'vite.config.ts', 'package.json', 'packages', 'components', 'host', 'locales'];
const SKIP = new Set(['node_modules', 'dist', '.data']);
/** The server is not part of the browser build. */
const NOT_BUILT = join('packages', 'server');

function newestIn(path) {
  if (path.endsWith(NOT_BUILT)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows as a newer directory
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestIn(join(path, entry.name)));
  }
  return newest;
}

/** True when `dist/` is missing or older than any source of the build. */
export function distIsStale(root) {
  const marker = join(root, 'dist', 'build.json');
  if (!existsSync(marker) || !existsSync(join(root, 'dist', 'index.html'))) return true;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((source) => {
    const path = join(root, source);
    return existsSync(path) && newestIn(path) > built;
  });
}
