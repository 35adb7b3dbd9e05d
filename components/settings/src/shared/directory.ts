import type { SettingsPage, Skill } from '@omnicanal/api';
import { api } from '@omnicanal/stores';
import type { Named } from '../model/scope-fields.ts';

/** The skills and sub-accounts an item may be restricted to. */
export interface Directory {
  skills: Named[];
  /** Null when sub-accounts are not offered or cannot be read by this user. */
  subaccounts: Named[] | null;
}

/**
 * Reads the company's skills, and its sub-accounts when the offer has them. Sub-accounts are an
 * administrator's list: when the server refuses them, the field is left out and an item keeps the
 * sub-accounts it has.
 */
export async function loadDirectory(signal: AbortSignal, withSubaccounts: boolean): Promise<Directory> {
  const [skills, subaccounts] = await Promise.all([
    api('core').get<Skill[]>('/skills/', { signal }),
    withSubaccounts
      ? api('core')
          .get<SettingsPage<Named>>('/subaccounts/', { query: { limit: '100' }, signal })
          .then(
            (page) => page.results.map(({ id, name }) => ({ id, name })),
            () => null,
          )
      : Promise.resolve(null),
  ]);
  return { skills: skills.map(({ id, name }) => ({ id, name })), subaccounts };
}
