import type { Role } from '@omnicanal/core';
import { hasRank } from '@omnicanal/core';
import type { SettingsSection } from './sections.ts';

/**
 * The lowest role each section lets in (spec 002 §2 and §6). The console's route guard asks the
 * same before mounting the element; the element asks again because a partner page may mount it
 * on its own. The server refuses the calls either way.
 */
export const SECTION_RANK: Readonly<Record<SettingsSection, Role>> = {
  account: 'agent',
  'account-delete': 'admin',
  agents: 'manager',
  calendars: 'admin',
  skills: 'admin',
  groups: 'content_manager',
  subaccounts: 'admin',
  'contact-reasons': 'manager',
  msglib: 'manager',
  rooms: 'admin',
  'external-views': 'owner',
  chat: 'admin',
  'public-api': 'admin',
  // Managers read the list; adding and changing need an admin (checked on those screens).
  channels: 'manager',
  surveys: 'admin',
  'third-parties': 'admin',
  'scheduled-exports': 'admin',
};

export function canOpen(role: Role, section: SettingsSection): boolean {
  return hasRank(role, SECTION_RANK[section]);
}
