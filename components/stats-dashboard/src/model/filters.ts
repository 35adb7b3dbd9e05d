import { type DayRange, localToday, presetRange } from '@omnicanal/ui';
import { atom } from 'nanostores';

/**
 * The filters every dashboard screen reads, kept while a user moves between screens: the range
 * (last week to start with), one skill and one agent. Element-local state.
 */
export const initialRange = (): DayRange => presetRange('lastweek', localToday());
export const $range = atom<DayRange>(initialRange());
export const $skill = atom<number | null>(null);
export const $agent = atom<string | null>(null);
/** With a key account's token: the granted company whose dashboards are read (`company-id`). */
export const $company = atom<number | null>(null);

/** The web IVR screens: one web IVR, or null for all of them (the tree shows the first). */
export const $webivrAccount = atom<number | null>(null);

/** The campaigns screen: one campaign, or null for all. */
export const $campaign = atom<number | null>(null);

/** Back to the starting filters (a new sign-in, a test). */
export function resetFilters(): void {
  $range.set(initialRange());
  $skill.set(null);
  $agent.set(null);
  $company.set(null);
  $webivrAccount.set(null);
  $campaign.set(null);
}
