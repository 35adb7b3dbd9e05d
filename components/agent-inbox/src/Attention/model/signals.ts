import type { Room } from '@omnicanal/api';
import { ROOM_LISTS } from '@omnicanal/core';
import type { RoomsState } from '../../model/rooms.ts';

/** What deserves a sound or a notification between two states of the lists. */
export interface Signals {
  /** Rooms that just arrived in the waiting list (a visitor started a conversation). */
  newRooms: Room[];
  /** Rooms whose unread count just went up (a visitor wrote). */
  newMessages: Room[];
}

/**
 * Compares two states of the lists. A new conversation is a room never seen before that joins the
 * waiting list while its count goes up: a page of the list (first load, "load more", reload after
 * a reconnection) shows rooms without counting more than the server said, so it never rings for
 * rooms that were already there. Rows that kept their identity are skipped, so a burst of messages
 * on a list of thousands of rooms stays cheap.
 */
export function signalsBetween(before: RoomsState, after: RoomsState): Signals {
  const newRooms: Room[] = [];
  const newMessages: Room[] = [];
  const waitingBefore = before.lists.waiting;
  const waitingAfter = after.lists.waiting;
  const arrived = waitingBefore.loaded ? waitingAfter.count - waitingBefore.count : 0;
  if (arrived > 0) {
    for (const room of waitingAfter.rooms) {
      if (newRooms.length === arrived) break;
      if (!before.where[room.uuid]) newRooms.push(room);
    }
  }
  for (const list of ROOM_LISTS) {
    const was = before.lists[list].rooms;
    const now = after.lists[list].rooms;
    if (was === now) continue;
    let previous: Map<string, Room> | null = null;
    now.forEach((room, i) => {
      if (was[i] === room) return;
      previous ??= new Map(
        Object.values(before.lists).flatMap((l) => l.rooms.map((r) => [r.uuid, r] as const)),
      );
      const old = previous.get(room.uuid);
      if (old && room.unread_msg > old.unread_msg) newMessages.push(room);
    });
  }
  return { newRooms, newMessages };
}
