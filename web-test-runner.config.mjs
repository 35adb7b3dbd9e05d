import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, chromiumPath, pageOpenedBy } from './scripts/chromium.mjs';
import { vitePlugin } from './scripts/wtr-vite-plugin.mjs';

/**
 * Component tests: real elements in the system Chromium, one page per test file, mocha + chai,
 * served through Vite (see scripts/wtr-vite-plugin.mjs).
 */
const root = dirname(fileURLToPath(import.meta.url));
/** @type {Promise<import('playwright').BrowserContext> | undefined} */
let sharedContext;

/** @param {import('playwright').Browser} browser */
function sharedContextOf(browser) {
  sharedContext ??= browser.newContext();
  return sharedContext;
}

/** @type {Promise<import('playwright').Page | undefined> | undefined} */
let keeper;

/**
 * Keeps one page of the test server's site open for the whole run, so that every test page joins
 * its renderer process (Chromium's `--process-per-site`, below) instead of starting one of its own:
 * a renderer start cost 1.6 s of CPU here, a third of it the kernel's, for each of the ~110 files.
 * Opened beside the first test page once it has loaded, when the server's address is known; the
 * next test pages are opened by it (`pageOpenedBy`), so even their first blank document starts in
 * its process.
 * @param {import('playwright').BrowserContext} shared
 * @param {import('playwright').Page} first
 */
function keepSiteOpen(shared, first) {
  first.on('load', () => {
    const { origin, protocol } = new URL(first.url());
    if (keeper || !protocol.startsWith('http')) return;
    keeper = shared
      .newPage()
      .then(async (page) => {
        await page.goto(`${origin}/__keeper`);
        return page;
      })
      .catch(() => undefined);
  });
}

/**
 * What web-test-runner takes for a test file's context: its pages in the shared one, closed when
 * the runner closes "the context" at the file's end, which would otherwise close the shared one.
 * @param {Promise<import('playwright').BrowserContext>} context
 */
async function pagesOf(context) {
  const shared = await context;
  /** @type {import('playwright').Page[]} */
  const pages = [];
  return {
    async newPage() {
      const opener = await keeper;
      const page = opener ? await pageOpenedBy(opener) : await shared.newPage();
      if (!keeper) keepSiteOpen(shared, page);
      pages.push(page);
      return page;
    },
    async close() {
      await Promise.all(pages.map((page) => page.close()));
    },
  };
}

const TEST_FILES = [
  'components/**/src/**/*.test.{ts,tsx}',
  'packages/element/src/**/*.test.tsx',
  'packages/ui/src/**/*.test.tsx',
  'packages/react/src/**/*.test.tsx',
  'host/src/**/*.test.ts',
];
/** Loaded by each test page before its file; bundled with the test files, so they share its modules. */
const SETUP = 'scripts/component-setup.ts';
// Plain-logic tests run under Node's test runner (npm run test:unit), not in the browser.
const NODE_ONLY = ['!components/*/src/**/model/**', '!host/src/**/*.model.test.ts', '!**/node_modules/**'];

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  rootDir: root,
  files: [...TEST_FILES, ...NODE_ONLY],
  nodeResolve: false,
  // Two cores: one page at a time by default keeps timing-sensitive UI tests honest.
  concurrency: Number(process.env.WTR_CONCURRENCY ?? 1),
  concurrentBrowsers: 1,
  browserStartTimeout: 60_000,
  testsStartTimeout: 60_000,
  testsFinishTimeout: 120_000,
  // Each wait in a test keeps its own bound (5 s, scripts/component-setup.ts); a test's timeout only
  // catches a hang. At mocha's 10 s, a test of several waits, each within its bound on a loaded
  // machine (a 1,000-node bot mounted, searched and fitted), timed out as a whole.
  testFramework: { config: { ui: 'bdd', timeout: 30_000 } },
  // One setup module before the test file: testing-library's waits sized for a loaded machine.
  testRunnerHtml: (testFramework) =>
    `<html><body><script type="module" src="/${SETUP}"></script><script type="module" src="${testFramework}"></script></body></html>`,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: chromiumPath(),
        headless: true,
        // Pages of one site share a renderer process (see keepSiteOpen).
        args: [...CHROMIUM_ARGS, '--process-per-site'],
      },
      // One browser context for every test file, so they share its HTTP cache and the code V8
      // compiled: the bundles' shared chunks (React, the kit, the stores), which a context of its
      // own fetched and compiled again for each of the ~110 files. Each page starts with its
      // storage cleared (scripts/component-setup.ts), as a context of its own would.
      createBrowserContext: ({ browser }) => pagesOf(sharedContextOf(browser)),
    }),
  ],
  plugins: [vitePlugin({ root, testFiles: TEST_FILES, exclude: NODE_ONLY, setupFiles: [SETUP] })],
};
