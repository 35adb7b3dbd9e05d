import uPlot from 'uplot';
import { chartLevels, levelFor, lineWidthFor, pointsIn, ticksIn } from '../model/chart.ts';

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

/** Points drawn per pixel column of the chart's width at most, before a coarser level is drawn. */
const POINTS_PER_PIXEL = 2;

/**
 * A dashboard's time chart drawn into `target` from `columns` (times, then a column per series),
 * through their levels of detail (`chartLevels`): each x range (the whole one, a drag to zoom, a
 * pan) is drawn from the most detailed level holding at most two points per pixel column in it.
 * Up to that, every bucket is drawn (a month of hours, a zoom into a year); past it, a coarser
 * level keeps the same envelope, so a million points cost a redraw of a few thousand. The legend
 * then reads a run's lowest or highest, as no pointer can tell the buckets of one pixel apart.
 * The level is swapped in the x scale's range function, which uPlot calls before it looks the
 * range up in the data.
 */
export function createTimeChart(setup: TimeChartSetup, columns: number[][], target: HTMLElement): uPlot {
  const levels = chartLevels(columns);
  const times = columns[0] ?? [];
  let current = levelFor(levels, times[0] ?? 0, times.at(-1) ?? 0, POINTS_PER_PIXEL * setup.width);
  const options = timeChartOptions(setup);
  const widthOf = (level: number, min: number, max: number, width: number) =>
    lineWidthFor(pointsIn((levels[level] as number[][])[0] ?? [], min, max), width);
  const initial = widthOf(current, times[0] ?? 0, times.at(-1) ?? 0, setup.width);
  for (const s of options.series.slice(1)) s.width = initial;
  options.scales = {
    x: {
      time: false,
      range: (u, min, max) => {
        if (min == null || max == null) return [min, max];
        const level = levelFor(levels, min, max, POINTS_PER_PIXEL * u.width);
        if (level !== current) {
          current = level;
          u.setData(levels[level] as uPlot.AlignedData, false);
        }
        // uPlot reads a series' width when it strokes it, after this.
        const width = widthOf(level, min, max, u.width);
        for (const s of u.series.slice(1)) s.width = width;
        return [min, max];
      },
    },
  };
  return new uPlot(options, levels[current] as uPlot.AlignedData, target);
}
