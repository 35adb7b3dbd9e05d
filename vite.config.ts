import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig, type Plugin, type ViteBuilder } from 'vite';
import { checkBudgets } from './scripts/budgets.mjs';
import { precompress, writeSri } from './scripts/precompress.mjs';

/**
 * The production build, everything served from `dist/`, in two bundles that share no file:
 * - the console: `index.html` (`<oc-shell>`), `omnicanal.js` (the autoloader partners include once,
 *   fixed name: their pages point at it) and each element's chunk under `assets/` (hashed), with
 *   `packages/stores` in exactly one chunk so every element loaded from this build shares one
 *   session, one locale and one configuration;
 * - the visitor widget: `web-chat.js` (fixed name, Lit only, no React), one file holding only the
 *   part of the contract it uses, so a customer's website loads nothing of the console; what only
 *   some visitors need (the room-action cards) is a chunk it imports on first use,
 *   `assets/web-chat.<name>-<hash>.js`, importing the rest from web-chat.js itself.
 * Then `scripts/budgets.mjs` prints what each entry loads and fails the build above a budget.
 */

const root = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };

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
    // Once, with the console (the widget's bundle lands in the same folder).
    applyToEnvironment: (environment) => environment.name === 'client',
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
/**
 * Core's campaign planner (`@omnicanal/core/recurrence`, with RRULE) stays out of the contract:
 * only the campaign form and the server plan campaigns, so it goes with the form's lazy chunk.
 */
const PLANNER = /[\\/]packages[\\/]core[\\/]src[\\/]campaigns[\\/]recurrence/;
const inContract = (id: string) => CONTRACT.test(id) && !PLANNER.test(id);
const STORES = /[\\/]packages[\\/]stores[\\/]|[\\/]node_modules[\\/]nanostores[\\/]/;

/**
 * An element's chunk is named after its tag (`assets/oc-settings-<hash>.js`), not after its file
 * (`define`): the budgets and a network panel then say which element weighs what. The shell's chunk
 * has no facade (the console page imports it too), hence the look through its modules.
 */
function elementChunkName(chunk: {
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}): string | null {
  const paths = [chunk.facadeModuleId ?? '', ...chunk.moduleIds].map((id) => id.split('\\').join('/'));
  if (paths.some((path) => path.endsWith('/host/src/shell/define.ts'))) return 'oc-shell';
  const component = /\/components\/([^/]+)\/src\/define\.ts$/.exec(paths[0] ?? '')?.[1];
  return component ? `oc-${component}` : null;
}

/** The console: the page, the autoloader and the elements' chunks it imports on demand. */
const consoleBuild: BuildEnvironmentOptions = {
  rolldownOptions: {
    input: {
      index: resolve(root, 'index.html'),
      omnicanal: resolve(root, 'host/src/omnicanal.ts'),
    },
    output: {
      minify: true,
      // Partners' pages point at omnicanal.js: no hash.
      entryFileNames: (chunk) => (chunk.name === 'omnicanal' ? '[name].js' : 'assets/[name]-[hash].js'),
      // The contract's pieces are named after the entries sharing them (`contract~define~define…`):
      // long names that every importer's preload list repeats, so they are all just `contract`.
      chunkFileNames: (chunk) =>
        `assets/${elementChunkName(chunk) ?? (chunk.name.startsWith('contract') ? 'contract' : '[name]')}-[hash].js`,
      assetFileNames: 'assets/[name]-[hash][extname]',
      codeSplitting: {
        groups: [
          // The contract first: the stores depend on it. Without this group the stores chunk would
          // take core/api along. Split by the set of elements that use each module, so a schema
          // only the campaign editor needs is not loaded by the shell and every other element;
          // pieces under 2 kB join a neighbour rather than cost a request each.
          {
            name: 'contract',
            test: inContract,
            priority: 20,
            entriesAware: true,
            entriesAwareMergeThreshold: 2000,
          },
          { name: 'stores', test: STORES, priority: 10 },
        ],
      },
    },
  },
};

/**
 * The visitor widget, built on its own into the same folder: one file, so it can share nothing
 * with the console, and tree-shaken (the packages declare `sideEffects: false`) down to the guest
 * schemas, socket and helpers it imports.
 */
const widgetBuild: BuildEnvironmentOptions = {
  // The console's build runs first and empties the folder; this one adds to it.
  emptyOutDir: false,
  copyPublicDir: false,
  rolldownOptions: {
    input: { 'web-chat': resolve(root, 'components/web-chat/src/define.ts') },
    output: {
      minify: true,
      // Customers' pages point at web-chat.js: no hash.
      entryFileNames: '[name].js',
      // Chunks loaded on first use (dynamic imports); everything shared stays in web-chat.js.
      chunkFileNames: 'assets/web-chat.[name]-[hash].js',
      assetFileNames: 'assets/[name]-[hash][extname]',
    },
  },
};

/**
 * Builds the console, then the widget, then checks what each entry loads against its budget, and
 * writes the entry scripts' integrity hashes and the compressed copies the server sends.
 */
async function buildApp(builder: ViteBuilder): Promise<void> {
  const { client, widget } = builder.environments;
  if (!client || !widget) throw new Error('the client and widget environments are not configured');
  await builder.build(client);
  await builder.build(widget);
  const outDir = resolve(client.config.root, client.config.build.outDir);
  const problems = checkBudgets(outDir, (line) => client.logger.warn(line));
  if (problems.length > 0) throw new Error(`bundle checks failed:\n${problems.join('\n')}`);
  writeSri(outDir);
  await precompress(outDir);
}

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
  // Shared by both bundles; each environment below adds its inputs and outputs.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    // Every asset a file of its own (the chimes, 2–4 kB, were inlined as `data:` URLs): a strict
    // Content-Security-Policy — ours, or a partner page's — blocks `data:` media and images.
    assetsInlineLimit: 0,
  },
  // The development server and the component tests serve the sources and need neither bundle.
  ...(command === 'build'
    ? {
        environments: {
          client: { build: consoleBuild },
          widget: { consumer: 'client' as const, build: widgetBuild },
        },
        builder: { buildApp },
      }
    : {}),
  server: { port: 5173, strictPort: false },
}));
