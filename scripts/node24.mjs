import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isMain, ROOT, run, runQuiet } from './lib.mjs';

/**
 * Node 24, the other supported LTS line, for the stage of `npm test` that runs the server tests
 * and the build on it. Installed from the npm registry (the `node` package ships the Linux
 * binaries) into .cache/node24, outside the lock file and kept between runs.
 *
 *   node scripts/node24.mjs <args…>   runs Node 24 with the arguments, installing it first
 */

export const NODE24_PREFIX = join(ROOT, '.cache', 'node24');
const binary = join(NODE24_PREFIX, 'node_modules', 'node', 'bin', 'node');

/** `v24.x.y` when `path` runs and is Node 24, null otherwise. */
async function versionOf(path) {
  if (!existsSync(path)) return null;
  const { code, output } = await runQuiet(path, ['--version']);
  const version = output.trim();
  return code === 0 && version.startsWith('v24.') ? version : null;
}

/**
 * The Node 24 binary and its version, installing it when missing; `{ error }` saying why when it
 * cannot be had (no registry reachable, say). The install's output is shown only when it fails.
 */
export async function node24() {
  let version = await versionOf(binary);
  if (!version) {
    const install = await runQuiet('npm', [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--prefix',
      NODE24_PREFIX,
      'node@24',
    ]);
    version = await versionOf(binary);
    if (!version) {
      const why =
        install.code === 0 ? 'the installed package has no Node 24 binary' : 'npm install node@24 failed';
      return { error: `${why}\n${install.output.trim().split('\n').slice(-8).join('\n')}` };
    }
  }
  return { path: binary, version };
}

if (isMain(import.meta.url)) {
  const found = await node24();
  if ('error' in found) {
    console.error(found.error);
    process.exit(1);
  }
  process.exitCode = await run(found.path, process.argv.slice(2));
}
