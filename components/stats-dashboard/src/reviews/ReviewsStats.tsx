import { useStore } from '@nanostores/react';
import {
  fetchReviewsAgents,
  fetchReviewsPerStatus,
  fetchReviewsPlatforms,
  fetchReviewsPlatformsScore,
} from '@omnicanal/api';
import { averageRating, formatDuration, formatPercent, formatScore, REVIEW_STARS } from '@omnicanal/core';
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
 * The reviews dashboard (spec 002 §2 `/dashboard/reviews`): the customers' reviews on Google and
 * Trustpilot received in the range — how many, their ratings, how many were answered, over time,
 * by platform and stars, and who answered them how fast. Four calls of the second stats service.
 */
export function ReviewsStats(): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const { params, key, range } = useQuery();
  const loaded = useLoad(`reviews:${key}`, async () => {
    const http = api('stats2');
    const [statuses, platforms, scores, agents] = await Promise.all([
      fetchReviewsPerStatus(http, params),
      fetchReviewsPlatforms(http, params),
      fetchReviewsPlatformsScore(http, params),
      fetchReviewsAgents(http, params),
    ]);
    return { statuses, platforms, scores, agents };
  });
  const platformName = (platform: string) => t(`stats-dashboard:reviews.platforms.${platform}`);
  return (
    <>
      <div className="stats-tools">
        <ExportButtons
          service="stats2"
          path="/reviews/export/events"
          what="reviews"
          params={params}
          range={range}
        />
      </div>
      <LoadState
        loaded={loaded}
        isEmpty={({ statuses }) => statuses.total === 0}
        empty={t('stats-dashboard:reviews.empty')}
      >
        {({ statuses, platforms, scores, agents }) => {
          const count = (status: string) => statuses.statuses.find((s) => s.status === status)?.count ?? 0;
          const rated = scores.platforms.reduce((sum, p) => sum + p.reviews, 0);
          const stars = REVIEW_STARS.map((_, i) =>
            scores.platforms.reduce((sum, p) => sum + (p.stars[i] ?? 0), 0),
          );
          const average = averageRating(
            stars.reduce((sum, n, i) => sum + n * (i + 1), 0),
            rated,
          );
          return (
            <div className="stats-grid">
              <Kpis
                label={t('stats-dashboard:kpi.label')}
                items={[
                  { label: t('stats-dashboard:reviews.received'), value: String(statuses.total) },
                  { label: t('stats-dashboard:reviews.average'), value: formatScore(average, 5, locale) },
                  {
                    label: t('stats-dashboard:reviews.status.answered'),
                    value: String(count('answered')),
                    hint: formatPercent(statuses.answer_rate, locale),
                  },
                  { label: t('stats-dashboard:reviews.status.waiting'), value: String(count('waiting')) },
                ]}
              />
              <TimeChart
                title={t('stats-dashboard:reviews.chart')}
                bucket={platforms.bucket}
                timeZone={platforms.zone}
                buckets={platforms.buckets}
                series={[
                  { key: 'google', label: platformName('google'), color: '--_oc-color-primary' },
                  { key: 'trustpilot', label: platformName('trustpilot'), color: '--_oc-color-success' },
                ]}
              />
              <Bars
                caption={t('stats-dashboard:reviews.by_stars')}
                valueLabel={t('stats-dashboard:reviews.count')}
                rows={[...REVIEW_STARS].reverse().map((star) => ({
                  key: star,
                  label: t('stats-dashboard:reviews.stars', { count: star }),
                  value: stars[star - 1] ?? 0,
                }))}
              />
              <Bars
                caption={t('stats-dashboard:reviews.by_status')}
                valueLabel={t('stats-dashboard:reviews.count')}
                rows={statuses.statuses.map((s) => ({
                  key: s.status,
                  label: t(`stats-dashboard:reviews.status.${s.status}`),
                  value: s.count,
                }))}
              />
              <div className="table-scroll">
                <table className="stats-table">
                  <caption>{t('stats-dashboard:reviews.by_platform')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('stats-dashboard:reviews.platform')}</th>
                      <th scope="col" className="num">
                        {t('stats-dashboard:reviews.count')}
                      </th>
                      <th scope="col" className="num">
                        {t('stats-dashboard:reviews.average')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {scores.platforms.map((p) => (
                      <tr key={p.platform}>
                        <th scope="row">{platformName(p.platform)}</th>
                        <td className="num">{p.reviews}</td>
                        <td className="num">{formatScore(p.avg_rating, 5, locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="table-scroll">
                <table className="stats-table">
                  <caption>{t('stats-dashboard:reviews.agents')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('stats-dashboard:reviews.agent')}</th>
                      <th scope="col" className="num">
                        {t('stats-dashboard:reviews.status.answered')}
                      </th>
                      <th scope="col" className="num">
                        {t('stats-dashboard:reviews.status.ignored')}
                      </th>
                      <th scope="col" className="num">
                        {t('stats-dashboard:reviews.response')}
                      </th>
                      <th scope="col" className="num">
                        {t('stats-dashboard:reviews.answered_average')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {agents.agents.length === 0 ? (
                      <tr>
                        <td colSpan={5}>{t('stats-dashboard:reviews.no_agents')}</td>
                      </tr>
                    ) : (
                      agents.agents.map((row) => (
                        <tr key={row.agent}>
                          <th scope="row">{row.name}</th>
                          <td className="num">{row.answered}</td>
                          <td className="num">{row.ignored}</td>
                          <td className="num">{formatDuration(row.avg_response)}</td>
                          <td className="num">{formatScore(row.avg_rating, 5, locale)}</td>
                        </tr>
                      ))
                    )}
                  </tbody>
                </table>
              </div>
            </div>
          );
        }}
      </LoadState>
    </>
  );
}
