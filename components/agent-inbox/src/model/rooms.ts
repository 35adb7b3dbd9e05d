import type { Room, RoomsPage, UnreadChange } from '@omnicanal/api';
import { listOfRoom, listOfStatus, ROOM_LISTS, type RoomList } from '@omnicanal/core';
import { atom } from 'nanostores';

/** Direction of a list; descending (newest first) by default (spec 000 §9). */
export type ListOrder = 'asc' | 'desc';

export interface RoomListState {
  /** The rows loaded so far, in display order. */
  rooms: Room[];
  /** How many rooms the list holds on the server, loaded or not (RoomsPage.count, then kept live). */
  count: number;
  /** No room remains past the loaded ones. */
  pagingEnd: boolean;
  /** The first page has arrived. */
  loaded: boolean;
  /** A next page was asked for and has not arrived yet. */
  loadingMore: boolean;
  order: ListOrder;
}

export interface RoomsState {
  lists: Record<RoomList, RoomListState>;
  /**
   * Which list each room known to this client is in, loaded as a row or not. An update for a room
   * beyond the loaded page then still moves its count exactly once, however many updates follow.
   */
  where: Record<string, RoomList>;
  /**
   * The room being read, as last known: its row when opened, then get_room, then every change.
   * Kept here (not beside the conversation) so one update reaches the row and the open room at
   * once; it stays when the room leaves the lists (closed past the loaded rows, out of sight).
   */
  open: Room | null;
}

export function emptyList(order: ListOrder = 'desc'): RoomListState {
  return { rooms: [], count: 0, pagingEnd: false, loaded: false, loadingMore: false, order };
}

export function emptyRooms(orders: Partial<Record<RoomList, ListOrder>> = {}): RoomsState {
  const lists = {} as Record<RoomList, RoomListState>;
  for (const list of ROOM_LISTS) lists[list] = emptyList(orders[list]);
  return { lists, where: {}, open: null };
}

/**
 * The time a room is ordered by in a list (spec 000 §9: last_running, last_closed, last_transferred,
 * otherwise last_waiting); `list_time` stands in when the key is missing, as on the server.
 */
export function listKeyTime(room: Room, list: RoomList): string {
  const key =
    list === 'running'
      ? room.last_running
      : list === 'closed'
        ? room.last_closed
        : room.status === 'transferred'
          ? (room.last_transferred ?? room.last_waiting)
          : room.last_waiting;
  return key ?? room.list_time;
}

const timeOf = (iso: string): number => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

/** Comparator of a list in its order; the label id breaks ties the way the server does. */
export function compareRooms(list: RoomList, order: ListOrder): (a: Room, b: Room) => number {
  const sign = order === 'asc' ? 1 : -1;
  return (a, b) => {
    const diff = timeOf(listKeyTime(a, list)) - timeOf(listKeyTime(b, list));
    if (diff !== 0) return sign * diff;
    return sign * (a.session_group_integer_id - b.session_group_integer_id);
  };
}

/** A page from get_rooms_list: the first replaces the list, the next ones extend it. */
export function applyPage(state: RoomsState, page: RoomsPage, offset: number): RoomsState {
  const current = state.lists[page.status];
  const incoming = new Set(page.rooms.map((r) => r.uuid));
  const rooms =
    offset > 0 ? [...current.rooms.filter((r) => !incoming.has(r.uuid)), ...page.rooms] : page.rooms;
  const where = { ...state.where };
  if (offset === 0) {
    // The server's answer is the truth for this list: forget what we believed was in it.
    for (const [uuid, list] of Object.entries(where)) if (list === page.status) delete where[uuid];
  }
  for (const room of page.rooms) where[room.uuid] = page.status;
  return {
    where,
    open: state.open,
    lists: {
      ...state.lists,
      [page.status]: {
        ...current,
        rooms,
        count: page.count,
        pagingEnd: page.paging_end,
        loaded: true,
        loadingMore: false,
      },
    },
  };
}

/**
 * Puts a room into a list's rows at its place. Closed rooms go to the top (spec 000 §4). Other
 * lists take it only where it certainly belongs: anywhere once paging has reached the end, otherwise
 * only before the last loaded row, since unloaded rooms may sort before it. (The spec's plain rule
 * would keep a brand-new waiting room out of a long list although it sorts first.)
 */
function insertRow(state: RoomListState, room: Room, list: RoomList, wasRow: boolean): Room[] {
  const rows = state.rooms.filter((r) => r.uuid !== room.uuid);
  if (list === 'closed' && !wasRow) return [room, ...rows];
  const compare = compareRooms(list, state.order);
  let at = rows.findIndex((r) => compare(room, r) < 0);
  if (at === -1) {
    if (!state.pagingEnd && !wasRow) return rows;
    at = rows.length;
  }
  return [...rows.slice(0, at), room, ...rows.slice(at)];
}

/**
 * A `room_update` (spec 000 §4): the room leaves its previous list, whose count decreases, and joins
 * the list of its status, whose count increases; an update within one list only refreshes the row.
 */
export function applyRoomUpdate(state: RoomsState, room: Room): RoomsState {
  const next = listOfRoom(room);
  const known = state.where[room.uuid];
  // A room never seen here: trust previous_status only when that list may hold it beyond the
  // loaded rows; a fully loaded list without it never counted it.
  const fromStatus = room.previous_status ? listOfStatus(room.previous_status) : undefined;
  const previous = known ?? (fromStatus && !state.lists[fromStatus].pagingEnd ? fromStatus : undefined);
  const lists = { ...state.lists };
  if (previous && previous !== next) {
    const left = lists[previous];
    lists[previous] = {
      ...left,
      rooms: left.rooms.filter((r) => r.uuid !== room.uuid),
      count: Math.max(0, left.count - 1),
    };
  }
  const target = lists[next];
  const wasRow = previous === next && target.rooms.some((r) => r.uuid === room.uuid);
  lists[next] = {
    ...target,
    rooms: insertRow(target, room, next, wasRow),
    count: previous === next ? target.count : target.count + 1,
  };
  return { lists, where: { ...state.where, [room.uuid]: next }, open: sameRoom(state.open, room) };
}

/** The open room replaced by `room` when it is the same room. */
const sameRoom = (open: Room | null, room: Room): Room | null => (open?.uuid === room.uuid ? room : open);

/**
 * A room that left the viewer's sight (transferred to a skill they lack, re-queued away from them):
 * it leaves its list, whose count decreases.
 */
export function dropRoom(state: RoomsState, uuid: string): RoomsState {
  const list = state.where[uuid];
  if (!list) return state;
  const from = state.lists[list];
  const where = { ...state.where };
  delete where[uuid];
  return {
    open: state.open,
    lists: {
      ...state.lists,
      [list]: {
        ...from,
        rooms: from.rooms.filter((r) => r.uuid !== uuid),
        count: Math.max(0, from.count - 1),
      },
    },
    where,
  };
}

/** Changes one room wherever it is held: its row, and the open room when it is that one. */
export function patchRoom(state: RoomsState, uuid: string, patch: (room: Room) => Room): RoomsState {
  const open = state.open?.uuid === uuid ? patch(state.open) : state.open;
  const list = state.where[uuid];
  const current = list ? state.lists[list] : undefined;
  if (!list || !current?.rooms.some((r) => r.uuid === uuid))
    return open === state.open ? state : { ...state, open };
  return {
    ...state,
    open,
    lists: {
      ...state.lists,
      [list]: { ...current, rooms: current.rooms.map((r) => (r.uuid === uuid ? patch(r) : r)) },
    },
  };
}

/** The server's new unread count of a room (spec 000 §4): the only way a count changes here. */
export function applyUnread(state: RoomsState, change: UnreadChange): RoomsState {
  return patchRoom(state, change.room, (r) =>
    r.unread_msg === change.unread_msg ? r : { ...r, unread_msg: change.unread_msg },
  );
}

/** The room being read (null for none): its own copy while open, else its row. */
export function openRoomOf(state: RoomsState, uuid: string | null): Room | null {
  if (!uuid) return null;
  return state.open?.uuid === uuid ? state.open : (findRoom(state, uuid) ?? null);
}

export function findRoom(state: RoomsState, uuid: string): Room | undefined {
  const list = state.where[uuid];
  return list ? state.lists[list].rooms.find((r) => r.uuid === uuid) : undefined;
}

/** The three lists of the inbox, element-local but kept in a store so a remount finds them. */
export const $rooms = atom<RoomsState>(emptyRooms(storedOrders()));

export function setRoomsPage(page: RoomsPage, offset: number): void {
  $rooms.set(applyPage($rooms.get(), page, offset));
}

/** How many room_updates each room has had since the lists were loaded. */
const updateCounts = new Map<string, number>();

/** A room's count of room_updates, so a load that started before one knows its answer is older. */
export const roomUpdateMark = (uuid: string): number => updateCounts.get(uuid) ?? 0;

/** A room_update; a room that left the viewer's sight leaves the lists but stays open if it was. */
export function roomUpdated(room: Room, visible = true): void {
  updateCounts.set(room.uuid, roomUpdateMark(room.uuid) + 1);
  const state = $rooms.get();
  $rooms.set(
    visible
      ? applyRoomUpdate(state, room)
      : { ...dropRoom(state, room.uuid), open: sameRoom(state.open, room) },
  );
}

/** Holds `room` as the room being read (null when none is). */
export function setOpenRoom(room: Room | null): void {
  $rooms.set({ ...$rooms.get(), open: room });
}

export function unreadChanged(change: UnreadChange): void {
  $rooms.set(applyUnread($rooms.get(), change));
}

export function setLoadingMore(list: RoomList, loadingMore: boolean): void {
  const state = $rooms.get();
  $rooms.set({ ...state, lists: { ...state.lists, [list]: { ...state.lists[list], loadingMore } } });
}

/** Forgets every list (another identity, or the element shut down for good). */
export function resetRooms(): void {
  updateCounts.clear();
  $rooms.set(emptyRooms(storedOrders()));
}

const ORDER_KEY = 'oc.inbox.order.';

/** The order chosen per list, kept locally (spec 000 §9); only written when the agent toggles it. */
function storedOrders(): Partial<Record<RoomList, ListOrder>> {
  const out: Partial<Record<RoomList, ListOrder>> = {};
  try {
    for (const list of ROOM_LISTS) {
      const value = globalThis.localStorage?.getItem(ORDER_KEY + list);
      if (value === 'asc' || value === 'desc') out[list] = value;
    }
  } catch {
    // Storage can be unavailable (sandboxed frame): the default order applies.
  }
  return out;
}

export function setListOrder(list: RoomList, order: ListOrder): void {
  try {
    globalThis.localStorage?.setItem(ORDER_KEY + list, order);
  } catch {
    // Not persisted: the choice still holds for this page.
  }
  const state = $rooms.get();
  $rooms.set({
    ...state,
    lists: { ...state.lists, [list]: { ...emptyList(order), count: state.lists[list].count } },
  });
}
