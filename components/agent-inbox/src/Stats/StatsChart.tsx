import { useStore } from '@nanostores/react';
import type { AgentStats } from '@omnicanal/api';
import { $locale } from '@omnicanal/stores';
import { resolvedColor, useT } from '@omnicanal/ui';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import uplotCss from 'uplot/dist/uPlot.min.css?inline';
import { adoptStylesOnce } from './adoptStyles.ts';
import { bucketLabel, bucketTotals, chartData, peakBucket } from './model/buckets.ts';

const HEIGHT = 220;

/**
 * Rooms created and closed per bucket of the period, drawn by uPlot; the figure's text alternative
 * says the totals and the busiest bucket.
 */
export function StatsChart({ stats }: { stats: AgentStats }) {
  const t = useT();
  const locale = useStore($locale);
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = host.current;
    if (!node) return;
    adoptStylesOnce(node, uplotCss);
    const label = (seconds: number) => bucketLabel(seconds, stats.bucket, locale);
    const data = chartData(stats.buckets);
    // One tick per bucket, labelled often enough to stay readable (about 12 labels at most).
    const step = Math.max(1, Math.ceil(data[0].length / 12));
    // The axes in the muted text colour, so they read on a dark surface too.
    const ink = resolvedColor(node, '--_oc-color-muted', '#5a6474');
    const grid = { stroke: resolvedColor(node, '--_oc-color-border', '#d5dae3'), width: 1 };
    const chart = new uPlot(
      {
        width: node.clientWidth || 600,
        height: HEIGHT,
        scales: { x: { time: false } },
        axes: [
          {
            stroke: ink,
            grid,
            ticks: grid,
            splits: () => data[0],
            values: (_u, splits) => splits.map((s, i) => (i % step === 0 ? label(s) : '')),
          },
          {
            stroke: ink,
            grid,
            ticks: grid,
            values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? String(s) : '')),
          },
        ],
        series: [
          {
            label: t(`inbox-stats:stats.chart.${stats.bucket}`),
            value: (_u, v) => (v === null ? '' : label(v)),
          },
          {
            label: t('inbox-stats:stats.chart.created'),
            stroke: resolvedColor(node, '--_oc-color-primary', '#1f5fbf'),
            width: 2,
          },
          {
            label: t('inbox-stats:stats.chart.closed'),
            stroke: resolvedColor(node, '--_oc-color-success', '#1b7f3b'),
            width: 2,
          },
        ],
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
  }, [stats, locale, t]);

  const totals = bucketTotals(stats.buckets);
  const peak = peakBucket(stats.buckets);
  const summary = peak
    ? t('inbox-stats:stats.chart.summary', {
        ...totals,
        peakCount: peak.created,
        peak: bucketLabel(peak.start, stats.bucket, locale),
      })
    : t('inbox-stats:stats.chart.summaryFlat', totals);
  return (
    <figure className="stats-chart">
      <figcaption>{t('inbox-stats:stats.chart.label')}</figcaption>
      <div ref={host} className="stats-chart-canvas" role="img" aria-label={summary} />
    </figure>
  );
}
