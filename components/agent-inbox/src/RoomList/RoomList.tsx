import { useStore } from '@nanostores/react';
import type { Room } from '@omnicanal/api';
import { type RoomList as ListName, listOfRoom, ROOM_LISTS, ROOM_TIMER_TICK_MS } from '@omnicanal/core';
import { useT } from '@omnicanal/ui';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { changeOrder, loadMore } from '../model/actions.ts';
import { $conversation } from '../model/conversation.ts';
import { $rooms } from '../model/rooms.ts';
import { useNow } from '../useNow.ts';
import { RoomItem } from './RoomItem.tsx';

/** Moves focus among `items` with the arrow keys, Home and End; returns the element focused. */
function moveFocus(
  event: KeyboardEvent,
  items: HTMLElement[],
  backward: string,
  forward: string,
): HTMLElement | null {
  const at = items.indexOf(event.target as HTMLElement);
  if (at === -1) return null;
  const keys: Record<string, HTMLElement | undefined> = {
    [forward]: items[(at + 1) % items.length],
    [backward]: items[(at - 1 + items.length) % items.length],
    Home: items[0],
    End: items.at(-1),
  };
  const target = keys[event.key];
  if (!target) return null;
  event.preventDefault();
  target.focus();
  return target;
}

/**
 * The three lists as tabs (spec 000 §4): waiting, ongoing, closed, each with its live count, its
 * rooms as buttons (arrow keys move, Enter opens) and "Load more" while paging has not ended.
 */
export function RoomList({ onOpen }: { onOpen: (room: Room) => void }) {
  const t = useT();
  const { lists } = useStore($rooms);
  const { uuid: openUuid, room: openRoom } = useStore($conversation);
  const [tab, setTab] = useState<ListName>('waiting');
  const [focusUuid, setFocusUuid] = useState<string | null>(null);

  // Selecting a room shows the list of its status (spec 000 §4), and follows it when it moves.
  const openList = openRoom ? listOfRoom(openRoom) : null;
  useEffect(() => {
    if (openList) setTab(openList);
  }, [openList]);

  const current = lists[tab];
  // One clock for the shown list (spec 000 §9: 1000 ms); closed rooms have no timer to tick.
  const ticking = tab !== 'closed' && current.rooms.length > 0;
  const now = useNow(ROOM_TIMER_TICK_MS, ticking);
  const rooms = current.rooms;
  const rovingUuid =
    rooms.find((r) => r.uuid === focusUuid)?.uuid ??
    rooms.find((r) => r.uuid === openUuid)?.uuid ??
    rooms[0]?.uuid;

  // Tabs follow focus (automatic activation): the lists are already loaded, switching is instant.
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const focused = moveFocus(event, tabs, 'ArrowLeft', 'ArrowRight');
    if (focused?.dataset.list) setTab(focused.dataset.list as ListName);
  };

  const onRoomKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('button.room')];
    moveFocus(event, buttons, 'ArrowUp', 'ArrowDown');
  };

  const nextOrder = current.order === 'desc' ? 'asc' : 'desc';

  return (
    <section className="lists" part="list" aria-label={t('inbox:lists.label')}>
      <div role="tablist" aria-label={t('inbox:lists.label')} className="tabs" onKeyDown={onTabKey}>
        {ROOM_LISTS.map((list) => (
          <button
            key={list}
            type="button"
            role="tab"
            id={`tab-${list}`}
            data-list={list}
            aria-selected={tab === list}
            aria-controls={`panel-${list}`}
            tabIndex={tab === list ? 0 : -1}
            onClick={() => setTab(list)}
          >
            {t(`inbox:lists.${list}`)} <span className="count">{lists[list].count}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="panel">
        <button
          type="button"
          className="order"
          onClick={() => void changeOrder(tab, nextOrder)}
          aria-label={t('inbox:lists.order.toggle', { order: t(`inbox:lists.order.${current.order}`) })}
        >
          {t(`inbox:lists.order.${current.order}`)}
        </button>
        {!current.loaded ? (
          <p className="placeholder" role="status">
            {t('inbox:lists.loading')}
          </p>
        ) : rooms.length === 0 ? (
          <p className="placeholder">{t(`inbox:lists.empty.${tab}`)}</p>
        ) : (
          <ul className="rooms" onKeyDown={onRoomKey}>
            {rooms.map((room) => (
              <li key={room.uuid}>
                <RoomItem
                  room={room}
                  list={tab}
                  open={room.uuid === openUuid}
                  tabbable={room.uuid === rovingUuid}
                  onOpen={onOpen}
                  onFocus={setFocusUuid}
                  now={ticking ? now : null}
                />
              </li>
            ))}
          </ul>
        )}
        {current.loaded && !current.pagingEnd ? (
          <button
            type="button"
            className="more"
            disabled={current.loadingMore}
            onClick={() => void loadMore(tab)}
          >
            {t('inbox:lists.loadMore')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
