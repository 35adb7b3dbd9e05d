import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { demoIsStale, demoOutput } from './build-state.mjs';
import { isMain, ROOT, runQuiet, seconds } from './lib.mjs';
import { node24 } from './node24.mjs';

/**
 * `npm run build:demos`: the framework demos, small apps a partner would write, each built into
 * demo/dist/<name>/ (git-ignored) with relative URLs, so the reference server shows them under
 * /demo/dist/<name>/ and any static server can serve them on another origin:
 * - demo/react and demo/vue, built by Vite from this repository's dependencies;
 * - demo/angular, a project of its own (Angular 22 wants TypeScript 6.0 and Node ≥ 22.22, the
 *   repository has TypeScript 7 and runs on Node 20): installed with `npm ci` into its own
 *   node_modules on first use (35–45 s), then built by the Angular CLI on Node 24 (5–10 s).
 * A demo already newer than its sources is kept (`--force` builds it anyway). The end-to-end
 * setup runs it before the journeys (tests/e2e/demos.spec.ts).
 *
 *   node scripts/build-demos.mjs [--force]
 */

/** Builds a demo with Vite, with the framework's plugins. */
const viteDemo = (plugins) => async (name) => {
  await build({
    configFile: false,
    root: join(ROOT, 'demo', name),
    base: './',
    logLevel: 'warn',
    plugins,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: demoOutput(ROOT, name),
      emptyOutDir: true,
      target: 'es2022',
      reportCompressedSize: false,
      // One bundle holds the app, React and the elements it renders (about 640 kB, 200 kB
      // gzipped): a demo stays one file where a real app would split its routes.
      chunkSizeWarningLimit: 1000,
      // The inbox's chimes stay files: `data:` media would break a strict CSP.
      assetsInlineLimit: 0,
      rolldownOptions: {
        output: { minify: true },
        // The widget imports its own texts statically (it must show at once) while the shared
        // i18n loads every namespace on demand: a note on chunking, not a fault.
        onwarn(warning, warn) {
          if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
        },
      },
    },
  });
};

/** Runs a command quietly in `cwd`, showing its output only when it fails. */
async function step(what, command, args, cwd) {
  const { code, output } = await runQuiet(command, args, { cwd });
  if (code !== 0) throw new Error(`${what} failed:\n${output.trim().split('\n').slice(-20).join('\n')}`);
}

/** Installs the Angular project's own dependencies when missing or older than its lock file. */
async function angularDependencies(dir, log) {
  const marker = join(dir, 'node_modules', '.package-lock.json');
  const lock = join(dir, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  const began = Date.now();
  // --include=dev: Vite's builds before this one set NODE_ENV=production in this process, which
  // would make npm leave out the Angular CLI and compiler.
  await step('npm ci (demo/angular)', 'npm', ['ci', '--include=dev', '--no-audit', '--no-fund'], dir);
  log(`demo angular: dependencies installed (npm ci), ${seconds(Date.now() - began)}`);
}

/** Builds the Angular demo with its own CLI, on Node 24. */
async function angularDemo(name, log) {
  const dir = join(ROOT, 'demo', name);
  await angularDependencies(dir, log);
  const node = await node24();
  if ('error' in node) throw new Error(`the Angular demo needs Node 24: ${node.error}`);
  await step(
    'ng build (demo/angular)',
    node.path,
    [join(dir, 'node_modules', '@angular', 'cli', 'bin', 'ng.js'), 'build'],
    dir,
  );
}

/** Each demo and how it is built. */
export const DEMOS = {
  // JSX of the app and of the elements it bundles (the wrapper imports each element's sources).
  react: viteDemo([react()]),
  // Render functions (`h()`): nothing to compile, and no runtime template compiler, which would
  // need `unsafe-eval` (the CSP forbids it).
  vue: viteDemo([]),
  angular: angularDemo,
};

/** Builds the demos that are stale (all with `force`), logging each one's time. */
export async function buildDemos({ force = false, log = console.log } = {}) {
  const started = Date.now();
  for (const [name, buildDemo] of Object.entries(DEMOS)) {
    if (!force && !demoIsStale(ROOT, name)) continue;
    const began = Date.now();
    await buildDemo(name, log);
    log(`demo ${name} built: ${seconds(Date.now() - began)}`);
  }
  log(`framework demos: ${seconds(Date.now() - started)}`);
}

if (isMain(import.meta.url)) {
  try {
    await buildDemos({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
