/**
 * Web IVR visitors benchmark (`npm run bench`, issue 18): BENCH_WEBIVR_VISITORS (500) visitors
 * browse a published menu at once on PGlite. They arrive within BENCH_WEBIVR_RAMP_MS (5 s), each
 * starts a session, then clicks through BENCH_WEBIVR_STEPS pages (a step recorded per click),
 * reading each page for BENCH_WEBIVR_THINK_MS (2–6 s, as a person reads a menu) before the next
 * click; BENCH_WEBIVR_THINK_MS=0 BENCH_WEBIVR_RAMP_MS=0 sends them all in one burst instead (the
 * worst case). Prints the menu step's p50/p95/p99 against the goal (p99 ≤ 50 ms), and the session
 * start's. Figures are printed, never asserted. Limits are off (rateLimitScale 0): the visitors here
 * share one address, as they would not in life. The visitors run in a worker thread of their own,
 * so their HTTP clients do not share the server's event loop (real visitors are elsewhere).
 */
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { api, signInDemo, startTestServer } from '../../packages/server/src/test/helpers.ts';
import { caller } from '../../packages/server/src/webivr/testing.ts';
import { publishedVisitorMenu } from '../../packages/server/src/webivr/visitor-testing.ts';

const VISITORS = Number(process.env.BENCH_WEBIVR_VISITORS ?? 500);
const STEPS = Number(process.env.BENCH_WEBIVR_STEPS ?? 4);
const RAMP_MS = Number(process.env.BENCH_WEBIVR_RAMP_MS ?? 5_000);
/** A person's reading time on a page: `min-max` in ms, or one number. */
const [THINK_MIN, THINK_MAX] = (process.env.BENCH_WEBIVR_THINK_MS ?? '2000-6000').split('-').map(Number) as [
  number,
  number | undefined,
];
const GOAL_P99_MS = 50;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max = min) => min + Math.random() * (max - min);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1));
  return `p50 ${p50} ms · p95 ${p95} ms · p99 ${p99} ms (${times.length.toLocaleString('en')} calls)`;
}

/** What the worker is told: where the server is, the entry point and the nodes to click, in turn. */
interface Load {
  url: string;
  entryPoint: number;
  path: string[];
}

/** The visitors' side, in the worker: every timing, and the calls that failed. */
async function browse({ url, entryPoint, path }: Load) {
  const starts: number[] = [];
  const steps: number[] = [];
  const failures: string[] = [];
  const visitor = async (ramp: number, warmUp = false) => {
    await pause(between(0, ramp));
    let begin = performance.now();
    const started = await api(url, '/api/guests/webivr/sessions', { body: { entry_point: entryPoint } });
    starts.push(performance.now() - begin);
    if (started.status !== 201) return failures.push(`start ${started.status}`);
    const session = String(started.body.session_id);
    for (let i = 0; i < STEPS; i++) {
      if (!warmUp && THINK_MIN > 0) await pause(between(THINK_MIN, THINK_MAX));
      begin = performance.now();
      const step = await api(url, `/api/guests/webivr/sessions/${session}/steps`, {
        body: { node: path[i % path.length] },
      });
      steps.push(performance.now() - begin);
      if (step.status !== 204) failures.push(`step ${step.status}`);
    }
    return undefined;
  };
  // A warm-up visitor, so the first figures are not the server's first requests.
  await visitor(0, true);
  starts.length = 0;
  steps.length = 0;
  const begin = performance.now();
  await Promise.all(Array.from({ length: VISITORS }, () => visitor(RAMP_MS)));
  return { starts, steps, failures, wall: performance.now() - begin };
}

if (!isMainThread) parentPort?.postMessage(await browse(workerData as Load));
else await main();

async function main() {
  const server = await startTestServer({ roomTimerTickMs: 0, rateLimitScale: 0 });
  try {
    const tokens = await signInDemo(server, 'manager', 'admin');
    const menu = await publishedVisitorMenu(server, caller(server, tokens), 1);
    // The pages and choices a visitor clicks through, in turn.
    const path = [menu.nodes.home, menu.nodes.hours, menu.nodes.faq, menu.nodes.more, menu.nodes.second].map(
      (node) => node.id,
    );
    const load: Load = { url: server.url, entryPoint: menu.entryPoint, path };
    // Node 20 gives a worker no loader flags of its own: it registers tsx, then loads this file.
    const source = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
    const worker = new Worker(source, { eval: true, workerData: load });
    const { starts, steps, failures, wall } = await new Promise<Awaited<ReturnType<typeof browse>>>(
      (resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      },
    );
    await worker.terminate();

    const sorted = [...steps].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    const think = THINK_MAX === undefined ? `${THINK_MIN}` : `${THINK_MIN}–${THINK_MAX}`;
    console.log(
      `web IVR visitors, PGlite: ${VISITORS} browsing at once (arriving within ${RAMP_MS} ms, ${think} ms per page), ${STEPS} steps each`,
    );
    console.log(`  session start: ${summary(starts)}`);
    console.log(`  menu step:     ${summary(steps)}`);
    console.log(`  menu step p99 vs goal ≤ ${GOAL_P99_MS} ms: ratio ${(p99 / GOAL_P99_MS).toFixed(2)}`);
    console.log(`  all visitors done in ${(wall / 1000).toFixed(1)} s; failed calls: ${failures.length}`);
    if (failures.length > 0) {
      console.error(`  first failures: ${failures.slice(0, 5).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}
