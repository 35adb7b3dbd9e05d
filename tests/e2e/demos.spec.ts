import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Page } from '@playwright/test';
import { demoOutput } from '../../scripts/build-state.mjs';
import { test as base, expect } from './fixtures/index.ts';
import { ROOT, type RunningServer, startServer } from './fixtures/server.ts';
import { apiToken, visitorSays } from './support/actors.ts';

/**
 * The framework demos (demo/react, demo/vue, demo/angular; built by scripts/build-demos.mjs from the e2e setup),
 * each on an origin of its own, a partner's, against the real server on another: a visitor writes
 * through the demo's widget, the demo's inbox shows the room, the demo shows the room it opened.
 */

/** Each demo's origin: origin B, a partner's, where page.route serves the built app. */
const ORIGINS = {
  react: 'http://react.partner.test',
  vue: 'http://vue.partner.test',
  angular: 'http://angular.partner.test',
} as const;
type Demo = keyof typeof ORIGINS;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
};

/**
 * One server for the file, listing both partner origins: the journeys add rooms, each its own
 * visitor's, and assert nothing the other changes (no counts), so they may share it.
 */
const test = base.extend<object, { partnerServer: RunningServer }>({
  partnerServer: [
    async ({ seeded }, use) => {
      const server = await startServer(seeded, {
        OMNICANAL_ALLOWED_ORIGINS: Object.values(ORIGINS).join(','),
      });
      try {
        await use(server);
      } finally {
        await server.close();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

/**
 * The partner page's Content-Security-Policy, strict as README's "The CSP a partner's page needs"
 * says it may be: no inline code, no `eval` (a runtime template compiler would need it), no `data:`.
 */
function partnerCsp(server: string): string {
  const socket = server.replace(/^http/, 'ws');
  return [
    "default-src 'self'",
    `script-src 'self' ${server}`,
    "style-src 'self'",
    `connect-src 'self' ${server} ${socket}`,
    `img-src 'self' ${server} blob:`,
    `media-src 'self' ${server}`,
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * Serves the built demo on its origin, as the partner's web server would: its files (the page with
 * a strict CSP), and `session.json`, the partner backend's answer handing its signed-in user an
 * Omnicanal token.
 */
async function serveDemo(page: Page, demo: Demo, token: string, server: string): Promise<void> {
  const dir = demoOutput(ROOT, demo);
  await page.route(`${ORIGINS[demo]}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/session.json') return route.fulfill({ json: { token } });
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir + sep)) return route.fulfill({ status: 404, body: 'Not found' });
    const body = await readFile(file).catch(() => null);
    if (!body) return route.fulfill({ status: 404, body: 'Not found' });
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'content-type': type };
    if (type.startsWith('text/html')) headers['content-security-policy'] = partnerCsp(server);
    return route.fulfill({ body, headers });
  });
}

/** Elements of the page, open shadow roots included, that hold a `token` attribute. */
function tokenAttributes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.hasAttribute('token')) found.push(element.localName);
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return found;
  });
}

for (const demo of Object.keys(ORIGINS) as Demo[]) {
  test(`the ${demo} demo on a partner's origin: a visitor writes through its widget, its inbox opens the room, the app shows it`, async ({
    browser,
    partnerServer,
    playwright,
  }) => {
    const request = await playwright.request.newContext();
    const token = await apiToken(request, 'agent@demo.test', partnerServer.url);
    await request.dispose();
    const page = await (await browser.newContext()).newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /CORS|blocked/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // The violation event is composed: one listener hears those raised inside shadow roots too.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    await serveDemo(page, demo, token, partnerServer.url);
    await page.goto(`${ORIGINS[demo]}/?omnicanal=${encodeURIComponent(partnerServer.url)}`);
    await expect(page.getByRole('tab', { name: /^En attente/ })).toBeVisible();

    const visitor = `Cliente ${demo}`;
    await page.getByRole('button', { name: 'Discuter avec nous' }).click();
    await page.getByRole('textbox', { name: 'Votre nom' }).fill(visitor);
    await page.getByRole('button', { name: 'Commencer' }).click();
    await visitorSays(page, `Bonjour depuis l'app ${demo}`);

    await page.getByRole('button', { name: new RegExp(visitor) }).click();
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText(`Bonjour depuis l'app ${demo}`);
    // The app's own reaction to oc-room-open: the visitor's record, with the room's uuid.
    const record = page.getByRole('region', { name: 'Fiche du visiteur' });
    await expect(record).toContainText(visitor);
    await expect(record).toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);

    expect(await tokenAttributes(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
}
