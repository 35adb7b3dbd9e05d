import type { Room } from '@omnicanal/api';
import { type RoomList, roomLabel } from '@omnicanal/core';
import { fmtTime } from '@omnicanal/i18n';
import { useT } from '@omnicanal/ui';
import { visitorName } from '../model/conversation.ts';
import { listKeyTime } from '../model/rooms.ts';

export interface RoomItemProps {
  room: Room;
  list: RoomList;
  /** This room is the one being read. */
  open: boolean;
  /** The one room of the list reachable with Tab (the arrow keys reach the others). */
  tabbable: boolean;
  onOpen: (room: Room) => void;
  onFocus: (uuid: string) => void;
}

/**
 * One room of a list. Its accessible name says who (visitor name), which (room label), when (last
 * activity) and how many unread messages, in that order.
 */
export function RoomItem({ room, list, open, tabbable, onOpen, onFocus }: RoomItemProps) {
  const t = useT();
  const time = listKeyTime(room, list);
  const name = visitorName(room) ?? t('inbox:room.anonymous');
  const label = roomLabel(room);
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
      <time className="room-time" dateTime={time}>
        <span className="visually-hidden">{t('inbox:room.lastActivity', { time: fmtTime(time) })}</span>
        <span aria-hidden="true">{fmtTime(time)}</span>
      </time>
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
