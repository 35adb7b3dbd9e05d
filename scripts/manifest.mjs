import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMain, ROOT } from './lib.mjs';
import { generatedFiles } from './manifest/generate.mjs';

/**
 * Regenerates every element's contract files from its class's TSDoc (scripts/manifest/): the
 * `custom-elements.json` its package.json names, the tables of its README, `jsx.d.ts` and `vue.d.ts`.
 *
 *   node scripts/manifest.mjs           write them
 *   node scripts/manifest.mjs --check   write nothing; fail and list the files that are stale
 */

/** Paths whose committed content differs from what the sources give. */
export function staleFiles() {
  const stale = [];
  for (const [path, content] of generatedFiles()) {
    let current = null;
    try {
      current = readFileSync(join(ROOT, path), 'utf8');
    } catch {
      current = null;
    }
    if (current !== content) stale.push(path);
  }
  return stale;
}

if (isMain(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = staleFiles();
    if (stale.length > 0) {
      console.error(
        `Stale element contract files (run \`npm run build:manifest\`):\n  ${stale.join('\n  ')}`,
      );
      process.exit(1);
    }
    console.log('Element manifests, README tables and typings are up to date.');
  } else {
    for (const [path, content] of generatedFiles()) writeFileSync(join(ROOT, path), content);
    console.log('Element manifests, README tables and typings written.');
  }
}
