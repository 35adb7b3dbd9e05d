import type { Customer, MonthlyUsage } from '@omnicanal/api';
import type { Edition } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import { findCompany, toCustomer } from '../core/repo.ts';
import type { DB } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { type CompanyOffer, companyOffer } from './company-offer.ts';
import { companyZone, isOverQuota, monthlyUsage, monthOf } from './quotas.ts';
import { subscriptionView } from './repo.ts';

/** This month's usage of the company's packages, at `now`, in the company's time zone. */
export async function usageOf(
  db: Kysely<DB>,
  companyId: number,
  offer: CompanyOffer,
  now: Date,
): Promise<MonthlyUsage> {
  const usage = await monthlyUsage(db, companyId, monthOf(now, await companyZone(db, companyId)));
  return {
    period_start: usage.start.toISOString(),
    period_end: usage.end.toISOString(),
    messages: usage.messages,
    whatsapp_messages: usage.whatsapp_messages,
    over_quota: isOverQuota(usage, offer),
  };
}

/**
 * `GET /customer/`: the company with the terms of its offer, and whether a package is used up this
 * month (never in the self-hosted edition, which meters nothing).
 */
export async function customerOf(
  db: Kysely<DB>,
  edition: Edition,
  companyId: number,
  now: Date,
): Promise<Customer> {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('company');
  const offer = await companyOffer(db, companyId, edition);
  const overQuota = offer.subscription !== null && (await usageOf(db, companyId, offer, now)).over_quota;
  return toCustomer(company, offer, offer.subscription && subscriptionView(offer.subscription), overQuota);
}
