import type { Customer } from '@omnicanal/api';
import type { Edition } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import { findCompany, toCustomer } from '../core/repo.ts';
import type { DB } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { companyOffer } from './company-offer.ts';
import { subscriptionView } from './repo.ts';

/** `GET /customer/`: the company with the terms of its offer. */
export async function customerOf(db: Kysely<DB>, edition: Edition, companyId: number): Promise<Customer> {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('company');
  const offer = await companyOffer(db, companyId, edition);
  return toCustomer(company, offer, offer.subscription && subscriptionView(offer.subscription), false);
}
