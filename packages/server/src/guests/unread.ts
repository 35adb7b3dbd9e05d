import type { ResetUnreadAnswer } from '@omnicanal/api';
import { isOpen, isRoomStatus } from '@omnicanal/core';
import { lockRoom } from '../agents/rooms-repo.ts';
import { resetUnread } from '../agents/unread.ts';
import { canSee, type Viewer } from '../agents/visibility.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { RoomService } from '../rooms/room-actions.ts';

/**
 * `POST /sessions/{id}/reset-unread-message-count` (spec 000 §4: marking read "informs the server
 * for late and running rooms"): an open room is reset by its own agent only, like the socket's
 * room_is_read; a changed room is announced (room_update) so every console shows the new count.
 * The workchain the session was read from changes nothing here: workchains are not served yet.
 */
export async function resetSessionUnread(
  rooms: RoomService,
  viewer: Viewer,
  sessionId: string,
): Promise<ResetUnreadAnswer> {
  return rooms.commit(async (trx, emit) => {
    const row = await lockRoom(trx, sessionId);
    if (!row || !canSee(viewer, row)) throw notFound('session');
    const status = isRoomStatus(row.status) ? row.status : 'waiting';
    if (isOpen(status) && row.agent_id !== viewer.userId)
      throw new HttpError(403, 'room_not_yours', 'The conversation is handled by another agent.');
    if (await resetUnread(trx, emit, row)) await rooms.emitRoom(trx, emit, row.uuid);
    return { id: row.uuid, unread_message_count: 0 };
  });
}
