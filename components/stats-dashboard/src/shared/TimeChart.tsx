import { useStore } from '@nanostores/react';
import { $locale } from '@omnicanal/stores';
import { resolvedColor, useT } from '@omnicanal/ui';
import { type ReactElement, useEffect, useRef } from 'react';
import { bucketLabel, chartColumns, chartSummary, type SeriesSpec } from '../model/chart.ts';
import { createTimeChart } from './chart-options.ts';

const HEIGHT = 240;

export interface TimeChartProps<K extends string> {
  /** The figure's caption, already translated. */
  title: string;
  bucket: 'hour' | 'day';
  buckets: readonly ({ start: string } & Record<K, number>)[];
  /** Labels already translated; colours are `--_oc-*` tokens with their fallback. */
  series: readonly SeriesSpec<K>[];
  /** The company's time zone the buckets are cut in (the browser's when not known). */
  timeZone?: string;
}

/** Fallback colours of the tokens a series may name, when the token cannot be read. */
const FALLBACK: Readonly<Record<string, string>> = {
  '--_oc-color-primary': '#1f5fbf',
  '--_oc-color-success': '#1b7f3b',
  '--_oc-color-danger': '#b42318',
  '--_oc-color-warning': '#9a6700',
  '--_oc-color-muted': '#5a6474',
};

/**
 * A line per series over the buckets of the range, drawn by uPlot with its legend (hover shows the
 * bucket's figures). The figure's text alternative gives the totals and the busiest bucket.
 */
export function TimeChart<K extends string>({
  title,
  bucket,
  buckets,
  series,
  timeZone,
}: TimeChartProps<K>): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = host.current;
    if (!node) return;
    const label = (seconds: number) => bucketLabel(seconds, bucket, locale, timeZone);
    const data = chartColumns(buckets, series);
    const chart = createTimeChart(
      {
        width: node.clientWidth || 600,
        height: HEIGHT,
        times: data[0] ?? [],
        xLabel: t(`stats-dashboard:chart.${bucket}`),
        series: series.map((spec) => ({
          label: spec.label,
          stroke: resolvedColor(node, spec.color, FALLBACK[spec.color] ?? '#1f5fbf'),
        })),
        label,
        ink: resolvedColor(node, '--_oc-color-muted', '#5a6474'),
        grid: resolvedColor(node, '--_oc-color-border', '#d5dae3'),
      },
      data,
      node,
    );
    const resize = new ResizeObserver(() => {
      if (node.clientWidth) chart.setSize({ width: node.clientWidth, height: HEIGHT });
    });
    resize.observe(node);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [buckets, series, bucket, locale, timeZone, t]);

  const keys = series.map((spec) => spec.key);
  const { totals, peak } = chartSummary(buckets, keys);
  const parts = series.map((spec) => `${spec.label} : ${totals[spec.key]}`).join(', ');
  const summary = peak
    ? t('stats-dashboard:chart.summary', {
        totals: parts,
        peak: bucketLabel(peak.start, bucket, locale, timeZone),
        count: peak.value,
      })
    : t('stats-dashboard:chart.summary_flat', { totals: parts });
  return (
    <figure className="stats-chart">
      <figcaption>{title}</figcaption>
      <div ref={host} className="stats-chart-canvas" role="img" aria-label={summary} />
    </figure>
  );
}
