import type { UnreadChange } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { NewEvent } from '../events/log.ts';
import type { RoomRow } from './rooms-repo.ts';

type Emit = (event: NewEvent) => Promise<unknown>;

/**
 * Tells the agents who see the room its new unread count (a visitor wrote, or the room was read),
 * through the event log like any room change, so a reconnecting console gets it on resume.
 */
export async function emitUnread(
  emit: Emit,
  room: Pick<RoomRow, 'uuid' | 'company_id' | 'skill_id' | 'agent_id'>,
  unread: number,
): Promise<void> {
  const payload: UnreadChange = { room: room.uuid, unread_msg: unread };
  await emit({
    company_id: room.company_id,
    kind: 'unread',
    room_uuid: room.uuid,
    skill_id: room.skill_id,
    agent_id: room.agent_id,
    payload,
  });
}

/**
 * Sets a room's unread count back to 0 and tells the agents; answers whether it changed. The one
 * place a read writes the count: the socket's room_is_read and the guests service's
 * reset-unread-message-count both come here.
 */
export async function resetUnread(
  trx: Kysely<DB>,
  emit: Emit,
  room: Pick<RoomRow, 'uuid' | 'company_id' | 'skill_id' | 'agent_id'>,
): Promise<boolean> {
  const changed = await trx
    .updateTable('rooms')
    .set({ unread_msg: 0 })
    .where('uuid', '=', room.uuid)
    .where('unread_msg', '!=', 0)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) return false;
  await emitUnread(emit, room, 0);
  return true;
}
