import { useStore } from '@nanostores/react';
import { fetchStatsDashboard } from '@omnicanal/api';
import { formatDuration, formatPercent, percent } from '@omnicanal/core';
import { $locale, api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { Bars } from '../shared/Bars.tsx';
import { LoadState } from '../shared/State.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { useQuery } from '../shared/useQuery.ts';

/**
 * The managers' overview: the same figures as the global activity, split by skill (conversations,
 * handle rate, waiting) and by channel with each channel's share.
 */
export function Overview(): ReactElement {
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
          <div className="table-scroll">
            <table className="stats-table">
              <caption>{t('stats-dashboard:by_skill')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('stats-dashboard:discussions.skill')}</th>
                  <th scope="col" className="num">
                    {t('stats-dashboard:kpi.conversations')}
                  </th>
                  <th scope="col" className="num">
                    {t('stats-dashboard:overview.handle_rate')}
                  </th>
                  <th scope="col" className="num">
                    {t('stats-dashboard:kpi.avg_waiting')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {stats.by_skill.map((row) => (
                  <tr key={row.skill_id ?? 'none'}>
                    <th scope="row">{row.skill}</th>
                    <td className="num">{row.conversations}</td>
                    <td className="num">{formatPercent(row.handle_rate, locale)}</td>
                    <td className="num">{formatDuration(row.avg_waiting)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Bars
            caption={t('stats-dashboard:by_channel')}
            valueLabel={t('stats-dashboard:overview.share')}
            rows={stats.by_channel.map((row) => ({
              key: row.channel,
              label: t(`stats-dashboard:channels.${row.channel}`, { defaultValue: row.channel }),
              value: row.conversations,
              shown: `${row.conversations} · ${formatPercent(percent(row.conversations, stats.kpis.conversations), locale)}`,
            }))}
          />
        </div>
      )}
    </LoadState>
  );
}
