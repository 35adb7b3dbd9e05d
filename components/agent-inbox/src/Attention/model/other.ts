import { atom } from 'nanostores';
import * as v from 'valibot';
import type { OtherAttention } from './dot.ts';

/**
 * What the agents socket says of the console's other inboxes (spec 000 §7 incoming kinds `review`
 * and `ticketing`): how many reviews wait, how many tickets run or are late. They feed the
 * notification dot of §2; the reviews and ticketing screens themselves live elsewhere.
 */
export const $otherAttention = atom<OtherAttention>({});

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const ReviewEvent = v.object({ waiting_count: Count });
const TicketingEvent = v.object({ running: Count, late: Count });

/** A `review` event; false when its data is not a review count (nothing changes then). */
export function reviewReceived(data: unknown): boolean {
  const parsed = v.safeParse(ReviewEvent, data);
  if (!parsed.success) return false;
  $otherAttention.set({ ...$otherAttention.get(), reviewsWaiting: parsed.output.waiting_count });
  return true;
}

/** A `ticketing` event; false when its data is not ticket counts. */
export function ticketingReceived(data: unknown): boolean {
  const parsed = v.safeParse(TicketingEvent, data);
  if (!parsed.success) return false;
  $otherAttention.set({ ...$otherAttention.get(), ticketing: parsed.output });
  return true;
}

/** Signed out or another user: nothing known. */
export function resetOtherAttention(): void {
  $otherAttention.set({});
}
