import { useStore } from '@nanostores/react';
import { formatDuration, formatScore } from '@omnicanal/core';
import { $locale } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { useHeaderStats } from './useHeaderStats.ts';

/**
 * The statistics strip of the inbox header (spec 000 §3): the agent's ongoing rooms, today's
 * average wait and length, satisfaction out of 5 and NPS out of 10; refreshed every 5 minutes.
 */
export function HeaderStats() {
  const t = useT();
  const locale = useStore($locale);
  const state = useHeaderStats();
  const stats = state.stats;
  const value = (text: () => string) =>
    stats ? text() : state.status === 'loading' ? t('inbox-stats:header.loading') : '—';
  const items = [
    { key: 'running', text: value(() => String(stats?.running_count ?? 0)) },
    { key: 'avgWaiting', text: value(() => formatDuration(stats?.avg_waiting ?? null)) },
    { key: 'avgRunning', text: value(() => formatDuration(stats?.avg_running ?? null)) },
    { key: 'sat', text: value(() => formatScore(stats?.avg_sat ?? null, 5, locale)) },
    { key: 'nps', text: value(() => formatScore(stats?.avg_nps ?? null, 10, locale)) },
  ];
  return (
    <section className="header-stats" aria-label={t('inbox-stats:header.label')}>
      <dl aria-busy={state.status === 'loading'}>
        {items.map((item) => (
          <div key={item.key} className={`header-stat ${item.key}`}>
            <dt>{t(`inbox-stats:header.${item.key}`)}</dt>
            <dd>{item.text}</dd>
          </div>
        ))}
      </dl>
      {state.status === 'error' ? (
        <p className="header-stats-error" role="status">
          {t('inbox-stats:header.error', { message: state.message })}
        </p>
      ) : null}
    </section>
  );
}
