import {
  ApiRequestError,
  AudienceReport,
  Campaign,
  CampaignExtraDataReport,
  type CampaignInput,
  CampaignPage,
  CampaignRecipientPage,
  normaliseError,
  TEMPLATE_PAGE_SIZE,
  TemplatePage,
  WebivrLink,
} from '@omnicanal/api';
import type { CampaignStatus, RecipientStatus } from '@omnicanal/core';
import { $session, api, clearSession, serviceBase } from '@omnicanal/stores';
import * as v from 'valibot';
import { everyPage } from './every-page.ts';

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

/** Nothing more goes out until it is resumed; what the channel already holds still does. */
export const pauseCampaign = (id: number): Promise<Campaign> =>
  api('campaigns').post(`/campaigns/${id}/pause`, undefined, { answer: Campaign });

/** A paused campaign goes on where it stood. */
export const resumeCampaign = (id: number): Promise<Campaign> =>
  api('campaigns').post(`/campaigns/${id}/resume`, undefined, { answer: Campaign });

/** The failed recipients queued again for one new message each. */
export const retryFailed = (id: number): Promise<Campaign> =>
  api('campaigns').post(`/campaigns/${id}/retry-failed`, undefined, { answer: Campaign });

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

/** Creates (`id` null) or changes a campaign; the server checks spec 002 §5 and answers it. */
export const saveCampaign = (
  id: number | null,
  input: v.InferInput<typeof CampaignInput>,
): Promise<Campaign> =>
  api('campaigns').post(id === null ? '/campaigns' : `/campaigns/${id}`, input, { answer: Campaign });

/** How many contacts the audiences hold, distinct, and kept by the campaign's filters. */
export const audienceReport = (
  contactLists: number[],
  campaignId: number | null,
  signal?: AbortSignal,
): Promise<AudienceReport> =>
  api('campaigns').post(
    '/campaigns/audience-report',
    { contact_lists: contactLists, campaign_id: campaignId },
    { answer: AudienceReport, signal },
  );

/** The company's validated templates, every kind and every page (the form keeps those of the campaign's type). */
export const listValidatedTemplates = (signal?: AbortSignal) =>
  everyPage(
    (page) =>
      api('campaigns').get('/templates', {
        query: { status: 'VALIDATED', page },
        answer: TemplatePage,
        signal,
      }),
    TEMPLATE_PAGE_SIZE,
  );

/** The visual IVR links a variable can send: entry points opening a published web IVR. */
export const listWebivrLinks = (signal?: AbortSignal): Promise<WebivrLink[]> =>
  api('campaigns').get('/campaigns/webivr-links', { answer: v.array(WebivrLink), signal });

/** The figures of the campaign's variable file in place (all zero and no column when it has none). */
export const variableFileReport = (id: number, signal?: AbortSignal): Promise<CampaignExtraDataReport> =>
  api('campaigns').post(`/campaigns/${id}/extradata/report`, undefined, {
    answer: CampaignExtraDataReport,
    signal,
  });

/**
 * Sends the campaign's variable file (`POST /campaigns/{id}/extradata`, multipart `file`) and
 * resolves with its report. XMLHttpRequest rather than fetch: only it reports the upload's
 * progress, given to `onProgress` as a whole percent. Refusals reject with the server's error.
 */
export function uploadVariableFile(
  id: number,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<CampaignExtraDataReport> {
  const form = new FormData();
  form.set('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const base = new URL(serviceBase('campaigns'), globalThis.location?.href).href.replace(/\/+$/, '');
    xhr.open('POST', `${base}/campaigns/${id}/extradata`);
    const token = $session.get().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: the status decides.
      }
      const decoded = v.safeParse(CampaignExtraDataReport, body);
      if (xhr.status >= 200 && xhr.status < 300 && decoded.success) return resolve(decoded.output);
      if ((xhr.status === 401 || xhr.status === 403) && token) clearSession();
      reject(
        new ApiRequestError(normaliseError(xhr.status >= 200 && xhr.status < 300 ? 500 : xhr.status, body)),
      );
    };
    xhr.onerror = () =>
      reject(new ApiRequestError({ status: 0, code: 'network_error', fields: {}, general: [] }));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
