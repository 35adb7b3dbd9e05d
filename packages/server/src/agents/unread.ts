import type { UnreadChange } from '@omnicanal/api';
import type { NewEvent } from '../events/log.ts';
import type { RoomRow } from './rooms-repo.ts';

/**
 * Tells the agents who see the room its new unread count (a visitor wrote, or the room was read),
 * through the event log like any room change, so a reconnecting console gets it on resume.
 */
export async function emitUnread(
  emit: (event: NewEvent) => Promise<unknown>,
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
