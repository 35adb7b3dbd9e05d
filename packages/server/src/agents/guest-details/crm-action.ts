import type { Room } from '@omnicanal/api';
import { hasRank } from '@omnicanal/core';
import { roomNotYours } from '../../realtime/errors.ts';
import { authorOf, type RoomService } from '../../rooms/room-actions.ts';
import type { Viewer } from '../visibility.ts';

/** Text of the system line a CRM action leaves in the conversation; consoles translate it. */
export const CRM_ACTION_EVENT = 'crm_action';

/**
 * `crm_action` (spec 000 §7): records what an agent did in the CRM for this room. The action's
 * data is kept under its name in the room's `infos.crm_data` (a later action of the same name
 * replaces it), a system line marks it in the conversation, and the room is announced again.
 * The agent holding the room may do it, and managers and above on any room they see.
 */
export function recordCrmAction(
  rooms: RoomService,
  viewer: Viewer,
  uuid: string,
  action: string,
  data: Record<string, unknown>,
): Promise<Room> {
  return rooms.commit(async (trx, emit) => {
    const row = await rooms.visibleRoom(trx, viewer, uuid, true);
    if (row.agent_id !== viewer.userId && !hasRank(viewer.role, 'manager')) throw roomNotYours();
    const infos = (row.infos ?? {}) as Record<string, unknown>;
    const before = typeof infos.crm_data === 'object' && infos.crm_data ? infos.crm_data : {};
    const crmData = { ...before, [action]: { ...data, at: rooms.now().toISOString(), by: viewer.uuid } };
    await trx
      .updateTable('rooms')
      .set({ infos: JSON.stringify({ ...infos, crm_data: crmData }) })
      .where('uuid', '=', uuid)
      .execute();
    const text = { type: 'txt', text: CRM_ACTION_EVENT } as const;
    await rooms.insertMessage(trx, emit, row, 'event', text, authorOf(viewer), null);
    return rooms.emitRoom(trx, emit, uuid);
  });
}
