import type { Room } from '@omnicanal/api';
import { canTransition, isRoomStatus, listOfStatus, type RoomStatus } from '@omnicanal/core';
import type { Kysely, Updateable } from 'kysely';
import type { RoomRow } from '../agents/rooms-repo.ts';
import type { DB, RoomsTable } from '../db/schema.ts';
import { CommandError } from '../realtime/errors.ts';
import { announceRoom, type Emit } from './announce.ts';
import { loadRoomConfiguration } from './configuration-repo.ts';
import { armStatusTimers, disarmTimers, TIMER_KINDS } from './timers.ts';

/** A stored status read as one of spec 000 §4; an unknown value reads as waiting. */
export const roomStatus = (row: Pick<RoomRow, 'status'>): RoomStatus =>
  isRoomStatus(row.status) ? row.status : 'waiting';

/** The columns a status change may write beside the status (who holds it, where, the list times). */
export type RoomChanges = Pick<
  Updateable<RoomsTable>,
  | 'agent_id'
  | 'skill_id'
  | 'infos'
  | 'list_time'
  | 'last_running'
  | 'last_waiting'
  | 'last_closed'
  | 'last_transferred'
  | 'close_extras'
>;

/** What a transition writes besides the status; `at` is the instant of the change, timers count from it. */
export interface TransitionPatch extends RoomChanges {
  at: Date;
}

/** A move the room state machine (core's `canTransition`) does not allow. */
export class IllegalTransition extends CommandError {
  readonly from: RoomStatus;
  readonly to: RoomStatus;
  constructor(from: RoomStatus, to: RoomStatus) {
    super(from === 'closed' ? 'room_closed' : 'room_not_yours', `A ${from} room cannot become ${to}.`);
    this.name = 'IllegalTransition';
    this.from = from;
    this.to = to;
  }
}

/**
 * The one way a room changes status. Checks the move against core's state machine (an illegal one
 * throws `IllegalTransition` before anything is written), writes the status, the previous status
 * and `patch`, arms or disarms the room's late and re-queue timers for the new status (closing
 * disarms every timer, auto-close included), and emits the room. A room going back to a waiting
 * list (transferred, re-queued) is emitted under its old scope too, so the agent or skill it left
 * hears of it. The caller holds the room's lock (`room` is the row as locked) and writes any
 * conversation line itself, before or after, as its action reads.
 */
export async function transition(
  trx: Kysely<DB>,
  emit: Emit,
  room: RoomRow,
  to: RoomStatus,
  patch: TransitionPatch,
): Promise<Room> {
  const from = roomStatus(room);
  if (!canTransition(from, to)) throw new IllegalTransition(from, to);
  const { at, ...changes } = patch;
  await trx
    .updateTable('rooms')
    .set({ ...changes, status: to, previous_status: from })
    .where('uuid', '=', room.uuid)
    .execute();
  if (to === 'closed') await disarmTimers(trx, room.uuid, TIMER_KINDS);
  else
    await armStatusTimers(
      trx,
      {
        uuid: room.uuid,
        company_id: room.company_id,
        status: to,
        agent_id: changes.agent_id === undefined ? room.agent_id : changes.agent_id,
      },
      at,
      await loadRoomConfiguration(trx, room.company_id),
    );
  return announceRoom(trx, emit, room.uuid, listOfStatus(to) === 'waiting' ? room : undefined);
}
