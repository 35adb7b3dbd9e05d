import { test } from '@playwright/test';

/** How long before the company's midnight a journey about "today" waits for the next day. */
const MARGIN_MS = 3 * 60_000;

/** Milliseconds until the next midnight on the demo company's clock (Europe/Paris). */
export function untilCompanyMidnight(now = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const elapsed = ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + now.getMilliseconds();
  return 86_400_000 - elapsed;
}

/**
 * For a journey that writes a conversation and then reads it in today's figures: a conversation
 * opened just before the company's midnight is yesterday's when the figures are read after it, and
 * "today" rightly shows nothing. Started within three minutes of midnight, the journey first waits
 * for the new day (its time limit grows by the wait), so that it writes and reads on one day.
 */
export async function awayFromMidnight(): Promise<void> {
  const left = untilCompanyMidnight();
  if (left > MARGIN_MS) return;
  const info = test.info();
  info.setTimeout(info.timeout + left + 10_000);
  await new Promise((done) => setTimeout(done, left + 5_000));
}
