import type { Room } from '@omnicanal/api';
import type { RoomsState } from '../../model/rooms.ts';

/** What deserves a sound or a notification between two states of the lists. */
export interface Signals {
  /** Rooms that just arrived in the waiting list (a visitor started a conversation). */
  newRooms: Room[];
}

/**
 * Compares two states of the lists. A new conversation is a room never seen before that joins the
 * waiting list while its count goes up: a page of the list (first load, "load more", reload after
 * a reconnection) shows rooms without counting more than the server said, so it never rings for
 * rooms that were already there. A visitor's message is told by the server's unread event
 * (`visitorWrote.ts`), not read from here.
 */
export function signalsBetween(before: RoomsState, after: RoomsState): Signals {
  const newRooms: Room[] = [];
  const waitingBefore = before.lists.waiting;
  const waitingAfter = after.lists.waiting;
  const arrived = waitingBefore.loaded ? waitingAfter.count - waitingBefore.count : 0;
  if (arrived > 0) {
    for (const room of waitingAfter.rooms) {
      if (newRooms.length === arrived) break;
      if (!before.where[room.uuid]) newRooms.push(room);
    }
  }
  return { newRooms };
}
