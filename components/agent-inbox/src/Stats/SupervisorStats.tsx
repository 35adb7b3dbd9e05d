import { useStore } from '@nanostores/react';
import { errorMessage } from '@omnicanal/i18n';
import { $session } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import { useState } from 'react';
import { exportCsv } from './exportCsv.ts';
import { canSupervise, initialFilters, type StatsFilters, statsRequest } from './model/query.ts';
import { StatsCards } from './StatsCards.tsx';
import { StatsChart } from './StatsChart.tsx';
import { StatsDetails } from './StatsDetails.tsx';
import { StatsFilterBar } from './StatsFilterBar.tsx';
import { useAgentStats } from './useAgentStats.ts';
import { useStatsDirectory } from './useStatsDirectory.ts';

/**
 * The "Statistiques" view (spec 000 §3, §6–§7, §9): a period, and for supervisors and managers a
 * skill and an agent; the figures, a chart of the period's buckets, the rooms, and a CSV export.
 * Other users see their own statistics.
 */
export function SupervisorStats() {
  const t = useT();
  const { user } = useStore($session);
  const supervisor = canSupervise(user?.user_role);
  const [filters, setFilters] = useState<StatsFilters>(initialFilters);
  const directory = useStatsDirectory(supervisor, filters.skill);
  const state = useAgentStats(filters, supervisor);
  const request = statsRequest(filters, supervisor);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const onExport = async () => {
    if (!request.ok) return;
    setExporting(true);
    setExportError(null);
    try {
      await exportCsv(request.payload, supervisor);
    } catch (error) {
      setExportError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const stats = state.status === 'ready' || state.status === 'loading' ? (state.stats ?? null) : null;
  return (
    <section className="supervisor-stats" aria-labelledby="stats-title">
      <header className="stats-head">
        <h2 id="stats-title">{t('inbox-stats:stats.title')}</h2>
        <button type="button" onClick={onExport} disabled={!request.ok || exporting} aria-busy={exporting}>
          {exporting ? t('inbox-stats:stats.exporting') : t('inbox-stats:stats.export')}
        </button>
      </header>
      {supervisor ? null : <p className="stats-note">{t('inbox-stats:stats.own')}</p>}
      <StatsFilterBar filters={filters} onChange={setFilters} directory={supervisor ? directory : null} />
      {request.ok ? null : (
        <p className="stats-note" role="status">
          {t(`inbox-stats:stats.range.${request.problem}`)}
        </p>
      )}
      {directory.error && supervisor ? (
        <p className="stats-error" role="alert">
          {directory.error}
        </p>
      ) : null}
      {exportError ? (
        <p className="stats-error" role="alert">
          {exportError}
        </p>
      ) : null}
      {state.status === 'loading' ? (
        <p className="stats-note" role="status">
          {t('inbox-stats:stats.loading')}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <p className="stats-error" role="alert">
          {state.message}
        </p>
      ) : null}
      {stats ? (
        <div className="stats-body" aria-busy={state.status === 'loading'}>
          <StatsCards stats={stats} />
          {stats.total_count === 0 ? (
            <p className="stats-empty">{t('inbox-stats:stats.empty')}</p>
          ) : (
            <>
              <StatsChart stats={stats} />
              <StatsDetails stats={stats} />
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
