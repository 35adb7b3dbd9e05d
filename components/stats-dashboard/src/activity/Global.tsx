import { useStore } from '@nanostores/react';
import { fetchStatsDashboard, type StatsDashboard } from '@omnicanal/api';
import { formatDuration, formatPercent, formatScore, type Locale } from '@omnicanal/core';
import { $locale, api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { Bars } from '../shared/Bars.tsx';
import { type Kpi, Kpis } from '../shared/Kpis.tsx';
import { LoadState } from '../shared/State.tsx';
import { TimeChart } from '../shared/TimeChart.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { useQuery } from '../shared/useQuery.ts';

type T = (key: string, values?: Record<string, unknown>) => string;

/** The headline figures of the global activity, in the user's language. */
export function activityKpis(stats: StatsDashboard, t: T, locale: Locale): Kpi[] {
  const k = stats.kpis;
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  return [
    { label: t('stats-dashboard:kpi.conversations'), value: count(k.conversations) },
    {
      label: t('stats-dashboard:kpi.handled'),
      value: count(k.handled),
      hint: formatPercent(k.handle_rate, locale),
    },
    { label: t('stats-dashboard:kpi.avg_waiting'), value: formatDuration(k.avg_waiting) },
    { label: t('stats-dashboard:kpi.avg_first_response'), value: formatDuration(k.avg_first_response) },
    { label: t('stats-dashboard:kpi.avg_running'), value: formatDuration(k.avg_running) },
    {
      label: t('stats-dashboard:kpi.late'),
      value: count(k.late_count),
      hint: formatPercent(k.late_rate, locale),
    },
    {
      label: t('stats-dashboard:kpi.satisfaction'),
      value: formatScore(k.avg_sat, 5, locale),
      hint: t('stats-dashboard:kpi.answers', { count: k.sat_count }),
    },
    {
      label: t('stats-dashboard:kpi.nps'),
      value: k.nps === null ? '—' : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(k.nps),
      hint: t('stats-dashboard:kpi.answers', { count: k.nps_count }),
    },
  ];
}

/** The global activity: headline figures, conversations over time, channels and contact reasons. */
export function Global(): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const { params, key } = useQuery();
  const loaded = useLoad(`dashboard:${key}`, () => fetchStatsDashboard(api('stats'), params));
  return (
    <LoadState
      loaded={loaded}
      isEmpty={(stats) => stats.kpis.conversations === 0}
      empty={t('stats-dashboard:empty_range')}
    >
      {(stats) => (
        <div className="stats-grid">
          <Kpis label={t('stats-dashboard:kpi.label')} items={activityKpis(stats, t, locale)} />
          <TimeChart
            title={t('stats-dashboard:chart.conversations')}
            bucket={stats.bucket}
            timeZone={stats.zone}
            buckets={stats.buckets}
            series={[
              { key: 'created', label: t('stats-dashboard:series.created'), color: '--_oc-color-primary' },
              { key: 'handled', label: t('stats-dashboard:series.handled'), color: '--_oc-color-success' },
              { key: 'closed', label: t('stats-dashboard:series.closed'), color: '--_oc-color-muted' },
              { key: 'late', label: t('stats-dashboard:series.late'), color: '--_oc-color-danger' },
            ]}
          />
          <div className="stats-columns">
            <Bars
              caption={t('stats-dashboard:by_channel')}
              valueLabel={t('stats-dashboard:kpi.conversations')}
              rows={stats.by_channel.map((row) => ({
                key: row.channel,
                label: t(`stats-dashboard:channels.${row.channel}`, { defaultValue: row.channel }),
                value: row.conversations,
              }))}
            />
            {stats.contact_reasons.length > 0 ? (
              <Bars
                caption={t('stats-dashboard:contact_reasons')}
                valueLabel={t('stats-dashboard:kpi.conversations')}
                rows={stats.contact_reasons.map((row) => ({
                  key: row.id,
                  label: row.label,
                  value: row.count,
                }))}
              />
            ) : (
              <section className="bars" aria-label={t('stats-dashboard:contact_reasons')}>
                <h2 className="bars-title">{t('stats-dashboard:contact_reasons')}</h2>
                <p className="stats-state">{t('stats-dashboard:no_contact_reasons')}</p>
              </section>
            )}
          </div>
        </div>
      )}
    </LoadState>
  );
}
