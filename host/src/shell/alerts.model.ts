import type { RouteDef } from '../routes.ts';
import { SUBSCRIPTION_OFFER_ROUTE, SUBSCRIPTION_ROUTE } from '../routes.ts';

/** A header alert of spec 000 §2. */
export type HeaderAlert = 'confirm-email' | 'over-quota';

/**
 * spec 000 §2: "confirm your email" while the email is unconfirmed, except on confirm-email
 * itself; "over quota" while the customer is over quota, except on the subscription route.
 */
export function headerAlerts(
  user: { has_confirm_email: boolean } | null,
  customer: { over_quota: boolean } | null,
  route: RouteDef | null,
): HeaderAlert[] {
  const alerts: HeaderAlert[] = [];
  if (user && !user.has_confirm_email && route?.name !== 'confirm-email') alerts.push('confirm-email');
  const onPlans = route?.name === SUBSCRIPTION_ROUTE || route?.name === SUBSCRIPTION_OFFER_ROUTE;
  if (user && customer?.over_quota && !onPlans) alerts.push('over-quota');
  return alerts;
}

/** Where "view plans" leads. */
export const PLANS_URL = '/settings/billing/subscription';
