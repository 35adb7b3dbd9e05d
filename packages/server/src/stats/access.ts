import type { StatsDashboardQuery } from '@omnicanal/api';
import { DASHBOARD_ROLES, statsRange } from '@omnicanal/core';
import type { FastifyRequest } from 'fastify';
import { readerCompany } from '../auth/access.ts';
import { companyZone } from '../billing/quotas.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { filterOf, type StatsFilter } from './conversations.ts';

/**
 * Spec 002 §2: the `/dashboard` family is for statistics managers, managers, admins and owners,
 * and for the key accounts the company granted them to (issue 19 point 3).
 */
export const DASHBOARD_READERS = {
  auth: 'dashboard',
  roles: DASHBOARD_ROLES,
  denied: 'Only statistics managers, managers and above may read the dashboards.',
} as const;

/** Spec 002 §2: monitoring (`/dashboard/monitoring`) is for managers and above, and granted key accounts. */
export const MONITORING_READERS = {
  auth: 'dashboard',
  rank: 'manager',
  denied: 'Only managers and above may read monitoring.',
} as const;

/**
 * The filter of a dashboard query: the company read (`readerCompany`) only, its range read on the company's
 * wall clock (its owner's zone, as its plan and invoices are).
 */
export async function dashboardFilter(
  app: Parameters<ServicePlugin>[0],
  request: FastifyRequest,
  query: StatsDashboardQuery,
): Promise<StatsFilter> {
  const companyId = readerCompany(request);
  const zone = await companyZone(app.db, companyId);
  const now = new Date(app.clock());
  return filterOf(companyId, zone, statsRange(query.interval, now, zone, query), now, query);
}
