import {
  ApiRequestError,
  AUDIENCE_PAGE_SIZE,
  type AudienceFilters,
  AudienceSftpAccounts,
  ContactImport,
  ContactList,
  type ContactListInput,
  ContactListPage,
  ContactSearchPage,
} from '@omnicanal/api';
import { api, downloadFile, signedFetch } from '@omnicanal/stores';
import * as v from 'valibot';
import { everyPage } from './every-page.ts';

/*
 * The calls the audience screens make to the campaigns service (spec 002 §7, Contacts), decoded
 * with the schemas the server answers with. Plain functions so the screens stay thin.
 */

/** A skill an audience's filters may name. */
export interface Named {
  id: number;
  name: string;
}

export const listAudiences = (search: string, page: number, signal?: AbortSignal): Promise<ContactListPage> =>
  api('campaigns').get('/contacts/lists', {
    query: { search: search.trim() || undefined, page },
    answer: ContactListPage,
    signal,
  });

/**
 * The company's entry points, by name: an audience's origin filter, and a campaign's replies come
 * in through one. Here rather than in the campaigns' calls, which load with the campaign form.
 */
export const listEntryPoints = (signal?: AbortSignal): Promise<Named[]> =>
  api('core').get('/integrations/', {
    answer: v.array(v.object({ id: v.number(), name: v.string() })),
    signal,
  });

/** Every audience of the company, for a campaign's choice. */
export const listEveryAudience = (signal?: AbortSignal): Promise<ContactList[]> =>
  everyPage((page) => listAudiences('', page, signal), AUDIENCE_PAGE_SIZE);

export const readAudience = (id: number, signal?: AbortSignal): Promise<ContactList> =>
  api('campaigns').get(`/contacts/lists/${id}`, { answer: ContactList, signal });

/** The company's SFTP accounts an audience may read its file from. */
export const listAudienceSftpAccounts = async (signal?: AbortSignal): Promise<Named[]> =>
  (await api('campaigns').get('/contacts/sftp-accounts', { signal, answer: AudienceSftpAccounts })).map(
    (account) => ({ id: account.id, name: account.label }),
  );

export const saveAudience = (id: number | null, input: ContactListInput): Promise<ContactList> =>
  api('campaigns').post(id === null ? '/contacts/lists' : `/contacts/lists/${id}`, input, {
    answer: ContactList,
  });

export const deleteAudience = (id: number): Promise<void> => api('campaigns').delete(`/contacts/lists/${id}`);

/** The company's contacts an audience taken from the conversations would hold (first page). */
export const searchContacts = (filters: AudienceFilters, signal?: AbortSignal): Promise<ContactSearchPage> =>
  api('campaigns').post('/contacts/search', { filters, page: 1 }, { answer: ContactSearchPage, signal });

/** The company's skills, by name (the audience filters). */
export async function listSkills(signal?: AbortSignal): Promise<Named[]> {
  const skills = await api('core').get<{ id: number; name: string }[]>('/skills/', { signal });
  return skills.map((s) => ({ id: s.id, name: s.name }));
}

/**
 * Sends a CSV file into an audience (`POST /contacts/csv`). The audience's id and the file's size
 * go before the file: the server reads the file as it arrives and counts the progress against that
 * size, which `readAudience` shows meanwhile. Resolves with the import's report once it is through.
 */
export async function uploadAudienceCsv(
  listId: number,
  file: File,
  signal?: AbortSignal,
): Promise<ContactImport> {
  const form = new FormData();
  form.set('contact_list', String(listId));
  form.set('size', String(file.size));
  form.set('file', file, file.name);
  const response = await signedFetch('campaigns', '/contacts/csv', { method: 'POST', body: form, signal });
  const decoded = v.safeParse(ContactImport, await response.json());
  if (!decoded.success)
    throw new ApiRequestError({ status: response.status, code: 'server_error', fields: {}, general: [] });
  return decoded.output;
}

/**
 * Downloads an audience's contacts as CSV. The export needs the bearer token, so it is fetched and
 * handed to the browser as a file rather than opened as a link.
 */
export function downloadAudience(id: number): Promise<void> {
  return downloadFile('campaigns', `/contacts/lists/${id}/export`, {
    fallbackName: `export-audience-${id}.csv`,
  });
}
