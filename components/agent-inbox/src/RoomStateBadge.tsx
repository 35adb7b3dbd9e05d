import type { Room } from '@omnicanal/api';
import { useT } from '@omnicanal/ui';
import { roomFlag } from './model/roomState.ts';

/** "Visiteur inactif" while the visitor's page is hidden (spec 000 §4 idle flag), open rooms only. */
export function IdleBadge({ room }: { room: Pick<Room, 'status' | 'session_guest_idle'> }) {
  const t = useT();
  if (!room.session_guest_idle || room.status === 'closed') return null;
  return <span className="status status-idle">{t('inbox:room.idle')}</span>;
}

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
