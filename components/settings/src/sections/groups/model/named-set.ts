import type { SettingsSection } from '../../../model/sections.ts';

/** A skill group or a sub-account: both are a name and skill ids (`SkillGroup`, `Subaccount`). */
export interface NamedSet {
  id: number;
  name: string;
  skills: number[];
}

/** What differs between the groups screen and the sub-accounts screen. */
export interface SetKind {
  section: Extract<SettingsSection, 'groups' | 'subaccounts'>;
  /** Core API path, without its trailing slash: `/groups`. */
  path: '/groups' | '/subaccounts';
  /** Translation keys under `settings-skills:<texts>.` */
  texts: 'groups' | 'subaccounts';
  /** The `item` of an item's form: groups are edited at `/settings/groups/{id}/edit` (host routes). */
  editItem: (id: number) => string;
}

export const GROUPS: SetKind = {
  section: 'groups',
  path: '/groups',
  texts: 'groups',
  editItem: (id) => `${id}/edit`,
};

export const SUBACCOUNTS: SetKind = {
  section: 'subaccounts',
  path: '/subaccounts',
  texts: 'subaccounts',
  editItem: (id) => String(id),
};
