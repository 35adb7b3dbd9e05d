/**
 * Dashboard chart benchmark (`npm run bench`, issue 19): the dashboards' time chart (uPlot with the
 * options `<oc-stats-dashboard>` gives it) in headless Chromium, drawn with a year of hourly buckets
 * (8,760 points, what the largest range shows) and with 1,000,000 points, then zoomed in and out
 * and panned for three seconds each. Prints the time to draw and the 95th percentile frame against
 * the goals (≤ 200 ms, ≤ 17 ms). Timings are printed, never asserted: the exit code only says
 * whether the page ran.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';
import { percentile, startVite } from './support/vite.ts';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const GOALS = { draw: 200, frame: 17 };
const GESTURE_MS = 3000;
const SIZES = (process.env.BENCH_CHART_POINTS ?? '8760,1000000').split(',').map(Number);

const ratio = (value: number, goal: number) => `${(value / goal).toFixed(2)} of the goal`;

const { vite, url } = await startVite(ROOT);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
const errors: string[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL('tests/bench/pages/chart.html', url).href);
  await page.waitForFunction(() => typeof window.drawChart === 'function', null, { timeout: 60_000 });
  console.log("dashboard time chart (uPlot, the dashboards' options), 2 series");
  for (const points of SIZES) {
    // A first draw warms the page's code up; the second is measured.
    await page.evaluate((n) => window.drawChart(n), points);
    const draw = await page.evaluate((n) => window.drawChart(n), points);
    const zoom = await page.evaluate((ms) => window.moveChart(ms, 'zoom'), GESTURE_MS);
    const pan = await page.evaluate((ms) => window.moveChart(ms, 'pan'), GESTURE_MS);
    const p95 = (frames: number[]) => percentile(frames, 95);
    console.log(`  ${points.toLocaleString('en-GB')} points`);
    console.log(`    draw ${draw.toFixed(0)} ms (goal ≤ ${GOALS.draw}: ${ratio(draw, GOALS.draw)})`);
    for (const [name, { frames, work }] of [
      ['zoom', zoom],
      ['pan', pan],
    ] as const)
      console.log(
        `    ${name} p95 frame ${p95(frames).toFixed(1)} ms over ${frames.length} frames (goal ≤ ${GOALS.frame}: ${ratio(p95(frames), GOALS.frame)}), p50 frame ${percentile(frames, 50).toFixed(1)} ms, p95 redraw ${p95(work).toFixed(1)} ms`,
      );
  }
} finally {
  await browser.close();
  await vite.close();
}
if (errors.length > 0) {
  console.error(errors.join('\n'));
  process.exitCode = 1;
}
