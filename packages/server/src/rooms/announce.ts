import type { Room } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import { findRoom, toRoom } from '../agents/rooms-repo.ts';
import type { RoomScope } from '../agents/visibility.ts';
import type { DB } from '../db/schema.ts';
import type { NewEvent, StoredEvent } from '../events/log.ts';
import { roomNotFound } from '../realtime/errors.ts';

/** Records an event in the log inside the caller's transaction; the bus publishes it after commit. */
export type Emit = (event: NewEvent) => Promise<StoredEvent>;

/**
 * Emits the room as it now is. With `before` (the scope before a transfer or re-queue), the same
 * room is emitted under the old scope too when it differs, so whoever saw it before (the previous
 * agent, the old skill) hears that it left them.
 */
export async function announceRoom(
  trx: Kysely<DB>,
  emit: Emit,
  uuid: string,
  before?: RoomScope,
): Promise<Room> {
  const row = await findRoom(trx, uuid);
  if (!row) throw roomNotFound();
  const room = toRoom(row);
  if (before && (before.skill_id !== row.skill_id || before.agent_id !== row.agent_id))
    await emit({
      company_id: row.company_id,
      kind: 'room_update',
      room_uuid: row.uuid,
      skill_id: before.skill_id,
      agent_id: before.agent_id,
      payload: room,
    });
  await emit({
    company_id: row.company_id,
    kind: 'room_update',
    room_uuid: row.uuid,
    skill_id: row.skill_id,
    agent_id: row.agent_id,
    payload: room,
  });
  return room;
}
