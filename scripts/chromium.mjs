import { existsSync } from 'node:fs';

/**
 * The one browser every test stage uses: the system Chromium (Debian's `chromium` package), never a
 * downloaded one. CHROMIUM_PATH points elsewhere on a developer machine.
 */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function hasChromium() {
  return existsSync(chromiumPath());
}

/**
 * As root the sandbox cannot start; the networking flags keep a headless browser from calling
 * home (update checks, sync, component downloads) on machines without outside access.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * A new blank page of the keeper's browser context, opened by the keeper (`window.open`) rather
 * than as a new tab. A new tab's first document starts a renderer process of its own, which
 * Chromium ends as soon as the page goes to a site already running in another (`--process-per-site`,
 * the keeper holding the site's): 0.6–0.8 s of CPU a page here with Playwright's set-up of it. A
 * page the keeper opens starts in the keeper's process and stays there, for about half that. The
 * page is otherwise what `context.newPage()` gives (the context's viewport, locale and time zone,
 * a blank document), except that `window.opener` is the keeper's window.
 * @param {import('playwright').Page} keeper
 * @returns {Promise<import('playwright').Page>}
 */
export async function pageOpenedBy(keeper) {
  const [page] = await Promise.all([
    keeper.waitForEvent('popup'),
    keeper.evaluate(() => {
      window.open('', '_blank');
    }),
  ]);
  return page;
}
