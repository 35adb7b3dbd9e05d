import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/index.ts';

/*
 * The worker lends its browser contexts to one journey after another (fixtures/shared-context.ts):
 * whatever a journey leaves in them must be gone for the next. The first two run on the worker's
 * shared server, one origin, in this order on one worker, so the second would read what the first
 * left, whichever of the first one's contexts each of its pages is given. The last one's page is
 * `browser.newPage()`'s, whose context closes with it: lent, it must come back to the pool.
 */
test.describe.configure({ mode: 'serial' });
test.use({ readOnly: true });

/** What a page of the server's origin finds of what a journey may leave behind. */
async function leftovers(page: Page) {
  const status = (await page.goto('/api/config'))?.status();
  const stored = await page.evaluate(async () => ({
    token: localStorage.getItem('oc.token'),
    cookie: document.cookie,
    clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
  }));
  return { status, ...stored };
}

test('a journey leaves storage, cookies, permissions and a route behind', async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  for (const each of [page, visitor]) {
    await each.goto('/api/config');
    await each.evaluate(() => localStorage.setItem('oc.token', 'left-behind'));
    await each.context().addCookies([{ name: 'left', value: 'behind', url: baseURL as string }]);
    await each.context().grantPermissions(['clipboard-read'], { origin: baseURL });
  }
  // A route Playwright cannot take back from a context lent again.
  await visitor.context().route('**/api/config', (route) => route.fulfill({ status: 418, body: 'teapot' }));
  expect(await leftovers(page)).toEqual({
    status: 200,
    token: 'left-behind',
    cookie: 'left=behind',
    clipboard: 'granted',
  });
  expect((await leftovers(visitor)).status).toBe(418);
});

test('the next journey finds none of it', async ({ page, browser, baseURL }) => {
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  for (const each of [page, visitor]) {
    const found = await leftovers(each);
    expect(found).toMatchObject({ status: 200, token: null, cookie: '' });
    expect(found.clipboard).not.toBe('granted');
  }
});

test('a page opened on its own gives its context back when it closes', async ({ browser, contexts }) => {
  const page = await browser.newPage();
  const context = page.context();
  expect(contexts.owns(context)).toBe(true);
  await page.close();
  expect(page.isClosed()).toBe(true);
  // Given back whole, its keeper page alone left open, rather than closed for good.
  expect(contexts.owns(context)).toBe(true);
  expect(context.pages()).toHaveLength(1);
});
