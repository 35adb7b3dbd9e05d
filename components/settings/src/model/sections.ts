/**
 * The settings areas `<oc-settings>` draws, named by its `section` attribute (spec 002 §2). Each
 * is also the last part of its route (`/settings/<section>`), except `account-delete`
 * (`/settings/account/delete`) and `channels` (`/messaging`, spec 000 route table).
 */
export const SETTINGS_SECTIONS = [
  'account',
  'account-delete',
  'agents',
  'calendars',
  'skills',
  'groups',
  'subaccounts',
  'contact-reasons',
  'msglib',
  'rooms',
  'external-views',
  'chat',
  'public-api',
  'channels',
  'surveys',
  'third-parties',
  'scheduled-exports',
] as const;

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** The section an attribute names, or null for a missing or unknown one. */
export function sectionOf(attribute: unknown): SettingsSection | null {
  return (SETTINGS_SECTIONS as readonly unknown[]).includes(attribute)
    ? (attribute as SettingsSection)
    : null;
}

/** The console path of a section, and of an item below it (`add`, an id). */
export function sectionPath(section: SettingsSection, item?: string): string {
  const base =
    section === 'account-delete'
      ? '/settings/account/delete'
      : section === 'channels'
        ? '/messaging'
        : section === 'third-parties'
          ? '/third-parties'
          : `/settings/${section}`;
  return item ? `${base}/${item.split('/').map(encodeURIComponent).join('/')}` : base;
}
