import { useStore } from '@nanostores/react';
import { fetchAgentActivity } from '@omnicanal/api';
import { formatDuration, formatScore } from '@omnicanal/core';
import { $locale, api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { ExportButtons } from '../shared/ExportButtons.tsx';
import { LoadState } from '../shared/State.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { useQuery } from '../shared/useQuery.ts';

/** Agent activity: one row per agent, busiest first, with its CSV export. */
export function Agents(): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const { params, key, range } = useQuery();
  const loaded = useLoad(`dashboard2:${key}`, () => fetchAgentActivity(api('stats'), params));
  return (
    <>
      <div className="stats-tools">
        <ExportButtons
          service="stats"
          path="/stats/dashboard2export"
          what="agents"
          params={params}
          range={range}
        />
      </div>
      <LoadState
        loaded={loaded}
        isEmpty={(data) => data.rows.length === 0}
        empty={t('stats-dashboard:agents.empty')}
      >
        {(data) => (
          <div className="table-scroll">
            <table className="stats-table">
              <caption className="visually-hidden">{t('stats-dashboard:tabs.agents')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('stats-dashboard:agents.agent')}</th>
                  <th scope="col" className="num">
                    {t('stats-dashboard:agents.taken')}
                  </th>
                  <th scope="col" className="num">
                    {t('stats-dashboard:agents.closed')}
                  </th>
                  <th scope="col" className="num">
                    {t('stats-dashboard:kpi.avg_first_response')}
                  </th>
                  <th scope="col" className="num">
                    {t('stats-dashboard:kpi.avg_running')}
                  </th>
                  <th scope="col" className="num">
                    {t('stats-dashboard:kpi.satisfaction')}
                  </th>
                  <th scope="col" className="num">
                    {t('stats-dashboard:agents.messages')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...data.rows]
                  .sort((a, b) => b.taken - a.taken)
                  .map((row) => (
                    <tr key={row.agent}>
                      <th scope="row">{row.name}</th>
                      <td className="num">{row.taken}</td>
                      <td className="num">{row.closed}</td>
                      <td className="num">{formatDuration(row.avg_first_response)}</td>
                      <td className="num">{formatDuration(row.avg_running)}</td>
                      <td className="num">{formatScore(row.avg_sat, 5, locale)}</td>
                      <td className="num">{row.agent_messages}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        )}
      </LoadState>
    </>
  );
}
