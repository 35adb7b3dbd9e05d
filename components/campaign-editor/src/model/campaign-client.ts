import { Campaign, CampaignPage, CampaignRecipientPage } from '@omnicanal/api';
import type { CampaignStatus, RecipientStatus } from '@omnicanal/core';
import { api } from '@omnicanal/stores';

/*
 * The calls the campaign screens make to the campaigns service (spec 002 §7, Campaigns), decoded
 * with the schemas the server answers with.
 */

export const listCampaigns = (
  filters: { search: string; status: CampaignStatus | ''; page: number },
  signal?: AbortSignal,
): Promise<CampaignPage> =>
  api('campaigns').get('/campaigns', {
    query: {
      search: filters.search.trim() || undefined,
      status: filters.status || undefined,
      page: filters.page,
    },
    answer: CampaignPage,
    signal,
  });

export const readCampaign = (id: number, signal?: AbortSignal): Promise<Campaign> =>
  api('campaigns').get(`/campaigns/${id}`, { answer: Campaign, signal });

export const deleteCampaign = (id: number): Promise<void> => api('campaigns').delete(`/campaigns/${id}`);

/** Spec 002 §4: cancelled after confirmation; recipients not reached yet are not sent to. */
export const cancelCampaign = (id: number): Promise<Campaign> =>
  api('campaigns').post(`/campaigns/${id}/cancel`, undefined, { answer: Campaign });

/** A manual campaign's send, now. */
export const sendCampaign = (id: number): Promise<Campaign> =>
  api('campaigns').post(`/campaigns/${id}/send`, undefined, { answer: Campaign });

export const listRecipients = (
  id: number,
  filters: { status: RecipientStatus | ''; page: number },
  signal?: AbortSignal,
): Promise<CampaignRecipientPage> =>
  api('campaigns').get(`/campaigns/${id}/recipients`, {
    query: { status: filters.status || undefined, page: filters.page },
    answer: CampaignRecipientPage,
    signal,
  });
