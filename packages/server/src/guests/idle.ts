import { lockRoom } from '../agents/rooms-repo.ts';
import { roomNotFound } from '../realtime/errors.ts';
import type { RoomService } from '../rooms/room-actions.ts';

/**
 * The visitor's `idle {idle}` (spec 000 §4: "Idle messages toggle a room's idle flag"): the widget
 * says when its page is hidden and when it is back, and agents see the flag live. An unchanged
 * flag, or a closed room, publishes nothing.
 */
export function setGuestIdle(
  rooms: RoomService,
  roomUuid: string,
  idle: boolean,
): Promise<{ idle: boolean }> {
  return rooms.commit(async (trx, emit) => {
    const row = await lockRoom(trx, roomUuid);
    if (!row) throw roomNotFound();
    if (row.session_guest_idle === idle || row.status === 'closed') return { idle: row.session_guest_idle };
    await trx.updateTable('rooms').set({ session_guest_idle: idle }).where('uuid', '=', roomUuid).execute();
    await rooms.emitRoom(trx, emit, roomUuid);
    return { idle };
  });
}
