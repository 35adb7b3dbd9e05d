/**
 * Agent inbox benchmark (`npm run bench`): `<oc-agent-inbox>` in headless Chromium on 10,000 rooms
 * (4,000 waiting, 3,000 ongoing, 3,000 closed, every page loaded), the agents socket scripted in the
 * page. Prints the room rows in the DOM, the frame times (p50, p95) while 100 visitor messages a
 * second arrive for several seconds, and the time to open a room of 1,000 messages, paged as the
 * server answers (latest 100) and whole (a server that does not page), against the goals. Timings
 * are printed, never asserted: the exit code only says whether the page ran.
 *
 * BENCH_UNDER_LOAD=1: the inbox is fed by a real reference server (PGlite) that carries visitor
 * traffic meanwhile, instead of the scripted socket. The server (./support/realtime-server.ts) gets
 * BENCH_ROOMS (10,000) visitor sessions opened on the demo Support skill through the API, each a
 * waiting room; the page signs in as the demo manager and loads every page of the waiting list;
 * then BENCH_VISITORS (1,000) of those visitors send BENCH_RATE (100) messages a second for
 * BENCH_SECONDS (15) while BENCH_AGENTS (100) agent sockets listen (./support/load.ts), and the
 * page's frames are sampled from the first message sent to the last one delivered. Server, load clients and browser share the machine, as
 * they would on a developer's laptop: the figure says whether the console stays smooth beside a
 * busy server, not how fast it is alone (that is the default mode).
 */
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';
import type { InboxFigures } from './pages/inbox.tsx';
import { type LoadScale, startLoadedServer } from './support/server-load.ts';
import { percentile, startVite } from './support/vite.ts';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const VIEWPORT = { width: 1280, height: 800 };
const BURST = { perSecond: 100, seconds: 5 };
const GOALS = { frame: 16.7, open: 100 };
/** Opens per kind of room; the median is printed. */
const OPENS = 5;
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const UNDER_LOAD = process.env.BENCH_UNDER_LOAD === '1';
/** The load of issue 16's realtime goals, on 10,000 rooms. */
const LOAD: LoadScale = {
  rooms: env('BENCH_ROOMS', 10_000),
  visitors: env('BENCH_VISITORS', 1000),
  agents: env('BENCH_AGENTS', 100),
  rate: env('BENCH_RATE', 100),
  seconds: env('BENCH_SECONDS', 15),
};

const median = (values: number[]) => percentile(values, 0.5);
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');

async function openPage(
  url: string,
  errors: string[],
  entry: 'mountInbox' | 'mountLiveInbox' = 'mountInbox',
): Promise<Page> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
  const page = await browser.newPage({ viewport: VIEWPORT });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The page answers the agents socket only: other parts of the inbox (statistics strip, agent
    // bar) find no HTTP service here, which the browser logs; that is not a failure of the bench.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  await page.goto(url);
  await page.waitForFunction((name) => typeof window[name] === 'function', entry, { timeout: 60_000 });
  return page;
}

async function measure(url: string, errors: string[]) {
  // A first page load makes Vite transform every module, so the measured page pays only its own work.
  const warm = await openPage(url, errors);
  await warm.evaluate(() => window.mountInbox());
  await warm.context().browser()?.close();

  const page = await openPage(url, errors);
  const mounted = await page.evaluate(() => window.mountInbox());
  const opens: Record<'paged' | 'whole', InboxFigures[]> = { paged: [], whole: [] };
  // Each open starts from the list, the other room open before (opening resets the log).
  for (let i = 0; i < OPENS; i++) {
    opens.whole.push(await page.evaluate(() => window.openLong(false)));
    opens.paged.push(await page.evaluate(() => window.openLong(true)));
  }
  const rowsOngoing = await page.evaluate(() => window.roomRows());
  await page.evaluate(() => window.benchProbe.startFrames());
  const sent = await page.evaluate(({ perSecond, seconds }) => window.burst(perSecond, seconds), BURST);
  const frames = await page.evaluate(() => window.benchProbe.stopFrames());
  const rowsAfter = await page.evaluate(() => window.roomRows());
  const logRows = await page.evaluate(
    () =>
      document.querySelector('oc-agent-inbox')?.shadowRoot?.querySelectorAll('[role="log"] li').length ?? 0,
  );
  await page.context().browser()?.close();
  return { mounted, opens, rowsOngoing, rowsAfter, frames, sent, logRows };
}

function report(figures: Awaited<ReturnType<typeof measure>>): void {
  const { mounted, opens, frames, sent } = figures;
  const open = (kind: 'paged' | 'whole') => median(opens[kind].map((o) => o.ms));
  const shown = (kind: 'paged' | 'whole') => opens[kind][0]?.messages ?? 0;
  console.log(
    `\nInbox: ${mounted.rooms} rooms (every page loaded). Room rows in the DOM: ${mounted.rows} ` +
      `(waiting list, as opened), ${figures.rowsOngoing} (ongoing list), ${figures.rowsAfter} after the burst.`,
  );
  console.log(
    `Burst: ${sent} visitor messages in ${BURST.seconds} s (${BURST.perSecond}/s; a tenth into the open ` +
      `room, which then shows ${figures.logRows} messages), ${frames.length} frames sampled with requestAnimationFrame.\n`,
  );
  const rows = [
    { measure: 'frame p50 during the burst', value: percentile(frames, 0.5), goal: GOALS.frame },
    { measure: 'frame p95 during the burst', value: percentile(frames, 0.95), goal: GOALS.frame },
    {
      measure: `open 1,000-message room, paged (${shown('paged')} shown), median of ${OPENS}`,
      value: open('paged'),
      goal: GOALS.open,
    },
    {
      measure: `open 1,000-message room, whole (${shown('whole')} shown), median of ${OPENS}`,
      value: open('whole'),
      goal: GOALS.open,
    },
  ];
  console.table(
    rows.map((r) => ({
      measure: r.measure,
      value: ms(r.value),
      goal: `≤ ${r.goal} ms`,
      'value/goal': Number.isFinite(r.value) ? (r.value / r.goal).toFixed(2) : 'n/a',
      // Compared as printed (0.1 ms): a 60 Hz frame is 16.67 ms, within the 16.7 ms goal.
      'goal met': Math.round(r.value * 10) / 10 <= r.goal ? 'yes' : 'no',
    })),
  );
}

/** The inbox on a real server carrying LOAD (BENCH_UNDER_LOAD=1). */
async function measureUnderLoad(errors: string[]) {
  console.log(`Opening ${LOAD.rooms} visitor sessions on the reference server (PGlite)…`);
  const server = await startLoadedServer(LOAD);
  try {
    const { vite, url } = await startVite(ROOT, server.url);
    try {
      const address = `${url}tests/bench/pages/inbox-live.html`;
      // A first page load makes Vite transform every module, so the measured page pays only its own work.
      const warm = await openPage(address, errors, 'mountLiveInbox');
      await warm.context().browser()?.close();
      const token = await server.signIn('manager@demo.test');
      const page = await openPage(address, errors, 'mountLiveInbox');
      const mounted = await page.evaluate((t) => window.mountLiveInbox(t), token);
      const before = await page.evaluate(() => window.liveMessages());
      let sendingEnd: Promise<number> = Promise.resolve(0);
      const sending = performance.now();
      const { figures, stats } = await server.run(async () => {
        await page.evaluate(() => window.benchProbe.startFrames());
        sendingEnd = new Promise((done) =>
          setTimeout(() => done(page.evaluate(() => window.liveMessages())), LOAD.seconds * 1000),
        );
      });
      // Frames are sampled until the last delivery: a server behind its load keeps the page busy
      // after the visitors stop sending.
      const frames = await page.evaluate(() => window.benchProbe.stopFrames());
      const sampledSeconds = (performance.now() - sending) / 1000;
      const bySendingEnd = (await sendingEnd) - before;
      const rowsAfter = await page.evaluate(() => window.roomRows());
      const pageMessages = (await page.evaluate(() => window.liveMessages())) - before;
      await page.context().browser()?.close();
      return {
        mounted,
        frames,
        sampledSeconds,
        rowsAfter,
        pageMessages,
        bySendingEnd,
        figures,
        stats,
        openSeconds: server.openSeconds,
      };
    } finally {
      await vite.close();
    }
  } finally {
    await server.stop();
  }
}

function reportUnderLoad(result: Awaited<ReturnType<typeof measureUnderLoad>>): void {
  const { mounted, frames, figures, stats } = result;
  const latencies = [...figures.latencies].sort((a, b) => a - b);
  console.log(
    `\nInbox fed by the reference server (PGlite): ${mounted.rooms} rooms in the waiting list, all ` +
      `${mounted.pages} pages loaded (${LOAD.rooms} sessions opened in ${result.openSeconds.toFixed(1)} s). ` +
      `Room rows in the DOM: ${mounted.rows} as loaded, ${result.rowsAfter} after the load.`,
  );
  console.log(
    `Load meanwhile: ${LOAD.visitors} visitors sent ${figures.sent} messages in ${LOAD.seconds} s ` +
      `(${LOAD.rate}/s) to ${LOAD.agents} agent sockets and the page's (which received ${result.pageMessages} ` +
      `message events, ${result.bySendingEnd} of them while the visitors were sending); deliveries to the agent sockets ` +
      `${figures.received}/${figures.expected}, p50 ${ms(percentile(latencies, 0.5))}, p99 ` +
      `${ms(percentile(latencies, 0.99))}; server CPU ${((stats.cpuMs / 1000 / result.sampledSeconds) * 100).toFixed(0)}%, ` +
      `RSS ${stats.rssMb.toFixed(0)} MB. ${frames.length} frames sampled with requestAnimationFrame over ` +
      `${result.sampledSeconds.toFixed(1)} s, from the first message sent to the last delivered.\n`,
  );
  console.table(
    [
      { measure: 'frame p50 under load', value: percentile(frames, 0.5) },
      { measure: 'frame p95 under load', value: percentile(frames, 0.95) },
    ].map((r) => ({
      measure: r.measure,
      value: ms(r.value),
      goal: `≤ ${GOALS.frame} ms`,
      'value/goal': Number.isFinite(r.value) ? (r.value / GOALS.frame).toFixed(2) : 'n/a',
      'goal met': Math.round(r.value * 10) / 10 <= GOALS.frame ? 'yes' : 'no',
    })),
  );
}

async function main(): Promise<void> {
  const errors: string[] = [];
  if (UNDER_LOAD) {
    reportUnderLoad(await measureUnderLoad(errors));
    if (errors.length > 0) throw new Error(`page errors:\n${errors.join('\n')}`);
    return;
  }
  const { vite, url } = await startVite(ROOT);
  try {
    report(await measure(`${url}tests/bench/pages/inbox.html`, errors));
  } finally {
    await vite.close();
  }
  if (errors.length > 0) throw new Error(`page errors:\n${errors.join('\n')}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
