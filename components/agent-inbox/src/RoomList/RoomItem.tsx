import type { Room } from '@omnicanal/api';
import { formatElapsed, type RoomList, roomLabel } from '@omnicanal/core';
import { fmtTime } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { timerStart, visitorName } from '../model/conversation.ts';
import { listKeyTime } from '../model/rooms.ts';
import { IdleBadge, RoomStateBadge } from '../RoomStateBadge.tsx';

export interface RoomItemProps {
  room: Room;
  list: RoomList;
  /** This room is the one being read. */
  open: boolean;
  /** The one room of the list reachable with Tab (the arrow keys reach the others). */
  tabbable: boolean;
  onOpen: (room: Room) => void;
  onFocus: (uuid: string) => void;
  /** The current time while the list's timers tick (waiting and ongoing lists), otherwise null. */
  now: number | null;
}

/**
 * One room of a list. Its accessible name says who (visitor name), which (room label), its state
 * when it needs attention (late, re-queued, transferred), when (last activity), for how long
 * (waiting time, or running time, ticking every second) and how many unread messages, in that order.
 */
export function RoomItem({ room, list, open, tabbable, onOpen, onFocus, now }: RoomItemProps) {
  const t = useT();
  const time = listKeyTime(room, list);
  const name = visitorName(room) ?? t('inbox:room.anonymous');
  const label = roomLabel(room);
  const start = now === null ? null : timerStart(room);
  const elapsed = now !== null && start ? formatElapsed(now - Date.parse(start)) : null;
  return (
    <button
      type="button"
      className={open ? 'room open' : 'room'}
      aria-current={open ? 'true' : undefined}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onOpen(room)}
      onFocus={() => onFocus(room.uuid)}
    >
      <span className="room-name">{name}</span>{' '}
      {label !== name ? <span className="room-label">{label}</span> : null}{' '}
      <span className="states">
        <RoomStateBadge room={room} flaggedOnly />
        <IdleBadge room={room} />
      </span>{' '}
      <time className="room-time" dateTime={time}>
        <span className="visually-hidden">{t('inbox:room.lastActivity', { time: fmtTime(time) })}</span>
        <span aria-hidden="true">{fmtTime(time)}</span>
      </time>
      {elapsed ? (
        <>
          {' '}
          <span className="room-timer">
            <span className="visually-hidden">{t('inbox:room.elapsed', { elapsed })}</span>
            <span aria-hidden="true">{elapsed}</span>
          </span>
        </>
      ) : null}
      {room.unread_msg > 0 ? (
        <>
          {' '}
          <span className="badge">
            <span aria-hidden="true">{room.unread_msg}</span>
            <span className="visually-hidden">{t('inbox:room.unread', { count: room.unread_msg })}</span>
          </span>
        </>
      ) : null}
    </button>
  );
}
