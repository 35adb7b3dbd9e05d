import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { createServer } from 'vite';
import { BUNDLE_PATH, bundleComponentTests } from './wtr-bundle.mjs';

/** Leaves the runner's own modules (`/__web-…`) to web-test-runner instead of resolving them. */
function runnerModules() {
  return {
    name: 'omnicanal:wtr-runner-modules',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith('/__web-') ? { id, external: true } : null;
    },
  };
}

/**
 * Serves component tests through Vite so they run on exactly the transforms of the build: TS/TSX,
 * React (JSX runtime, pre-bundled CommonJS deps), `?inline` CSS and `import.meta.glob` locales.
 * The test files themselves come bundled (scripts/wtr-bundle.mjs); the development server serves
 * what the bundles leave out (web-test-runner's command modules) and any file outside them.
 *
 * Why not `@web/dev-server-esbuild`: it serves React's CommonJS as is and the browser fails with
 * "react-dom/client does not provide an export named createRoot". Why not Vite's own middleware:
 * it writes to the raw Node response behind Koa's back; `transformRequest` returns the code and
 * lets web-test-runner keep its own pipeline (caching, its `/__web-*` runtime files).
 */

const WTR_PARAMS = ['wtr-session-id', 'wtr-manual-session'];

/** What Vite answers as a module; anything else (plain files) is left to web-test-runner. */
function isModuleRequest(path, params) {
  if (/\.(?:[cm]?[jt]sx?|css)$/.test(path)) return !params.has('direct');
  if (['import', 'inline', 'raw', 'url', 'worker'].some((flag) => params.has(flag))) return true;
  // Vite's virtual modules (/@id/, /@fs/, /@vite/env) and its pre-bundled dependencies.
  return path.startsWith('/@') || path.includes('/node_modules/.vite/');
}

/**
 * @param {{ root: string, testFiles: string[], exclude?: string[], setupFiles?: string[] }} options `testFiles` (globs
 *   relative to `root`) seed Vite's dependency scan so every dependency is pre-bundled before the
 *   first test loads; a dependency found later would make Vite re-bundle and refuse modules already
 *   handed out. They are also bundled ahead (scripts/wtr-bundle.mjs), minus `exclude`, unless
 *   WTR_BUNDLE=0; a file outside the bundles is served module by module. `setupFiles` (paths
 *   relative to `root`, loaded by the test page before its file) are bundled with them.
 * @returns {import('@web/test-runner').TestRunnerPlugin}
 */
export function vitePlugin({ root, testFiles, exclude = [], setupFiles = [] }) {
  /** @type {import('vite').ViteDevServer | undefined} */
  let vite;
  /** Test file path → its bundle's URL path. */
  let bundled = new Map();
  const outDir = join(root, '.cache', 'wtr');

  return {
    name: 'omnicanal-vite',

    async serverStart() {
      vite = await createServer({
        root,
        configFile: `${root}/vite.config.ts`,
        mode: 'test',
        appType: 'custom',
        clearScreen: false,
        logLevel: 'warn',
        // No HMR: it also turns React Fast Refresh off, whose preamble a test page does not have.
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        // @web/test-runner-commands (sendKeys, setViewport…) talks to the runner through modules the
        // runner serves itself under /__web-*: keep it out of pre-bundling and those imports as they are.
        optimizeDeps: { entries: testFiles, exclude: ['@web/test-runner-commands'] },
        plugins: [runnerModules()],
      });
      if (process.env.WTR_BUNDLE !== '0')
        bundled = await bundleComponentTests({ root, testFiles, exclude, outDir, setupFiles });
    },

    async serverStop() {
      await vite?.close();
    },

    async serve(context) {
      if (!vite || context.path.startsWith('/__web-') || context.path.endsWith('.html')) return undefined;
      if (context.path === '/') return undefined; // the test page web-test-runner writes itself
      const bundle = bundled.get(context.path);
      if (bundle) return { body: `import ${JSON.stringify(bundle)};\n`, type: 'js' };
      if (context.path.startsWith(BUNDLE_PATH)) {
        const file = join(outDir, context.path.slice(BUNDLE_PATH.length));
        if (!file.startsWith(outDir)) return undefined;
        return {
          body: await readFile(file),
          type: extname(file).slice(1),
          headers: { 'cache-control': 'max-age=3600' },
        };
      }
      const params = new URLSearchParams(context.querystring);
      for (const name of WTR_PARAMS) params.delete(name);
      if (!isModuleRequest(context.path, params)) return undefined;
      // Vite's flags are bare (`?import`, `?inline`): keep the query as sent, minus our parameters.
      const search = context.querystring
        .split('&')
        .filter((part) => part && !WTR_PARAMS.includes(part.split('=')[0] ?? ''))
        .join('&');
      const url = search ? `${context.path}?${search}` : context.path;
      try {
        const result = await vite.transformRequest(url);
        if (!result) return undefined;
        // Kept by the browser for the run: test files share a browser context (web-test-runner.config.mjs)
        // and most of their modules, which nothing changes while the tests run.
        return { body: result.code, type: 'js', headers: { 'cache-control': 'max-age=3600' } };
      } catch (error) {
        // Printed here because the browser only reports "failed to fetch module".
        vite.config.logger.error(`[wtr-vite] ${url}: ${error instanceof Error ? error.message : error}`);
        throw error;
      }
    },
  };
}
