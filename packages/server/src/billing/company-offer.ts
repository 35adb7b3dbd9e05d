import { type Edition, offerFlags } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import { DEFAULT_OFFER, findCompany } from '../core/repo.ts';
import type { DB, Offer } from '../db/schema.ts';
import { findOffer, type SubscriptionRow, subscriptionOf } from './repo.ts';

/** What a company may do: its offer's terms, with the monthly packages the quotas count against. */
export interface CompanyOffer extends Offer {
  /** Messages a month, WhatsApp messages a month; null when unlimited. */
  max_messages: number | null;
  max_whatsapp_messages: number | null;
  /** The subscription the terms come from; null in the self-hosted edition, which has no billing. */
  subscription: SubscriptionRow | null;
}

/** The offer's flags (spec 000 §6 rules), then the features granted to the company itself. */
function withFlags(own: readonly string[], terms: { plan?: string; max_skills: number }): string[] {
  return [...new Set<string>([...offerFlags(terms), ...own])];
}

/**
 * The terms a company is held to. In the hosted edition they are its subscription's offer from the
 * catalogue, and any term set on the company itself (`companies.offer`: a custom plan's agreed
 * limits, a deal-marketplace account) wins over the offer's; its features are added to the offer's.
 * The self-hosted edition has no billing (spec 002 §1): only the company's own terms apply and
 * nothing is metered.
 */
export async function companyOffer(
  db: Kysely<DB>,
  companyId: number,
  edition: Edition,
): Promise<CompanyOffer> {
  const company = await findCompany(db, companyId);
  const own: Partial<Offer> = company?.offer ?? {};
  if (edition !== 'hosted') {
    const terms = { ...DEFAULT_OFFER, ...own };
    return {
      ...terms,
      features: withFlags(terms.features, terms),
      max_messages: null,
      max_whatsapp_messages: null,
      subscription: null,
    };
  }
  const subscription = await subscriptionOf(db, companyId);
  const offer = await findOffer(db, subscription.offer_code);
  const plan = subscription.offer_code;
  const maxSkills = own.max_skills ?? offer?.max_skills ?? 1;
  return {
    features: withFlags(own.features ?? [], { plan, max_skills: maxSkills }),
    is_appsumo: own.is_appsumo === true || offer?.kind === 'deal',
    plan,
    max_skills: maxSkills,
    max_agents: own.max_agents !== undefined ? own.max_agents : (offer?.max_agents ?? null),
    max_messages: offer?.max_messages ?? null,
    max_whatsapp_messages: offer?.max_whatsapp_messages ?? null,
    subscription,
  };
}
