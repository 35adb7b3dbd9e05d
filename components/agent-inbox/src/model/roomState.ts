import type { Room } from '@omnicanal/api';
import type { RoomStatus } from '@omnicanal/core';

/**
 * The states an agent must notice at a glance (spec 000 §4): late (no agent reply in time),
 * re-queued (waiting again after being late or left), transferred (handed over to a skill or
 * agent). Other statuses are the list they are in and need no badge.
 */
export const FLAGGED_STATES: readonly RoomStatus[] = ['late', 'requeued', 'transferred'];

export function roomFlag(room: Pick<Room, 'status'>): RoomStatus | null {
  return FLAGGED_STATES.includes(room.status) ? room.status : null;
}
