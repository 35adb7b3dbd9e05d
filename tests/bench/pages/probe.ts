/**
 * In-page measuring tools shared by both benchmark pages, reached by the runner as `window.benchProbe`.
 * Times come from `performance.now()` in the page so the runner's own round trips do not count.
 */

export interface Rendered {
  /** From `t0` to the first frame where every rendered node was measured and shown. */
  ms: number;
  /** Nodes in the DOM at that frame. */
  count: number;
}

export interface Probe {
  /** Resolves once the canvas under `root()` shows its nodes (none hidden waiting for a measure). */
  waitRendered(root: () => ParentNode | null | undefined, t0: number, timeoutMs?: number): Promise<Rendered>;
  /** Starts recording the time between animation frames. */
  startFrames(): void;
  /** Stops recording; returns the frame times in milliseconds. */
  stopFrames(): number[];
}

declare global {
  interface Window {
    benchProbe: Probe;
  }
}

/**
 * xyflow keeps a node `visibility: hidden` until it has measured it, so "rendered" means: nodes in
 * the DOM, none hidden, and the same count on the next frame (a second render pass may add more).
 */
function waitRendered(root: () => ParentNode | null | undefined, t0: number, timeoutMs = 30_000) {
  return new Promise<Rendered>((resolve, reject) => {
    let candidate: Rendered | null = null;
    const frame = () => {
      const now = performance.now();
      if (now - t0 > timeoutMs) {
        reject(new Error(`no node rendered within ${timeoutMs} ms`));
        return;
      }
      const nodes = [...(root()?.querySelectorAll<HTMLElement>('.react-flow__node') ?? [])];
      const ready = nodes.length > 0 && nodes.every((n) => n.style.visibility !== 'hidden');
      if (ready && candidate && candidate.count === nodes.length) {
        resolve(candidate);
        return;
      }
      candidate = ready ? { ms: now - t0, count: nodes.length } : null;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

let frames: number[] = [];
let recording = false;

function startFrames(): void {
  frames = [];
  recording = true;
  let last = performance.now();
  const tick = (now: number) => {
    if (!recording) return;
    frames.push(now - last);
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame((now) => {
    last = now;
    requestAnimationFrame(tick);
  });
}

function stopFrames(): number[] {
  recording = false;
  return frames;
}

window.benchProbe = { waitRendered, startFrames, stopFrames };
