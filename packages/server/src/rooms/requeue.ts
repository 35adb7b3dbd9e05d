import type { Room } from '@omnicanal/api';
import { canTransition } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import { lockRoom, type RoomRow } from '../agents/rooms-repo.ts';
import type { DB } from '../db/schema.ts';
import type { Emit } from './announce.ts';
import { roomStatus, transition } from './transition.ts';

/** Re-queue (spec 000 §4): back in the waiting list of its skill, without an agent. */
export function requeue(trx: Kysely<DB>, emit: Emit, row: RoomRow, at: Date): Promise<Room> {
  return transition(trx, emit, row, 'requeued', { at, agent_id: null, last_waiting: at, list_time: at });
}

/**
 * Re-queues every open room an agent holds or that waits for them, as the re-queue timer does,
 * so no visitor is left with nobody (an agent deleted). Rooms are locked in uuid order, the
 * order every multi-room change uses. Answers the rooms re-queued.
 */
export async function requeueRoomsOf(
  trx: Kysely<DB>,
  emit: Emit,
  companyId: number,
  userId: number,
  at: Date,
): Promise<Room[]> {
  const held = await trx
    .selectFrom('rooms')
    .select('uuid')
    .where('company_id', '=', companyId)
    .where('agent_id', '=', userId)
    .where('status', '!=', 'closed')
    .orderBy('uuid')
    .execute();
  const requeued: Room[] = [];
  for (const { uuid } of held) {
    const row = await lockRoom(trx, uuid);
    // Changed between the read and the lock: closed or given to someone else meanwhile.
    if (!row || row.agent_id !== userId || !canTransition(roomStatus(row), 'requeued')) continue;
    requeued.push(await requeue(trx, emit, row, at));
  }
  return requeued;
}
