import type { Room } from '@omnicanal/api';
import { hasRank } from '@omnicanal/core';
import { roomNotYours } from '../realtime/errors.ts';
import { authorOf, EVENT_TEXTS, type RoomService, roomStatus } from './room-actions.ts';
import { disarmTimers, TIMER_KINDS } from './timers.ts';
import type { Viewer } from './visibility.ts';

/**
 * `block_room` (spec 000 §7): closes the room (if still open) with `infos.extra.blocked`, and marks
 * its guest so their token cannot open another conversation. The room's agent may block it, and
 * managers and above any room they see, closed ones included (a spammer is often noticed late).
 */
export function blockRoom(rooms: RoomService, viewer: Viewer, uuid: string): Promise<Room> {
  return rooms.commit(async (trx, emit) => {
    const row = await rooms.visibleRoom(trx, viewer, uuid, true);
    const from = roomStatus(row);
    if (row.agent_id !== viewer.userId && !hasRank(viewer.role, 'manager')) throw roomNotYours();
    const now = rooms.now();
    const infos = (row.infos ?? {}) as Record<string, unknown>;
    const extra = (typeof infos.extra === 'object' && infos.extra) || {};
    if (from !== 'closed') {
      const text = { type: 'txt', text: EVENT_TEXTS.closed } as const;
      await rooms.insertMessage(trx, emit, row, 'event', text, authorOf(viewer), null);
    }
    await trx
      .updateTable('rooms')
      .set({
        infos: JSON.stringify({ ...infos, extra: { ...extra, blocked: true } }),
        ...(from === 'closed'
          ? {}
          : { status: 'closed', previous_status: from, last_closed: now, list_time: now }),
      })
      .where('uuid', '=', uuid)
      .execute();
    await trx.updateTable('guests').set({ blocked_at: now }).where('id', '=', row.guest_id).execute();
    await disarmTimers(trx, uuid, TIMER_KINDS);
    return rooms.emitRoom(trx, emit, uuid);
  });
}
