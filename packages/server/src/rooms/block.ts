import type { Room } from '@omnicanal/api';
import { hasRank } from '@omnicanal/core';
import type { Viewer } from '../agents/visibility.ts';
import { roomNotYours } from '../realtime/errors.ts';
import { authorOf, EVENT_TEXTS, type RoomService } from './room-actions.ts';
import { roomStatus } from './transition.ts';

/**
 * `block_room` (spec 000 §7): closes the room (if still open) with `infos.extra.blocked`, and marks
 * its guest so their token cannot open another conversation. The room's agent may block it, and
 * managers and above any room they see, closed ones included (a spammer is often noticed late).
 */
export function blockRoom(rooms: RoomService, viewer: Viewer, uuid: string): Promise<Room> {
  return rooms.commit(async (trx, emit) => {
    const row = await rooms.visibleRoom(trx, viewer, uuid, true);
    if (row.agent_id !== viewer.userId && !hasRank(viewer.role, 'manager')) throw roomNotYours();
    const infos = (row.infos ?? {}) as Record<string, unknown>;
    const extra = (typeof infos.extra === 'object' && infos.extra) || {};
    const blocked = JSON.stringify({ ...infos, extra: { ...extra, blocked: true } });
    await trx.updateTable('guests').set({ blocked_at: rooms.now() }).where('id', '=', row.guest_id).execute();
    if (roomStatus(row) !== 'closed') {
      // Closed as its agent would close it, with the blocked mark in the same write.
      const line = { text: EVENT_TEXTS.closed, author: authorOf(viewer) };
      return rooms.closeLocked(trx, emit, row, line, { infos: blocked });
    }
    await trx.updateTable('rooms').set({ infos: blocked }).where('uuid', '=', uuid).execute();
    return rooms.emitRoom(trx, emit, uuid);
  });
}
