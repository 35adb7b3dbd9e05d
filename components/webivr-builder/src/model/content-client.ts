import { ApiRequestError, fetchWebivrVersions, type WebivrAccount } from '@omnicanal/api';
import { api, downloadFile } from '@omnicanal/stores';

/*
 * What the list, the account form and the content screens read besides the web IVR calls of
 * packages/api: the company's skills by name, and the label of an account's production version.
 */

/** A skill to choose or to name. */
export interface Named {
  id: number;
  name: string;
}

/** The skills the caller may pick (the core service answers a manager their own). */
export async function listSkills(signal?: AbortSignal): Promise<Named[]> {
  const skills = await api('core').get<{ id: number; name: string }[]>('/skills/', { signal });
  return skills.map((skill) => ({ id: skill.id, name: skill.name }));
}

/** The webivr service's client, for the calls of packages/api. */
export const webivr = () => api('webivr');

/**
 * The production version's label of each published account (spec 001 §4), by account id. An
 * account whose versions cannot be read is left out: the list then says it is published, unnamed.
 */
export async function productionLabels(accounts: readonly WebivrAccount[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  await Promise.all(
    accounts
      .filter((account) => account.production_version !== null)
      .map(async (account) => {
        try {
          const versions = await fetchWebivrVersions(webivr(), account.id);
          const production = versions.find((version) => version.kind === 'production');
          if (production?.label) out.set(account.id, production.label);
        } catch (error) {
          // The list stays usable without the name; anything but an API refusal is a bug.
          if (!(error instanceof ApiRequestError)) throw error;
        }
      }),
  );
  return out;
}

/**
 * Downloads the forms' submissions as a spreadsheet (`GET /forms/xlsx-export`): one form's, or
 * every form's. The export needs the token, so it is fetched and handed to the browser as a file.
 */
export function exportSubmissions(form?: number): Promise<void> {
  return downloadFile('webivr', '/forms/xlsx-export', {
    query: form === undefined ? {} : { form },
    fallbackName: 'formulaires.xlsx',
  });
}
