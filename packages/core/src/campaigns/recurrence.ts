import { RRule } from '../rrule.ts';
import type { RecurrenceFreq } from './kinds.ts';
import { instantOf, wallClockOf, wallFields } from './zone.ts';

/** A campaign's plan: its first send (a wall clock of its zone), the zone, and how it repeats. */
export interface CampaignPlan {
  /** `YYYY-MM-DDTHH:mm` in `tzid`. */
  dtstart: string;
  tzid: string;
  recurrence: { freq: RecurrenceFreq; interval: number } | null;
  /** How many sends in all; null repeats without end (spec 002 §3: "empty means unlimited"). */
  send_count: number | null;
}

/**
 * The rule on the zone's wall clock: RRULE counts days, months and years in "floating" time (its
 * dates' UTC fields are the wall clock), and each date is then placed in the zone. So a weekly
 * send at 10:00 in Paris stays at 10:00 across the change to summer time, and a monthly one on
 * the 31st skips the months without one, as RFC 5545 says.
 */
function ruleOf(plan: CampaignPlan): RRule {
  return new RRule({
    freq: plan.recurrence?.freq ?? RRule.DAILY,
    interval: plan.recurrence?.interval ?? 1,
    dtstart: wallFields(plan.dtstart),
    count: plan.recurrence ? (plan.send_count ?? undefined) : 1,
  });
}

/** The first `limit` sends of the plan, as instants (the campaign form's preview shows 30). */
export function planDates(plan: CampaignPlan, limit: number): Date[] {
  // The iterator bounds a rule without end; it stops before the date it refuses.
  return ruleOf(plan)
    .all((_, i) => i < limit)
    .map((wall) => instantOf(wall, plan.tzid));
}

/** The first send of the plan strictly after `after`, or null when it has no more. */
export function nextPlanDate(plan: CampaignPlan, after: Date): Date | null {
  const rule = ruleOf(plan);
  // Compare on the wall clock: the rule's dates are floating.
  const wall = wallFields(wallClockOf(after, plan.tzid));
  let next = rule.after(wall, false);
  while (next && instantOf(next, plan.tzid).getTime() <= after.getTime()) next = rule.after(next, false);
  return next ? instantOf(next, plan.tzid) : null;
}
