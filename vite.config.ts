import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * One production build for everything served from `dist/`:
 * - `index.html`: the console (`<oc-shell>`);
 * - `omnicanal.js`: the autoloader partners include once (fixed name: their pages point at it);
 * - `web-chat.js`: the visitor widget (fixed name, Lit only, no React);
 * - everything else hashed under `assets/`, with `packages/stores` in exactly one chunk so every
 *   element loaded from this build shares one session, one locale and one configuration.
 */

const root = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };

/** Entries whose file names partners and the demo pages hard-code: no hash. */
const FIXED_NAMES = new Set(['omnicanal', 'web-chat']);

/**
 * `<package version>+<build id>`: the console compares it with what GET /api/config reports to
 * offer a reload after a deployment, so two builds of one version must still differ.
 * OC_BUILD_ID lets a release pipeline pin it.
 */
const buildId = process.env.OC_BUILD_ID ?? Date.now().toString(36);
const version = `${pkg.version}+${buildId}`;

/** Writes `dist/build.json`, read by the server to report the version it serves. */
function buildInfo(): Plugin {
  let outDir = resolve(root, 'dist');
  return {
    name: 'omnicanal:build-info',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      mkdirSync(outDir, { recursive: true });
      const info = { version, built_at: new Date().toISOString() };
      writeFileSync(resolve(outDir, 'build.json'), `${JSON.stringify(info, null, 2)}\n`);
    },
  };
}

/**
 * Fails the build when chunks import each other in a circle: the browser would then run a chunk
 * before one it needs (seen as `Cannot assign to read only property 'undefined'` at start-up).
 */
function noChunkCycles(): Plugin {
  return {
    name: 'omnicanal:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') imports.set(file, output.imports);
      }
      const done = new Set<string>();
      const visit = (file: string, path: string[]): void => {
        if (path.includes(file)) this.error(`chunk import cycle: ${[...path, file].join(' -> ')}`);
        if (done.has(file)) return;
        for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
        done.add(file);
      };
      for (const file of imports.keys()) visit(file, []);
    },
  };
}

/**
 * Manual chunks must not import each other in a circle (a chunk would run before one it needs):
 * each group below holds its dependencies or finds them in a group above it.
 */
const CONTRACT = /[\\/]packages[\\/](?:core|api)[\\/]|[\\/]node_modules[\\/]valibot[\\/]/;
const STORES = /[\\/]packages[\\/]stores[\\/]|[\\/]node_modules[\\/]nanostores[\\/]/;

export default defineConfig(({ command }) => ({
  root,
  plugins: [react(), buildInfo(), noChunkCycles()],
  define: {
    'import.meta.env.VITE_OC_VERSION': JSON.stringify(version),
    // React picks its development build from this at run time; only `vite build` ships production.
    ...(command === 'build' ? { 'process.env.NODE_ENV': '"production"' } : {}),
  },
  experimental: {
    // Chunks find each other relative to the file that imports them, so `omnicanal.js` loaded from
    // another origin (a partner's CRM) still fetches its chunks from us; the console page itself
    // keeps absolute URLs because it is served under deep routes (/gb-agent/im/…).
    renderBuiltUrl(filename: string, { hostType }: { hostType: 'js' | 'css' | 'html' }) {
      return hostType === 'html' ? `/${filename}` : { relative: true };
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        index: resolve(root, 'index.html'),
        omnicanal: resolve(root, 'host/src/omnicanal.ts'),
        'web-chat': resolve(root, 'components/web-chat/src/define.ts'),
      },
      output: {
        minify: true,
        entryFileNames: (chunk) => (FIXED_NAMES.has(chunk.name) ? '[name].js' : 'assets/[name]-[hash].js'),
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            // The contract first: the stores depend on it, and so does the visitor widget, which
            // must not load the stores. Without this group the stores chunk would take core/api
            // along and web-chat.js would import (and run) every store.
            { name: 'contract', test: CONTRACT, priority: 20 },
            { name: 'stores', test: STORES, priority: 10 },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: false },
}));
