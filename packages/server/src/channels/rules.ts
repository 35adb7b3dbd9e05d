/**
 * The channel rules that need the database or the company (spec 002 §5): the kind is fixed once
 * created, the skill must be the company's, full WhatsApp needs an Essential, Pro or Enterprise
 * plan, a Google reviews location belongs to one channel, and a channel has every secret its kind
 * needs. The rules its shape alone decides are the schema's (`ChannelInput`).
 */
import { CHANNEL_SECRETS, type ChannelInput } from '@omnicanal/api';
import { WHATSAPP_FULL_PLANS } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import { findCompanySkill } from '../bot/repo.ts';
import { findCompany } from '../core/repo.ts';
import type { DB } from '../db/schema.ts';
import type { FieldErrors } from '../http/errors.ts';
import { type ChannelRow, locationTaken } from './repo.ts';

/** Field errors of a channel about to be saved (`stored` null when added): empty when it may be. */
export async function channelProblems(
  db: Kysely<DB>,
  companyId: number,
  input: ChannelInput,
  stored: ChannelRow | null,
): Promise<FieldErrors> {
  if (stored && stored.kind !== input.kind) return { kind: ['type_locked'] };
  const problems: FieldErrors = {};
  if (!(await findCompanySkill(db, companyId, input.skill))) problems.skill = ['not_found'];
  if (input.kind === 'whatsapp' && input.settings.plan === 'full') {
    const plan = (await findCompany(db, companyId))?.offer.plan;
    if (!plan || !WHATSAPP_FULL_PLANS.includes(plan))
      problems['settings.plan'] = ['whatsapp_full_plan_required'];
  }
  if (
    input.kind === 'google_reviews' &&
    (await locationTaken(db, companyId, input.settings.location, stored?.id ?? null))
  )
    problems['settings.location'] = ['location_already_linked'];
  const given: Record<string, string | undefined> = input.secrets;
  for (const name of CHANNEL_SECRETS[input.kind])
    if (!given[name] && !stored?.secrets[name]) problems[`secrets.${name}`] = ['required'];
  return problems;
}
