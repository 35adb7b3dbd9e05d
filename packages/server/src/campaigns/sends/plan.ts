import { type CampaignPlan, nextPlanDate } from '@omnicanal/core/recurrence';
import type { Selectable } from 'kysely';
import type { CampaignsTable } from './tables.ts';

export type CampaignRow = Selectable<CampaignsTable>;

/** The campaign's plan, or null for a manual one. */
export function planOf(
  row: Pick<CampaignRow, 'dtstart' | 'tzid' | 'recurrence' | 'send_count'>,
): CampaignPlan | null {
  if (row.dtstart === null) return null;
  return {
    dtstart: row.dtstart,
    tzid: row.tzid,
    recurrence: row.recurrence ? { freq: row.recurrence.freq, interval: row.recurrence.interval } : null,
    send_count: row.send_count,
  };
}

/** The send after the one planned at `previous`; null when the plan has no more. */
export function sendAfter(row: CampaignRow, previous: Date): Date | null {
  const plan = planOf(row);
  return plan ? nextPlanDate(plan, previous) : null;
}
