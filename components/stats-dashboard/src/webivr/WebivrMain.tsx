import { useStore } from '@nanostores/react';
import { fetchWebivrStats } from '@omnicanal/api';
import { formatPercent, percent } from '@omnicanal/core';
import { $locale, api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { ExportButtons } from '../shared/ExportButtons.tsx';
import { Kpis } from '../shared/Kpis.tsx';
import { LoadState } from '../shared/State.tsx';
import { TimeChart } from '../shared/TimeChart.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { AccountPicker } from './AccountPicker.tsx';
import { useWebivrQuery } from './useWebivrQuery.ts';

/**
 * The web IVR's main figures (spec 002 §2 `/dashboard/webivr`, `/stats/webivr/main`): visitors'
 * sessions on the published menus, their steps, the hand-offs to chat and the forms sent, over
 * time, and the nodes most visitors reached.
 */
export function WebivrMain(): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const { params, key, range } = useWebivrQuery();
  const loaded = useLoad(`webivr:${key}`, () => fetchWebivrStats(api('stats2'), params));
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (
    <>
      <div className="stats-tools">
        <AccountPicker accounts={loaded.data?.accounts} />
        <ExportButtons service="stats2" path="/webivr/export" what="webivr" params={params} range={range} />
      </div>
      <LoadState
        loaded={loaded}
        isEmpty={(stats) => stats.sessions === 0}
        empty={t('stats-dashboard:webivr.empty')}
      >
        {(stats) => (
          <div className="stats-grid">
            <Kpis
              label={t('stats-dashboard:kpi.label')}
              items={[
                { label: t('stats-dashboard:webivr.sessions'), value: String(stats.sessions) },
                {
                  label: t('stats-dashboard:webivr.avg_steps'),
                  value: stats.avg_steps === null ? '—' : number.format(stats.avg_steps),
                },
                {
                  label: t('stats-dashboard:webivr.handed_off'),
                  value: String(stats.handed_off),
                  hint: formatPercent(stats.handoff_rate, locale),
                },
                { label: t('stats-dashboard:webivr.forms_sent'), value: String(stats.forms_sent) },
              ]}
            />
            <TimeChart
              title={t('stats-dashboard:webivr.chart')}
              bucket={stats.bucket}
              timeZone={stats.zone}
              buckets={stats.buckets}
              series={[
                {
                  key: 'sessions',
                  label: t('stats-dashboard:webivr.sessions'),
                  color: '--_oc-color-primary',
                },
                {
                  key: 'handed_off',
                  label: t('stats-dashboard:webivr.handed_off'),
                  color: '--_oc-color-warning',
                },
              ]}
            />
            <div className="table-scroll">
              <table className="stats-table">
                <caption>{t('stats-dashboard:webivr.top')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('stats-dashboard:webivr.node')}</th>
                    <th scope="col">{t('stats-dashboard:webivr.kind')}</th>
                    <th scope="col" className="num">
                      {t('stats-dashboard:webivr.visitors')}
                    </th>
                    <th scope="col" className="num">
                      {t('stats-dashboard:webivr.share')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {stats.top_nodes.map((node) => (
                    <tr key={node.node}>
                      <th scope="row">{node.label || t('stats-dashboard:webivr.unnamed')}</th>
                      <td>
                        {t(`stats-dashboard:webivr.kinds.${node.action}`, { defaultValue: node.action })}
                      </td>
                      <td className="num">{node.visits}</td>
                      <td className="num">{formatPercent(percent(node.visits, stats.sessions), locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </LoadState>
    </>
  );
}
