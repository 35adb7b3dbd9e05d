import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';
import { CONTEXT_OPTIONS } from './tests/e2e/fixtures/context-options.ts';

/**
 * End-to-end journeys in the system Chromium, each against a freshly started reference server inside
 * the worker (see tests/e2e/fixtures). Two workers, each with its own seeded data, servers and
 * browser: a journey spends part of its time waiting (on timers, animations, the server), so on two
 * cores the whole suite took 486 s on two workers against 727 s on one, and 456 s on three, which
 * loaded the machine more for little. Beside the component tests, as `npm test` runs them, three
 * took 755 s against 601 s for two (E2E_WORKERS sets another count).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/fixtures/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  // A journey takes 5–15 s on a quiet machine; on a shared one (load 14 on two cores) the same
  // journeys took 35–41 s and one reached 60 s. Each step keeps its own 10 s wait (`expect`).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    ...CONTEXT_OPTIONS,
    trace: 'off',
    screenshot: 'off',
    video: 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      // Pages fulfilled by page.route() (the partner page of embed.spec) have no address space, so
      // Chromium's Local Network Access checks treat them as public and block their WebSocket to
      // the server on 127.0.0.1. A real partner page and a real server are both public.
      // One process per site: the pages of a worker's shared context (fixtures/shared-context.ts)
      // join one renderer instead of starting their own.
      args: [...CHROMIUM_ARGS, '--process-per-site', '--disable-features=LocalNetworkAccessChecks'],
    },
  },
});
