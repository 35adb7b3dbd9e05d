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
