import type { StatsDashboardQuery } from '@omnicanal/api';
import { statsRange } from '@omnicanal/core';
import type { FastifyRequest } from 'fastify';
import { companyZone } from '../billing/quotas.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { filterOf, type StatsFilter } from './conversations.ts';

/** Spec 002 §2: the `/dashboard` family is for statistics managers, managers, admins and owners. */
export const DASHBOARD_READERS = {
  auth: 'user',
  roles: ['stats_manager', 'manager', 'admin', 'owner'],
  denied: 'Only statistics managers, managers and above may read the dashboards.',
} as const;

/** Spec 002 §2: monitoring (`/dashboard/monitoring`) is for managers and above. */
export const MONITORING_READERS = {
  auth: 'user',
  rank: 'manager',
  denied: 'Only managers and above may read monitoring.',
} as const;

/**
 * The filter of a dashboard query: the caller's company only, its range read on the company's
 * wall clock (its owner's zone, as its plan and invoices are).
 */
export async function dashboardFilter(
  app: Parameters<ServicePlugin>[0],
  request: FastifyRequest,
  query: StatsDashboardQuery,
): Promise<StatsFilter> {
  const companyId = request.actor.companyId;
  const zone = await companyZone(app.db, companyId);
  const now = new Date(app.clock());
  return filterOf(companyId, zone, statsRange(query.interval, now, zone, query), now, query);
}
