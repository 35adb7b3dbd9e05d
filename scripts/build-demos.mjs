import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { demoIsStale, demoOutput } from './build-state.mjs';
import { isMain, ROOT, seconds } from './lib.mjs';

/**
 * `npm run build:demos`: the framework demos (demo/react, demo/vue), small apps a partner would
 * write, each built by Vite into demo/dist/<name>/ (git-ignored) with relative URLs, so the
 * reference server shows them under /demo/dist/<name>/ and any static server can serve them on
 * another origin. A demo already newer than its sources is kept (`--force` builds it anyway).
 * The end-to-end setup runs it before the journeys (tests/e2e/demos.spec.ts).
 *
 *   node scripts/build-demos.mjs [--force]
 */

/** Each demo and the Vite plugins its framework needs. */
export const DEMOS = {
  // JSX of the app and of the elements it bundles (the wrapper imports each element's sources).
  react: () => [react()],
  // Render functions (`h()`): nothing to compile, and no runtime template compiler, which would
  // need `unsafe-eval` (the CSP forbids it).
  vue: () => [],
};

/** Builds the demos that are stale (all with `force`), logging each one's time. */
export async function buildDemos({ force = false, log = console.log } = {}) {
  const started = Date.now();
  for (const [name, plugins] of Object.entries(DEMOS)) {
    if (!force && !demoIsStale(ROOT, name)) continue;
    const began = Date.now();
    await build({
      configFile: false,
      root: join(ROOT, 'demo', name),
      base: './',
      logLevel: 'warn',
      plugins: plugins(),
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
