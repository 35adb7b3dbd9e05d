import type { Room } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import { roomFlag } from './model/roomState.ts';

/**
 * The room's status as a badge. `flaggedOnly` shows it only for the states that need attention
 * (late, re-queued, transferred), as the lists do; the header always shows it.
 */
export function RoomStateBadge({
  room,
  flaggedOnly = false,
}: {
  room: Pick<Room, 'status'>;
  flaggedOnly?: boolean;
}) {
  const t = useT();
  const flag = roomFlag(room);
  if (flaggedOnly && !flag) return null;
  return (
    <span className={`status status-${room.status}${flag ? ' flagged' : ''}`}>
      {t(`inbox:status.${room.status}`)}
    </span>
  );
}
