import { useStore } from '@nanostores/react';
import { fetchCommentsStats } from '@omnicanal/api';
import { formatDuration, formatPercent } from '@omnicanal/core';
import { $locale, api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { ExportButtons } from '../shared/ExportButtons.tsx';
import { Kpis } from '../shared/Kpis.tsx';
import { LoadState } from '../shared/State.tsx';
import { TimeChart } from '../shared/TimeChart.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { useQuery } from '../shared/useQuery.ts';

/**
 * The public comments dashboard (spec 002 §2 `/dashboard/comments`, `GET
 * /stats/dashboard-comments-gc`): comments left under the company's posts in the range and how
 * many were answered. No channel brings comments in yet, so the server answers zeros and the
 * screen says there is nothing to count.
 */
export function CommentsStats(): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const { params, key, range } = useQuery();
  const loaded = useLoad(`comments:${key}`, () => fetchCommentsStats(api('stats'), params));
  return (
    <>
      <div className="stats-tools">
        <ExportButtons
          service="stats"
          path="/stats/dashboard-comments-gc-export"
          what="comments"
          params={params}
          range={range}
        />
      </div>
      <LoadState
        loaded={loaded}
        isEmpty={(stats) => stats.comments === 0}
        empty={t('stats-dashboard:comments.empty')}
      >
        {(stats) => (
          <div className="stats-grid">
            <Kpis
              label={t('stats-dashboard:kpi.label')}
              items={[
                { label: t('stats-dashboard:comments.comments'), value: String(stats.comments) },
                {
                  label: t('stats-dashboard:comments.answered'),
                  value: String(stats.answered),
                  hint: formatPercent(stats.answer_rate, locale),
                },
                {
                  label: t('stats-dashboard:comments.first_response'),
                  value: formatDuration(stats.avg_first_response),
                },
              ]}
            />
            <TimeChart
              title={t('stats-dashboard:comments.chart')}
              bucket={stats.bucket}
              timeZone={stats.zone}
              buckets={stats.buckets}
              series={[
                {
                  key: 'comments',
                  label: t('stats-dashboard:comments.comments'),
                  color: '--_oc-color-primary',
                },
                {
                  key: 'answered',
                  label: t('stats-dashboard:comments.answered'),
                  color: '--_oc-color-success',
                },
              ]}
            />
          </div>
        )}
      </LoadState>
    </>
  );
}
