import { expect, test } from './fixtures/index.ts';
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
