import type { Role } from '@omnicanal/core';
import type { RouteAccess } from '../../auth/access.ts';
import { HttpError } from '../../http/errors.ts';

export interface SettingsAccess {
  /** The lowest role allowed (spec 000 §6 ranks). */
  rank: Role;
  /** What the rule is about, for the 403 and 404 sentences. */
  what: string;
  /** Spec 002 §2: skills, groups' forms and external views exist in the self-hosted edition only. */
  selfHostedOnly?: boolean;
  /** Spec 002 §5: sub-accounts exist only when the company's offer allows more than one skill. */
  needsSubaccounts?: boolean;
  /** Spec 000 §1: exists only when the company's offer lists this feature (surveys). */
  needsFeature?: string;
}

/**
 * The route access of a settings rule: 401 without a live token, 404 when the resource does not
 * exist for this edition or offer (as the console hides the screen), 403 below the required rank.
 */
export const settingsRoute = (access: SettingsAccess): RouteAccess => ({
  auth: 'user',
  ...access,
  denied: `You may not do this on ${access.what}.`,
});

/** A name or label already used in the company, as a field error on `field`. */
export const alreadyExists = (field: string) =>
  new HttpError(400, 'already_exists', `This ${field} is already used.`, { [field]: ['already_exists'] });
