import { useStore } from '@nanostores/react';
import { fetchTicketingDashboard } from '@omnicanal/api';
import { formatDuration, formatPercent } from '@omnicanal/core';
import { $locale, api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { Bars } from '../shared/Bars.tsx';
import { ExportButtons } from '../shared/ExportButtons.tsx';
import { Kpis } from '../shared/Kpis.tsx';
import { LoadState } from '../shared/State.tsx';
import { TimeChart } from '../shared/TimeChart.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { useQuery } from '../shared/useQuery.ts';

/**
 * The ticketing dashboard (spec 002 §2 `/dashboard/ticketing/*` and `/stats/ticketing/*`): the
 * tickets of the range — created, closed, open now, late, how fast they were answered and resolved
 * — over time, by status and kind, and per agent. One call of the second stats service.
 */
export function TicketingStats(): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const { params, key, range } = useQuery();
  const loaded = useLoad(`ticketing:${key}`, () => fetchTicketingDashboard(api('stats2'), params));
  const k = (name: string) => t(`stats-dashboard:ticketing.${name}`);
  return (
    <>
      <div className="stats-tools">
        <ExportButtons
          service="stats2"
          path="/ticketing/export/events"
          what="tickets"
          params={params}
          range={range}
        />
      </div>
      <LoadState
        loaded={loaded}
        // Tickets left open from earlier days are not the range's: none created nor closed, nothing to draw.
        isEmpty={({ kpis }) => kpis.created === 0 && kpis.closed === 0}
        empty={k('empty')}
      >
        {(d) => (
          <div className="stats-grid">
            <Kpis
              label={t('stats-dashboard:kpi.label')}
              items={[
                { label: k('created'), value: String(d.kpis.created) },
                { label: k('closed'), value: String(d.kpis.closed) },
                { label: k('open_now'), value: String(d.kpis.open_now) },
                {
                  label: k('late'),
                  value: String(d.kpis.late),
                  hint: formatPercent(d.kpis.late_rate, locale),
                },
                { label: k('avg_first_reply'), value: formatDuration(d.kpis.avg_first_reply) },
                { label: k('avg_resolution'), value: formatDuration(d.kpis.avg_resolution) },
              ]}
            />
            <TimeChart
              title={k('chart')}
              bucket={d.bucket}
              timeZone={d.zone}
              buckets={d.buckets}
              series={[
                { key: 'created', label: k('created'), color: '--_oc-color-primary' },
                { key: 'closed', label: k('closed'), color: '--_oc-color-success' },
                { key: 'late', label: k('late'), color: '--_oc-color-danger' },
              ]}
            />
            <Bars
              caption={k('by_status')}
              valueLabel={k('count')}
              rows={d.by_status.map((s) => ({
                key: s.status,
                label: t(`stats-dashboard:ticketing.status.${s.status}`),
                value: s.count,
              }))}
            />
            <Bars
              caption={k('by_kind')}
              valueLabel={k('count')}
              rows={d.by_kind.map((row) => ({
                key: row.kind_id ?? 'none',
                label: row.kind_id === null ? k('no_kind') : row.kind,
                value: row.count,
              }))}
            />
            <div className="table-scroll">
              <table className="stats-table">
                <caption>{k('agents')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{k('agent')}</th>
                    <th scope="col" className="num">
                      {k('taken')}
                    </th>
                    <th scope="col" className="num">
                      {k('closed')}
                    </th>
                    <th scope="col" className="num">
                      {k('avg_resolution')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {d.agents.length === 0 ? (
                    <tr>
                      <td colSpan={4}>{k('no_agents')}</td>
                    </tr>
                  ) : (
                    d.agents.map((row) => (
                      <tr key={row.agent}>
                        <th scope="row">{row.name}</th>
                        <td className="num">{row.taken}</td>
                        <td className="num">{row.closed}</td>
                        <td className="num">{formatDuration(row.avg_resolution)}</td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </LoadState>
    </>
  );
}
