import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';
import { vitePlugin } from './scripts/wtr-vite-plugin.mjs';

/**
 * Component tests: real elements in the system Chromium, one page per test file, mocha + chai,
 * served through Vite (see scripts/wtr-vite-plugin.mjs).
 */
const root = dirname(fileURLToPath(import.meta.url));

const TEST_FILES = [
  'components/**/src/**/*.test.{ts,tsx}',
  'packages/element/src/**/*.test.tsx',
  'packages/ui/src/**/*.test.tsx',
  'packages/react/src/**/*.test.tsx',
  'host/src/**/*.test.ts',
];
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
  testFramework: { config: { ui: 'bdd', timeout: 10_000 } },
  // One setup module before the test file: testing-library's waits sized for a loaded machine.
  testRunnerHtml: (testFramework) =>
    `<html><body><script type="module" src="/scripts/component-setup.ts"></script><script type="module" src="${testFramework}"></script></body></html>`,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_ARGS] },
    }),
  ],
  plugins: [vitePlugin({ root, testFiles: TEST_FILES })],
};
