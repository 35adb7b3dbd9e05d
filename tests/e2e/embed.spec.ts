import { expect, test } from './fixtures/index.ts';
import { startServer } from './fixtures/server.ts';
import { apiToken, openVisitor, visitorSays } from './support/actors.ts';

/** A partner's own page: no shell, no sign-in of ours, just the element and our autoloader. */
const PARTNER_PAGE = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>CRM du partenaire</title></head>
<body><h1>Fiche client</h1><main id="slot"></main></body></html>`;

test('the inbox embedded alone in a plain page works with api-base and a token property', async ({
  browser,
  baseURL,
  request,
}) => {
  const token = await apiToken(request, 'agent@demo.test');

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.route('**/partner/crm.html', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: PARTNER_PAGE }),
  );
  await page.goto('/partner/crm.html');

  // The token is set before the element's code is even loaded: it must still apply.
  await page.evaluate(async (t) => {
    const inbox = document.createElement('oc-agent-inbox') as HTMLElement & { token?: string };
    inbox.setAttribute('api-base', '/api');
    inbox.token = t;
    document.getElementById('slot')?.append(inbox);
    await import('/omnicanal.js' as string);
  }, token);

  await expect(page.getByRole('tab', { name: /^En attente/ })).toBeVisible();
  const visitor = await openVisitor(browser, baseURL);
  await visitorSays(visitor, 'Bonjour depuis le site');
  await expect(page.getByRole('tab', { name: /^En attente 1/ })).toBeVisible();
  await page
    .getByRole('button', { name: /Visiteur/ })
    .first()
    .click();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Bonjour depuis le site');

  // The partner's page keeps no trace of our credentials: not in the DOM, not in its storage.
  const leaks = await page.evaluate(() => ({
    attribute: document.querySelector('oc-agent-inbox')?.getAttribute('token') ?? null,
    storage: Object.keys(localStorage).filter((k) => (localStorage.getItem(k) ?? '').length > 20),
  }));
  expect(leaks).toEqual({ attribute: null, storage: [] });
});

test("a partner's page on another origin embeds the inbox and the widget; a conversation goes through", async ({
  browser,
  seeded,
  request,
}) => {
  const partner = 'http://crm.partner.test';
  const server = await startServer(seeded, { OMNICANAL_ALLOWED_ORIGINS: partner });
  try {
    const api = `${server.url}/api`;
    const token = await apiToken(request, 'agent@demo.test', server.url);
    // Origin B: the partner's CRM page (and the widget on the same page, as on a customer's site),
    // loading both scripts from origin A, the server.
    const page = await (await browser.newContext()).newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/CORS|blocked/i.test(message.text())) blocked.push(message.text());
    });
    await page.route(`${partner}/crm.html`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>CRM</title>
<script type="module" src="${server.url}/web-chat.js"></script></head>
<body><h1>Fiche client</h1><main id="slot"></main>
<oc-web-chat skill-id="1" api-base="${api}"></oc-web-chat></body></html>`,
      }),
    );
    await page.goto(`${partner}/crm.html`);
    // The page hears both elements name the room the same way (`detail.room.uuid`).
    await page.evaluate(() => {
      const heard: Record<string, string> = {};
      (window as unknown as { heard: Record<string, string> }).heard = heard;
      for (const name of ['oc-chat-started', 'oc-room-open'])
        document.addEventListener(name, (event) => {
          heard[name] = (event as CustomEvent<{ room: { uuid: string } }>).detail.room.uuid;
        });
    });
    await page.evaluate(
      async ({ t, base, loader }) => {
        const inbox = document.createElement('oc-agent-inbox') as HTMLElement & { token?: string };
        inbox.setAttribute('api-base', base);
        inbox.token = t;
        document.getElementById('slot')?.append(inbox);
        await import(loader);
      },
      { t: token, base: api, loader: `${server.url}/omnicanal.js` },
    );
    await expect(page.getByRole('tab', { name: /^En attente 0/ })).toBeVisible();

    await page.getByRole('button', { name: 'Discuter avec nous' }).click();
    await page.getByRole('textbox', { name: 'Votre nom' }).fill('Cliente du CRM');
    await page.getByRole('button', { name: 'Commencer' }).click();
    await visitorSays(page, 'Bonjour depuis un autre site');
    await expect(page.getByRole('tab', { name: /^En attente 1/ })).toBeVisible();
    await page.getByRole('button', { name: /Cliente du CRM/ }).click();
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Bonjour depuis un autre site');
    expect(await page.locator('oc-agent-inbox').getAttribute('token')).toBeNull();
    expect(blocked).toEqual([]);
    const heard = await page.evaluate(() => (window as unknown as { heard: Record<string, string> }).heard);
    expect(heard['oc-chat-started']).toMatch(/^[0-9a-f-]{36}$/);
    expect(heard['oc-room-open']).toBe(heard['oc-chat-started']);
  } finally {
    await server.close();
  }
});
