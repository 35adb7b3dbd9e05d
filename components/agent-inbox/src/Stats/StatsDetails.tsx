import type { AgentStats } from '@omnicanal/api';
import { fmtDateTime } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';

/** The rooms of the period, newest first (spec 000 §3: state, skill, created). */
export function StatsDetails({ stats }: { stats: AgentStats }) {
  const t = useT();
  return (
    <div className="stats-details">
      <table>
        <caption>{t('inbox-stats:stats.details.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('inbox-stats:stats.details.room')}</th>
            <th scope="col">{t('inbox-stats:stats.details.state')}</th>
            <th scope="col">{t('inbox-stats:stats.details.skill')}</th>
            <th scope="col">{t('inbox-stats:stats.details.agent')}</th>
            <th scope="col">{t('inbox-stats:stats.details.created')}</th>
          </tr>
        </thead>
        <tbody>
          {stats.details.map((d) => (
            <tr key={d.room}>
              <th scope="row">{d.label}</th>
              <td className={`state ${d.state}`}>{t(`inbox-stats:stats.states.${d.state}`)}</td>
              <td>{d.skill}</td>
              <td>{d.agent ?? t('inbox-stats:stats.details.none')}</td>
              <td>{fmtDateTime(d.created)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {stats.details_truncated ? (
        <p className="stats-note">
          {t('inbox-stats:stats.details.truncated', { count: stats.details.length })}
        </p>
      ) : null}
    </div>
  );
}
