/**
 * The dashboards' time chart as they draw it (`createTimeChart`, with its levels of detail), fed
 * generated hourly buckets, for the chart benchmark: the time to draw `n` points, and the frames
 * while the x range is zoomed in and out and panned as uPlot's drag-to-zoom does it.
 */
import 'uplot/dist/uPlot.min.css';
import type uPlot from 'uplot';
import { createTimeChart } from '../../../components/stats-dashboard/src/shared/chart-options.ts';
import './probe.ts';

declare global {
  interface Window {
    /** Draws `n` points per series; resolves with the milliseconds until the first frame showing them. */
    drawChart(n: number): Promise<number>;
    /**
     * Moves the x range every frame for `ms` (zooming or panning); resolves with the frame times and
     * each move's own work (the redraw uPlot does before the frame), which load on the machine
     * stretches less than the frames.
     */
    moveChart(ms: number, gesture: 'zoom' | 'pan'): Promise<{ frames: number[]; work: number[] }>;
  }
}

const HOUR = 3600;
let chart: uPlot | null = null;
let span: [number, number] = [0, 0];

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

window.drawChart = async (n) => {
  chart?.destroy();
  const times = new Array<number>(n);
  const created = new Array<number>(n);
  const closed = new Array<number>(n);
  const start = Date.parse('2025-11-26T00:00:00Z') / 1000;
  for (let i = 0; i < n; i++) {
    times[i] = start + i * HOUR;
    created[i] = (i * 7919) % 23;
    closed[i] = (i * 104729) % 19;
  }
  span = [times[0] as number, times[n - 1] as number];
  const label = new Intl.DateTimeFormat('fr', { day: '2-digit', month: '2-digit', hour: '2-digit' });
  const root = document.getElementById('root') as HTMLElement;
  const t0 = performance.now();
  chart = createTimeChart(
    {
      width: 1200,
      height: 240,
      times,
      xLabel: 'Heure',
      series: [
        { label: 'Créées', stroke: '#1f5fbf' },
        { label: 'Fermées', stroke: '#1b7f3b' },
      ],
      label: (seconds) => label.format(seconds * 1000),
      ink: '#5a6474',
      grid: '#d5dae3',
    },
    [times, created, closed],
    root,
  );
  await nextFrame();
  return performance.now() - t0;
};

window.moveChart = async (ms, gesture) => {
  const current = chart;
  if (!current) throw new Error('no chart drawn');
  const [min, max] = span;
  const full = max - min;
  window.benchProbe.startFrames();
  const work: number[] = [];
  const end = performance.now() + ms;
  let step = 0;
  while (performance.now() < end) {
    step++;
    const t0 = performance.now();
    if (gesture === 'zoom') {
      // From the whole range to a hundredth of it and back, around its middle.
      const phase = (step % 120) / 120;
      const width = full * (0.01 + 0.99 * Math.abs(1 - 2 * phase));
      const middle = min + full / 2;
      current.setScale('x', { min: middle - width / 2, max: middle + width / 2 });
    } else {
      // A tenth of the range sliding across it.
      const width = full / 10;
      const left = min + (((step * full) / 300) % (full - width));
      current.setScale('x', { min: left, max: left + width });
    }
    // uPlot redraws in a microtask after the change: wait for it, then count it.
    await Promise.resolve();
    work.push(performance.now() - t0);
    await nextFrame();
  }
  return { frames: window.benchProbe.stopFrames(), work };
};
