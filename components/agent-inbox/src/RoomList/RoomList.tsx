import { useStore } from '@nanostores/react';
import type { Room } from '@omnicanal/api';
import { type RoomList as ListName, listOfRoom, ROOM_LISTS, ROOM_TIMER_TICK_MS } from '@omnicanal/core';
import { useT } from '@omnicanal/ui';
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { changeOrder, loadMore } from '../model/actions.ts';
import { $conversation } from '../model/conversation.ts';
import { $rooms } from '../model/rooms.ts';
import { useNow } from '../useNow.ts';
import { keyTarget, rowsToDraw, rowWindow, scrollToRow } from './model/window.ts';
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
  const index = keyTarget(event.key, at, items.length, backward, forward);
  const target = index === null ? undefined : items[index];
  if (!target) return null;
  event.preventDefault();
  target.focus();
  return target;
}

/** Rows drawn beyond each edge of the view. */
const OVERSCAN = 6;
/** Row height (gap included) until a row is measured. */
const DEFAULT_PITCH = 80;
/** Space between rows (px), as in RoomList.css. */
const ROW_GAP = 4;

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

  // The list draws only the rows near the view (a list can hold thousands of rooms).
  const panelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [view, setView] = useState({ offset: 0, viewport: 0 });
  const [pitch, setPitch] = useState(DEFAULT_PITCH);
  const pendingFocus = useRef<string | null>(null);
  const rowsWindow = rowWindow({ ...view, pitch, count: rooms.length, overscan: OVERSCAN });
  const rovingIndex = rooms.findIndex((r) => r.uuid === rovingUuid);
  const drawn = rowsToDraw(rowsWindow, rovingIndex === -1 ? null : rovingIndex);

  const measure = useCallback(() => {
    const panel = panelRef.current;
    const list = listRef.current;
    if (!panel) return;
    const offset = panel.scrollTop - (list?.offsetTop ?? 0);
    const viewport = panel.clientHeight;
    setView((v) => (v.offset === offset && v.viewport === viewport ? v : { offset, viewport }));
  }, []);

  // Each list starts at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of tab is what scrolls
  useLayoutEffect(() => {
    if (panelRef.current) panelRef.current.scrollTop = 0;
    measure();
  }, [tab, measure]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(panel);
    return () => observer.disconnect();
  }, [measure]);

  // Rows have one height, set in CSS (rem): read it from a drawn row.
  useLayoutEffect(() => {
    const row = listRef.current?.querySelector('li');
    if (!row) return;
    const measured = row.getBoundingClientRect().height + ROW_GAP;
    if (measured > ROW_GAP && Math.abs(measured - pitch) > 0.5) setPitch(measured);
  });

  // A row reached with the keyboard that was not drawn yet gets focus once it is.
  useLayoutEffect(() => {
    const uuid = pendingFocus.current;
    if (!uuid) return;
    const button = listRef.current?.querySelector<HTMLElement>(`li[data-uuid="${CSS.escape(uuid)}"] button`);
    if (button) {
      pendingFocus.current = null;
      button.focus();
    }
  });

  const onPanelScroll = () => {
    measure();
    const panel = panelRef.current;
    const list = listRef.current;
    if (!panel || !list || current.pagingEnd || current.loadingMore || !current.loaded) return;
    // Near the end of the loaded rows, the next page comes without a click ("Load more" stays
    // for keyboards and for lists too short to scroll).
    const offset = panel.scrollTop - list.offsetTop;
    if (offset + panel.clientHeight >= (rooms.length - OVERSCAN) * pitch) void loadMore(tab);
  };

  // Tabs follow focus (automatic activation): the lists are already loaded, switching is instant.
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const focused = moveFocus(event, tabs, 'ArrowLeft', 'ArrowRight');
    if (focused?.dataset.list) setTab(focused.dataset.list as ListName);
  };

  const onRoomKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('li[data-index]');
    const at = Number(row?.dataset.index ?? -1);
    if (at === -1) return;
    const index = keyTarget(event.key, at, rooms.length, 'ArrowUp', 'ArrowDown');
    const room = index === null ? undefined : rooms[index];
    if (index === null || !room) return;
    event.preventDefault();
    const panel = panelRef.current;
    const list = listRef.current;
    if (panel && list) {
      const offset = panel.scrollTop - list.offsetTop;
      panel.scrollTop = list.offsetTop + scrollToRow(index, offset, panel.clientHeight, pitch);
    }
    setFocusUuid(room.uuid);
    const button = list?.querySelector<HTMLElement>(`li[data-index="${index}"] button`);
    if (button) button.focus();
    else pendingFocus.current = room.uuid;
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
      <div
        role="tabpanel"
        id={`panel-${tab}`}
        aria-labelledby={`tab-${tab}`}
        className="panel"
        ref={panelRef}
        onScroll={onPanelScroll}
      >
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
          <ul
            className="rooms"
            ref={listRef}
            onKeyDown={onRoomKey}
            // The full height of every loaded row, so the scrollbar tells the list's length.
            style={{ blockSize: `${rooms.length * pitch}px` }}
          >
            {drawn.map((index) => {
              const room = rooms[index] as Room;
              return (
                <li
                  key={room.uuid}
                  data-index={index}
                  data-uuid={room.uuid}
                  aria-setsize={current.count}
                  aria-posinset={index + 1}
                  style={{ transform: `translateY(${index * pitch}px)` }}
                >
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
              );
            })}
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
