import { useStore } from '@nanostores/react';
import { fetchMonitoring, MONITORING_AGENT_STATUSES } from '@omnicanal/api';
import { formatDuration, formatTime } from '@omnicanal/core';
import { $locale, api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { type ReactElement, useEffect, useState } from 'react';
import { $company, $skill } from '../model/filters.ts';
import { Kpis } from '../shared/Kpis.tsx';
import { LoadState } from '../shared/State.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { useMonitoringLive } from './useMonitoringLive.ts';

/**
 * How often monitoring asks again while it is on screen, live or not: the fallback when the
 * socket is down, and what no event announces (a room late after 10 minutes, the longest wait).
 */
export const MONITORING_REFRESH_MS = 60_000;

/**
 * Monitoring, now: conversations waiting, running and late per skill, the oldest wait, and the
 * agents by status with their open conversations. It reads the figures again as soon as the
 * monitoring socket says they changed, every minute besides (and on demand), and says when it was
 * last read and whether it is live.
 */
export function Monitoring(): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const skill = useStore($skill);
  const company = useStore($company);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), MONITORING_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const loaded = useLoad(`monitoring:${skill ?? ''}:${company ?? ''}:${tick}`, () =>
    fetchMonitoring(api('stats'), {
      ...(skill === null ? {} : { skill }),
      ...(company === null ? {} : { company }),
    }),
  );
  const live = useMonitoringLive(company, loaded.reload);
  return (
    <LoadState loaded={loaded}>
      {(now) => (
        <div className="stats-grid">
          <p className="stats-updated" role="status">
            {t('stats-dashboard:monitoring.updated', { time: formatTime(new Date(now.at), locale) })}{' '}
            {t(live === 'open' ? 'stats-dashboard:monitoring.live' : 'stats-dashboard:monitoring.polling')}{' '}
            <button type="button" onClick={loaded.reload}>
              {t('stats-dashboard:monitoring.refresh')}
            </button>
          </p>
          <Kpis
            label={t('stats-dashboard:monitoring.now')}
            items={[
              { label: t('stats-dashboard:states.waiting'), value: String(now.totals.waiting) },
              { label: t('stats-dashboard:states.running'), value: String(now.totals.running) },
              { label: t('stats-dashboard:states.late'), value: String(now.totals.late) },
              ...MONITORING_AGENT_STATUSES.map((status) => ({
                label: t(`stats-dashboard:agent_status.${status}`),
                value: String(now.totals.agents_by_status[String(status)] ?? 0),
              })),
            ]}
          />
          <div className="table-scroll">
            <table className="stats-table">
              <caption>{t('stats-dashboard:monitoring.skills')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('stats-dashboard:discussions.skill')}</th>
                  <th scope="col" className="num">
                    {t('stats-dashboard:states.waiting')}
                  </th>
                  <th scope="col" className="num">
                    {t('stats-dashboard:states.running')}
                  </th>
                  <th scope="col" className="num">
                    {t('stats-dashboard:states.late')}
                  </th>
                  <th scope="col" className="num">
                    {t('stats-dashboard:monitoring.oldest')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {now.skills.map((row) => (
                  <tr key={row.skill_id}>
                    <th scope="row">{row.skill}</th>
                    <td className="num">{row.waiting}</td>
                    <td className="num">{row.running}</td>
                    <td className={row.late > 0 ? 'num late' : 'num'}>{row.late}</td>
                    <td className="num">
                      {row.oldest_waiting_since
                        ? formatDuration((Date.parse(now.at) - Date.parse(row.oldest_waiting_since)) / 1000)
                        : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="table-scroll">
            <table className="stats-table">
              <caption>{t('stats-dashboard:monitoring.agents')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('stats-dashboard:agents.agent')}</th>
                  <th scope="col">{t('stats-dashboard:monitoring.status')}</th>
                  <th scope="col" className="num">
                    {t('stats-dashboard:monitoring.open_rooms')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {now.agents.map((row) => (
                  <tr key={row.agent}>
                    <th scope="row">{row.name}</th>
                    <td>
                      <span className={`status status-${row.status}`}>
                        {t(`stats-dashboard:agent_status.${row.status}`)}
                      </span>
                    </td>
                    <td className="num">{row.open_rooms}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </LoadState>
  );
}
