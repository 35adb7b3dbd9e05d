import { useStore } from '@nanostores/react';
import { type CampaignStatsParams, fetchCampaignStats, fetchCampaignStatsInterval } from '@omnicanal/api';
import { formatPercent, percent } from '@omnicanal/core';
import { $locale, api } from '@omnicanal/stores';
import { useT } from '@omnicanal/ui';
import type { ReactElement } from 'react';
import { $campaign } from '../model/filters.ts';
import { paramsKey } from '../model/query.ts';
import { ExportButtons } from '../shared/ExportButtons.tsx';
import { Kpis } from '../shared/Kpis.tsx';
import { LoadState } from '../shared/State.tsx';
import { TimeChart } from '../shared/TimeChart.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { useQuery } from '../shared/useQuery.ts';

const STAGES = ['sent', 'delivered', 'read', 'replied', 'failed'] as const;

/**
 * The campaigns' figures (spec 002 §2 `/dashboard/campaigns`, `/stats/campaigns`): the messages
 * campaigns sent in the range and how far they got — delivered, read, answered, failed — in total
 * with each one's share of those sent, over time, and campaign by campaign.
 */
export function CampaignsStats(): ReactElement {
  const t = useT();
  const locale = useStore($locale);
  const campaign = useStore($campaign);
  const { params: base, range } = useQuery();
  const params: CampaignStatsParams = {
    interval: base.interval,
    dt_gt: base.dt_gt,
    dt_lt: base.dt_lt,
    ...(base.company ? { company: base.company } : {}),
    ...(campaign === null ? {} : { campaign }),
  };
  const loaded = useLoad(`campaigns:${paramsKey(params)}`, async () => {
    const http = api('campaigns');
    const [totals, interval] = await Promise.all([
      fetchCampaignStats(http, params),
      fetchCampaignStatsInterval(http, params),
    ]);
    return { totals, interval };
  });
  const campaigns = loaded.data?.totals.campaigns;
  return (
    <>
      <div className="stats-tools">
        <label className="stats-account">
          <span>{t('stats-dashboard:campaigns.campaign')}</span>
          <select
            value={campaign ?? ''}
            disabled={!campaigns}
            onChange={(e) => $campaign.set(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
          >
            <option value="">{t('stats-dashboard:campaigns.all')}</option>
            {campaigns?.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
        <ExportButtons
          service="campaigns"
          path="/stats/campaigns/export"
          what="campaigns"
          params={params as never}
          range={range}
          formats={['csv']}
        />
      </div>
      <LoadState
        loaded={loaded}
        isEmpty={({ totals }) => totals.totals.sent === 0}
        empty={t('stats-dashboard:campaigns.empty')}
      >
        {({ totals: { totals, campaigns: rows }, interval }) => (
          <div className="stats-grid">
            <Kpis
              label={t('stats-dashboard:kpi.label')}
              items={STAGES.map((stage) => ({
                label: t(`stats-dashboard:campaigns.${stage}`),
                value: String(totals[stage]),
                hint:
                  stage === 'sent' ? undefined : formatPercent(percent(totals[stage], totals.sent), locale),
              }))}
            />
            <TimeChart
              title={t('stats-dashboard:campaigns.chart')}
              bucket={interval.bucket}
              timeZone={interval.zone}
              buckets={interval.buckets}
              series={[
                { key: 'sent', label: t('stats-dashboard:campaigns.sent'), color: '--_oc-color-muted' },
                {
                  key: 'delivered',
                  label: t('stats-dashboard:campaigns.delivered'),
                  color: '--_oc-color-primary',
                },
                { key: 'read', label: t('stats-dashboard:campaigns.read'), color: '--_oc-color-success' },
                {
                  key: 'replied',
                  label: t('stats-dashboard:campaigns.replied'),
                  color: '--_oc-color-warning',
                },
              ]}
            />
            <div className="table-scroll">
              <table className="stats-table">
                <caption>{t('stats-dashboard:campaigns.table')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('stats-dashboard:campaigns.campaign')}</th>
                    {STAGES.map((stage) => (
                      <th key={stage} scope="col" className="num">
                        {t(`stats-dashboard:campaigns.${stage}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">{row.name}</th>
                      {STAGES.map((stage) => (
                        <td key={stage} className="num">
                          {row[stage]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </LoadState>
    </>
  );
}
