import type uPlot from 'uplot';
import { ticksIn } from '../model/chart.ts';

/** What a time chart draws, its colours already read from the element's tokens. */
export interface TimeChartSetup {
  width: number;
  height: number;
  /** The buckets' starts, in seconds, sorted (the data's first column). */
  times: readonly number[];
  /** The x series' legend label. */
  xLabel: string;
  series: readonly { label: string; stroke: string }[];
  /** A bucket start (seconds) as people read it. */
  label: (seconds: number) => string;
  /** Axis text colour, and the grid's and ticks' stroke. */
  ink: string;
  grid: string;
}

/**
 * uPlot's options of a dashboard's time chart: a line per series, the x axis labelled at bucket
 * starts (about a dozen whatever the range or the zoom: `ticksIn` bisects), whole numbers on the
 * y axis, drag to zoom (uPlot's own; a double click resets). Apart from the component so the chart
 * benchmark draws exactly what the dashboards draw.
 */
export function timeChartOptions(setup: TimeChartSetup): uPlot.Options {
  const { times, label, ink } = setup;
  const grid = { stroke: setup.grid, width: 1 };
  return {
    width: setup.width,
    height: setup.height,
    scales: { x: { time: false } },
    axes: [
      {
        stroke: ink,
        grid,
        ticks: grid,
        splits: (_u, _axis, min, max) => ticksIn(times, min, max),
        values: (_u, splits) => splits.map((s) => label(s)),
      },
      {
        stroke: ink,
        grid,
        ticks: grid,
        values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? String(s) : '')),
      },
    ],
    series: [
      { label: setup.xLabel, value: (_u, v) => (v === null ? '' : label(v)) },
      ...setup.series.map((spec) => ({ label: spec.label, stroke: spec.stroke, width: 2 })),
    ],
  };
}
