import { RECURRENCE_PREVIEW, type RecurrenceFreq, wallClockOf } from '@omnicanal/core';
import { planDates } from '@omnicanal/core/recurrence';
import type { CampaignDraft } from './campaign-form.ts';
import { wallClockOfDraft } from './campaign-form.ts';

/** One planned send: the instant, and the wall clock of the campaign's zone it falls on. */
export interface PlannedSend {
  at: Date;
  /** `YYYY-MM-DDTHH:mm` in the campaign's zone. */
  wall: string;
}

/**
 * The first sends of the plan the fields describe (spec 002 §9: the first 30), through core's
 * planner, the one the sending engine uses: a weekly send at 10:00 in Paris stays at 10:00 across
 * the change of summer time. Empty while the date, time or zone is incomplete, or for a manual campaign.
 */
export function previewSends(
  draft: Pick<CampaignDraft, 'manual' | 'date' | 'time' | 'tzid' | 'freq' | 'interval' | 'send_count'>,
  limit = RECURRENCE_PREVIEW,
): PlannedSend[] {
  const dtstart = wallClockOfDraft(draft);
  if (draft.manual || dtstart === null) return [];
  const interval = Number(draft.interval);
  const repeats = draft.freq !== '' && Number.isInteger(interval) && interval >= 1 && interval <= 99;
  const count = Number(draft.send_count);
  let dates: Date[];
  try {
    dates = planDates(
      {
        dtstart,
        tzid: draft.tzid,
        recurrence: repeats ? { freq: Number(draft.freq) as RecurrenceFreq, interval } : null,
        send_count: draft.send_count.trim() && Number.isInteger(count) && count > 0 ? count : null,
      },
      limit,
    );
  } catch {
    // A zone Intl does not know: nothing to preview (the server refuses the zone).
    return [];
  }
  return dates.map((at) => ({ at, wall: wallClockOf(at, draft.tzid) }));
}
