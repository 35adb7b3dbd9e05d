import { hasRank, isRole, type Role } from '@omnicanal/core';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { DEFAULT_OFFER, findCompany } from '../core/repo.ts';
import { HttpError, notFound } from '../http/errors.ts';

/** The signed-in user a settings route acts for; every query is scoped to `companyId`. */
export interface SettingsActor {
  userId: number;
  companyId: number;
  role: Role;
  language: string;
}

export interface SettingsAccess {
  /** The lowest role allowed (spec 000 §6 ranks). */
  rank: Role;
  /** What the rule is about, for the 403 and 404 sentences. */
  what: string;
  /** Spec 002 §2: skills, groups' forms and external views exist in the self-hosted edition only. */
  selfHostedOnly?: boolean;
  /** Spec 002 §5: sub-accounts exist only when the company's offer allows more than one skill. */
  needsSubaccounts?: boolean;
}

/**
 * The actor of a settings request, or an error in this order: 401 without a live token, 404 when
 * the resource does not exist for this edition or offer (as the console hides the screen), 403
 * below the required rank.
 */
export async function requireSettingsActor(
  ctx: AppContext,
  request: FastifyRequest,
  access: SettingsAccess,
): Promise<SettingsActor> {
  const { user } = await requireUser(ctx.db, request);
  if (access.selfHostedOnly && ctx.config.edition === 'hosted') throw notFound(access.what);
  if (access.needsSubaccounts) {
    const company = await findCompany(ctx.db, user.company_id);
    const offer = { ...DEFAULT_OFFER, ...company?.offer };
    if (!company || offer.max_skills <= 1) throw notFound(access.what);
  }
  if (!isRole(user.role) || !hasRank(user.role, access.rank))
    throw new HttpError(403, 'permission_denied', `You may not do this on ${access.what}.`);
  return { userId: user.id, companyId: user.company_id, role: user.role, language: user.language };
}

/** A name or label already used in the company, as a field error on `field`. */
export const alreadyExists = (field: string) =>
  new HttpError(400, 'already_exists', `This ${field} is already used.`, { [field]: ['already_exists'] });
