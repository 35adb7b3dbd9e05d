/** Path of the Chromium binary used by every browser test: CHROMIUM_PATH or /usr/bin/chromium. */
export function chromiumPath(): string;
/** Whether that binary exists. */
export function hasChromium(): boolean;
/** Launch flags for headless runs as root on a closed network. */
export const CHROMIUM_ARGS: readonly string[];
/** A new blank page of the keeper's context, opened by the keeper so it joins the keeper's renderer. */
export function pageOpenedBy(keeper: import('playwright').Page): Promise<import('playwright').Page>;
