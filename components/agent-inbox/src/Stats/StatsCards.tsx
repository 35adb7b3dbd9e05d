import { useStore } from '@nanostores/react';
import type { AgentStats } from '@omnicanal/api';
import { formatDuration, formatPercent } from '@omnicanal/core';
import { $locale } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';

/** The figures of the period as cards (spec 000 §3 "Agent statistics"). */
export function StatsCards({ stats }: { stats: AgentStats }) {
  const t = useT();
  const locale = useStore($locale);
  const cards = [
    { key: 'total', value: String(stats.total_count) },
    { key: 'waiting', value: String(stats.waiting_count) },
    { key: 'late', value: String(stats.late_count) },
    { key: 'closed', value: String(stats.closed_count) },
    { key: 'agents', value: String(stats.agent_count) },
    { key: 'handleRate', value: formatPercent(stats.handle_rate, locale) },
    { key: 'avgWaiting', value: formatDuration(stats.average_waiting) },
    { key: 'avgRunning', value: formatDuration(stats.average_running) },
  ];
  return (
    <dl className="stats-cards" aria-label={t('inbox-stats:stats.figures')}>
      {cards.map((card) => (
        <div key={card.key} className="stats-card">
          <dt>{t(`inbox-stats:stats.cards.${card.key}`)}</dt>
          <dd>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
