import type { HttpClient } from '../http.ts';
import { CampaignStats, CampaignStatsInterval } from '../schemas/campaign.ts';
import type { StatsDashboardParams } from '../schemas/stats-dashboard.ts';

/*
 * The campaigns' statistics calls (spec 002 §7 "Campaigns service"), over the `campaigns` base. A
 * module of their own, so a screen that never shows them never loads the campaigns' schemas.
 */

/** What the campaign statistics take: the dashboards' range, maybe one campaign. */
export interface CampaignStatsParams
  extends Pick<StatsDashboardParams, 'interval' | 'dt_gt' | 'dt_lt' | 'company'> {
  campaign?: number | null;
}

/** `GET /stats/campaigns` (the `campaigns` base): messages sent in the range and where they stand, per campaign. */
export const fetchCampaignStats = (http: HttpClient, params: CampaignStatsParams) =>
  http.get('/stats/campaigns', { answer: CampaignStats, query: { ...params } });

/** `GET /stats/campaigns/interval` (the `campaigns` base): the same counts bucket by bucket. */
export const fetchCampaignStatsInterval = (http: HttpClient, params: CampaignStatsParams) =>
  http.get('/stats/campaigns/interval', { answer: CampaignStatsInterval, query: { ...params } });
