import { expect, signInAs, test } from './fixtures/index.ts';
import { builderPath } from './support/bot.ts';

/*
 * The console runs under its strict CSP (no inline script or style, no data: URL, connections to
 * its own API only): every element's main screens open without a single violation. The
 * `securitypolicyviolation` event is composed, so one listener on the document hears those raised
 * inside shadow roots too; the console's own "Refused to…" messages are kept as well.
 */

/** The main screens of each element, as an administrator reaches them. */
const SCREENS = [
  '/dashboard',
  '/gb-agent',
  builderPath(),
  '/botgroups',
  '/botgroups/messaging/form',
  '/campaigns/list',
  '/campaigns/templates',
  '/campaigns/contacts',
  '/messaging',
  '/settings/account',
  '/settings/agents',
  '/settings/calendars',
  '/settings/skills',
  '/settings/groups',
  '/settings/contact-reasons',
  '/settings/msglib',
  '/settings/chat',
  '/settings/public-api',
  '/settings/surveys',
];

test.describe(() => {
  test.use({ readOnly: true });

  test('no screen of the console breaks its content security policy', async ({ page }) => {
    test.slow();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    await page.context().addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener(
        'securitypolicyviolation',
        (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        true,
      );
    });
    await signInAs(page, 'admin@demo.test', { path: '/dashboard' });

    for (const path of SCREENS) {
      await page.goto(path);
      // Drawn: the routed element shows its heading (the inbox its lists).
      await expect(
        page.getByRole('main').getByRole('heading').or(page.getByRole('tab')).first(),
      ).toBeVisible();
      const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
      expect(violations, `on ${path}`).toEqual([]);
    }
    expect(refused).toEqual([]);
  });
});
