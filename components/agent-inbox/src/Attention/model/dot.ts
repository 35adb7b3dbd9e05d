import type { RoomsState } from '../../model/rooms.ts';

/** What asks for the agent's attention, as `oc-attention-change` tells it. */
export interface AttentionChange {
  /** The notification dot of the agent inbox is on (spec 000 §2). */
  dot: boolean;
  /** Rooms waiting to be taken, plus the agent's late rooms. */
  waiting: number;
  /** Ongoing rooms with unread messages. */
  unread: number;
}

/**
 * Other sources of the dot (spec 000 §2) that the live-chat lists do not know; each defaults to
 * nothing until the console shows threads, reviews and ticketing.
 */
export interface OtherAttention {
  /** Threads with unread comments. */
  threadsUnread?: number;
  /** Reviews waiting. */
  reviewsWaiting?: number;
  /** Ticketing: running and late tickets. */
  ticketing?: { running: number; late: number };
}

/**
 * The notification dot (spec 000 §2): on when an ongoing room has unread messages, a room waits
 * or is late, a thread has unread comments, a review waits, or ticketing has running plus late
 * above 0. The waiting count is the list's (rooms beyond the loaded page included); late and
 * unread are read from the loaded ongoing rows.
 */
export function attentionOf(rooms: RoomsState, other: OtherAttention = {}): AttentionChange {
  const ongoing = rooms.lists.running.rooms;
  let late = 0;
  let unread = 0;
  for (const room of ongoing) {
    if (room.status === 'late') late += 1;
    if (room.unread_msg > 0) unread += 1;
  }
  const waiting = rooms.lists.waiting.count + late;
  const tickets = (other.ticketing?.running ?? 0) + (other.ticketing?.late ?? 0);
  const dot =
    unread > 0 ||
    waiting > 0 ||
    (other.threadsUnread ?? 0) > 0 ||
    (other.reviewsWaiting ?? 0) > 0 ||
    tickets > 0;
  return { dot, waiting, unread };
}

export const sameAttention = (a: AttentionChange, b: AttentionChange): boolean =>
  a.dot === b.dot && a.waiting === b.waiting && a.unread === b.unread;
