/**
 * Bot builder benchmark (`npm run bench`): a generated bot of 1,000 nodes opened in `<oc-bot-builder>`
 * in headless Chromium, next to a bare @xyflow/react canvas of the same graph (same nodes, places
 * and viewport, default nodes). Prints the time to open and lay out, and the 95th percentile frame
 * time while panning and while dragging a node, with the ratios ours/bare and the goals. Timings are
 * printed, never asserted: the exit code only says whether the pages ran (no page error, element
 * defined, nodes shown).
 *
 * BENCH_CPU_PROF=<dir> writes a Chromium CPU profile of each canvas's fit-view pan there
 * (`builder-pan.cpuprofile`, `bare-pan.cpuprofile`; open them in the Performance panel). The profiler
 * slows the page: the figures of such a run are for finding where the time goes, not for comparing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';
import type { BenchGraph } from './pages/graph.ts';
import type { Rendered } from './pages/probe.ts';
import { generateBot } from './support/generate-bot.ts';
import { percentile, startVite } from './support/vite.ts';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const GESTURE_MS = 3000;
const VIEWPORT = { width: 1280, height: 800 };
const GOALS = { open: 1000, pan: 17, drag: 33 };

interface Gesture {
  frames: number[];
  /** The gesture changed the screen (viewport panned, node followed the mouse). */
  moved: boolean;
}

/** Pan and drag at one view of the canvas, with the number of nodes it draws there. */
interface ViewFigures {
  drawn: number;
  pan: Gesture;
  drag: Gesture;
}

interface Figures {
  open: Rendered;
  /** As the builder opens the tree (zoom 1 on the root). */
  opened: ViewFigures;
  /** After the builder's "Ajuster à l'écran": zoomed out, many more nodes on screen. */
  fitted: ViewFigures;
}

/** Both views of the builder, handed to the bare canvas. */
interface Views {
  graph: BenchGraph;
  fitted: { x: number; y: number; zoom: number } | null;
}

/**
 * Opens a page that fails the run on any uncaught error, and waits until it defines `entry` (its
 * function the runner calls). A module that fails to load only logs to the console, so console
 * errors while loading stop the wait at once instead of after the timeout.
 */
async function openPage(
  browser: Browser,
  url: string,
  entry: 'mountBuilder' | 'renderBare',
  errors: string[],
): Promise<Page> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  const loading: string[] = [];
  page.on('pageerror', (error) => errors.push(`${url}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') loading.push(message.text());
  });
  await page.goto(url);
  const deadline = Date.now() + 30_000;
  while (!(await page.evaluate((name) => typeof window[name] === 'function', entry))) {
    if (loading.length > 0 || errors.length > 0 || Date.now() > deadline) {
      throw new Error(`${url} did not load:\n${[...errors, ...loading].join('\n') || 'timeout'}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return page;
}

/**
 * Where a canvas lives: `host` is the custom element whose shadow root holds it, or null for the
 * page itself. In-page code reaches its parts from there (one call, instead of a round trip per node).
 */
interface Canvas {
  host: string | null;
}

/** A transform of the canvas seen from the page: the viewport's, or one node's (by `data-id`). */
function transformOf(page: Page, canvas: Canvas, nodeId: string | null): Promise<string> {
  return page.evaluate(
    ({ host, nodeId }) => {
      const root: ParentNode | null | undefined = host ? document.querySelector(host)?.shadowRoot : document;
      const selector = nodeId
        ? `.react-flow__node[data-id="${CSS.escape(nodeId)}"]`
        : '.react-flow__viewport';
      return root?.querySelector<HTMLElement>(selector)?.style.transform ?? '';
    },
    { host: canvas.host, nodeId },
  );
}

/**
 * Moves the pressed mouse in a circle around (x, y) for GESTURE_MS while the page records frames.
 * `watch` is read while the mouse is away from its start: a gesture that changed nothing on screen
 * measured nothing, which the report says.
 */
async function circleWhilePressed(
  page: Page,
  at: { x: number; y: number },
  radius: number,
  watch: () => Promise<string>,
): Promise<{ frames: number[]; moved: boolean }> {
  const before = await watch();
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.evaluate(() => window.benchProbe.startFrames());
  const start = Date.now();
  let angle = 0;
  while (Date.now() - start < GESTURE_MS) {
    angle += 0.15;
    await page.mouse.move(at.x + radius * Math.sin(angle), at.y + radius * (1 - Math.cos(angle)));
  }
  const frames = await page.evaluate(() => window.benchProbe.stopFrames());
  await page.mouse.move(at.x + radius, at.y + radius);
  const moved = (await watch()) !== before;
  await page.mouse.move(at.x, at.y);
  await page.mouse.up();
  return { frames, moved };
}

/** Pans by dragging the empty pane: from a point of the canvas that holds no node. */
async function measurePan(page: Page, canvas: Canvas) {
  const spot = await page.evaluate(({ host }) => {
    const root: ParentNode | null | undefined = host ? document.querySelector(host)?.shadowRoot : document;
    const pane = root?.querySelector('.react-flow__pane');
    if (!pane) return null;
    const box = pane.getBoundingClientRect();
    // A point of the pane with nothing on top of it, so the press pans instead of grabbing a node.
    for (let dy = 0.1; dy < 0.95; dy += 0.05) {
      for (let dx = 0.1; dx < 0.95; dx += 0.05) {
        const x = box.x + box.width * dx;
        const y = box.y + box.height * dy;
        let hit: Element | null = document.elementFromPoint(x, y);
        while (hit?.shadowRoot) {
          const inner: Element | null = hit.shadowRoot.elementFromPoint(x, y);
          if (!inner || inner === hit) break;
          hit = inner;
        }
        if (hit === pane) return { x, y };
      }
    }
    return null;
  }, canvas);
  if (!spot) throw new Error('no empty spot on the canvas pane to pan from');
  return circleWhilePressed(page, spot, 120, () => transformOf(page, canvas, null));
}

/** Drags the node nearest the middle of the canvas around, then brings it back where it was. */
async function measureDrag(page: Page, canvas: Canvas) {
  const node = await page.evaluate(({ host }) => {
    const root: ParentNode | null | undefined = host ? document.querySelector(host)?.shadowRoot : document;
    const pane = root?.querySelector('.react-flow__pane')?.getBoundingClientRect();
    if (!pane) return null;
    const centre = { x: pane.x + pane.width / 2, y: pane.y + pane.height / 2 };
    let best: { id: string; x: number; y: number; d: number } | null = null;
    for (const el of root?.querySelectorAll<HTMLElement>('.react-flow__node') ?? []) {
      const b = el.getBoundingClientRect();
      if (b.left < pane.left || b.top < pane.top || b.right > pane.right || b.bottom > pane.bottom) continue;
      const x = b.x + b.width / 2;
      const y = b.y + b.height / 2;
      const d = Math.hypot(x - centre.x, y - centre.y);
      if (!best || d < best.d) best = { id: el.dataset.id ?? '', x, y, d };
    }
    return best;
  }, canvas);
  if (!node) throw new Error('no node fully inside the canvas to drag');
  return circleWhilePressed(page, node, 80, () => transformOf(page, canvas, node.id));
}

/** Opens the canvas OPENS times (the first in a page whose modules were already fetched once). */
const OPENS = 3;

/** The median open, the canvas left open after the last one. */
async function medianOpen(open: () => Promise<Rendered>, close: () => Promise<void>): Promise<Rendered> {
  const runs: Rendered[] = [];
  for (let i = 0; i < OPENS; i++) {
    if (i > 0) await close();
    runs.push(await open());
  }
  runs.sort((a, b) => a.ms - b.ms);
  return runs[Math.floor(runs.length / 2)] as Rendered;
}

const PROFILE_DIR = process.env.BENCH_CPU_PROF;

/** Runs `gesture` under Chromium's CPU profiler when BENCH_CPU_PROF is set, writing `<name>.cpuprofile`. */
async function profiled<T>(page: Page, name: string | null, gesture: () => Promise<T>): Promise<T> {
  if (!PROFILE_DIR || !name) return gesture();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await gesture();
  const { profile } = await cdp.send('Profiler.stop');
  mkdirSync(PROFILE_DIR, { recursive: true });
  writeFileSync(join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
  await cdp.detach();
  return result;
}

async function gestures(
  page: Page,
  canvas: Canvas,
  drawn: number,
  profileName: string | null = null,
): Promise<ViewFigures> {
  const pan = await profiled(page, profileName, () => measurePan(page, canvas));
  const drag = await measureDrag(page, canvas);
  return { drawn, pan, drag };
}

async function measureBuilder(browser: Browser, url: string, errors: string[]) {
  const address = `${url}tests/bench/pages/builder.html`;
  // A first page fetches and transforms every module the element loads, lazily loaded ones too,
  // so the measured opens count the element's work rather than the dev server's.
  const warmUp = await openPage(browser, address, 'mountBuilder', errors);
  await warmUp.evaluate(() => window.mountBuilder());
  await warmUp.close();

  const page = await openPage(browser, address, 'mountBuilder', errors);
  const defined = await page.evaluate(() => customElements.get('oc-bot-builder') !== undefined);
  if (!defined) throw new Error('<oc-bot-builder> is not defined by @omnicanal/bot-builder/define');
  const open = await medianOpen(
    () => page.evaluate(() => window.mountBuilder()),
    () => page.evaluate(() => window.unmountBuilder()),
  );
  const graph = await page.evaluate(() => window.builderGraph());
  const canvas = { host: 'oc-bot-builder' };
  const opened = await gestures(page, canvas, open.count);

  await page.getByRole('button', { name: "Ajuster à l'écran" }).click();
  // The fit is animated by some versions of xyflow: let it settle before reading the view.
  await page.waitForTimeout(800);
  const fittedGraph = await page.evaluate(() => window.builderGraph());
  const fitted = await gestures(
    page,
    canvas,
    await page.evaluate(() => window.builderNodeCount()),
    'builder-pan',
  );
  await page.close();
  const views: Views = { graph, fitted: fittedGraph.viewport };
  return { figures: { open, opened, fitted } satisfies Figures, views };
}

async function measureBare(browser: Browser, url: string, views: Views, errors: string[]) {
  const page = await openPage(browser, `${url}tests/bench/pages/bare.html`, 'renderBare', errors);
  const open = await medianOpen(
    () => page.evaluate((g) => window.renderBare(g), views.graph),
    () => page.evaluate(() => window.unmountBare()),
  );
  const canvas = { host: null };
  const opened = await gestures(page, canvas, open.count);
  if (!views.fitted) throw new Error("the builder's canvas shows no viewport after fitting the view");
  const drawn = await page.evaluate((v) => window.setBareViewport(v), views.fitted);
  const fitted = await gestures(page, canvas, drawn, 'bare-pan');
  await page.close();
  return { open, opened, fitted } satisfies Figures;
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');

function report(ours: Figures, bare: Figures, graph: BenchGraph): void {
  const p95 = (g: Gesture) => percentile(g.frames, 0.95);
  const rows = [
    { name: `open + layout (median of ${OPENS})`, ours: ours.open.ms, bare: bare.open.ms, goal: GOALS.open },
    { name: 'pan p95, as opened', ours: p95(ours.opened.pan), bare: p95(bare.opened.pan), goal: GOALS.pan },
    {
      name: 'drag p95, as opened',
      ours: p95(ours.opened.drag),
      bare: p95(bare.opened.drag),
      goal: GOALS.drag,
    },
    { name: 'pan p95, fit view', ours: p95(ours.fitted.pan), bare: p95(bare.fitted.pan), goal: GOALS.pan },
    {
      name: 'drag p95, fit view',
      ours: p95(ours.fitted.drag),
      bare: p95(bare.fitted.drag),
      goal: GOALS.drag,
    },
  ];
  console.log(
    `\nBot: ${Object.keys(generateBot().nodes).length} nodes; open tree: ${graph.nodes.length} nodes, ` +
      `${graph.edges.length} edges. Nodes in the DOM — as opened: ${ours.opened.drawn} ours, ` +
      `${bare.opened.drawn} bare; fit view: ${ours.fitted.drawn} ours, ${bare.fitted.drawn} bare ` +
      '(the builder draws the visible nodes only; the bare canvas, by default, all of them).',
  );
  console.log(`Frame times sampled with requestAnimationFrame over ${GESTURE_MS / 1000} s per gesture.\n`);
  console.table(
    rows.map((r) => ({
      measure: r.name,
      ours: ms(r.ours),
      bare: ms(r.bare),
      'ours/bare': Number.isFinite(r.ours / r.bare) ? (r.ours / r.bare).toFixed(2) : 'n/a',
      goal: `≤ ${r.goal} ms`,
      'goal met': r.ours <= r.goal ? 'yes' : 'no',
    })),
  );
  const gestures: [string, string, Gesture][] = [
    ['ours', 'pan (as opened)', ours.opened.pan],
    ['ours', 'drag (as opened)', ours.opened.drag],
    ['ours', 'pan (fit view)', ours.fitted.pan],
    ['ours', 'drag (fit view)', ours.fitted.drag],
    ['bare', 'pan (as opened)', bare.opened.pan],
    ['bare', 'drag (as opened)', bare.opened.drag],
    ['bare', 'pan (fit view)', bare.fitted.pan],
    ['bare', 'drag (fit view)', bare.fitted.drag],
  ];
  for (const [side, name, gesture] of gestures) {
    if (!gesture.moved)
      console.log(
        `Note: the ${name} gesture moved nothing on the ${side} canvas; its figure measures an idle canvas.`,
      );
  }
}

async function main(): Promise<void> {
  const errors: string[] = [];
  const { vite, url } = await startVite(ROOT);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
  try {
    const builder = await measureBuilder(browser, url, errors);
    const bare = await measureBare(browser, url, builder.views, errors);
    report(builder.figures, bare, builder.views.graph);
  } finally {
    await browser.close();
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
