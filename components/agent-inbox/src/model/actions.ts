import { Message, newClientId, type RichContent, Room, RoomsPage, SocketCommandError } from '@omnicanal/api';
import { ROOM_LISTS, type RoomList } from '@omnicanal/core';
import { $session } from '@omnicanal/stores';
import * as v from 'valibot';
import { $connection, addConnectionHooks, command, currentSocket, reportProblem } from './connection.ts';
import { $conversation, isMine, roomUpdateMark, setConversation } from './conversation.ts';
import {
  $messages,
  addLocalSend,
  arrivalMark,
  localMessage,
  markSendFailed,
  markSendPending,
  receiveMessage,
  setHistory,
  startReading,
} from './messages.ts';
import {
  $rooms,
  clearUnread,
  findRoom,
  type ListOrder,
  setListOrder,
  setLoadingMore,
  setRoomsPage,
} from './rooms.ts';

/** Answers are checked against the contract: a mismatch is an error here, not undefined fields later. */
function parse<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) throw new SocketCommandError('invalid_payload', 'unexpected answer');
  return parsed.output;
}

/** Losing the link is not an error to show: the banner says it and the next resume refetches. */
const isDisconnect = (error: unknown) =>
  error instanceof SocketCommandError && (error.code === 'closed' || error.code === 'connection_lost');

function background(error: unknown): void {
  if (!isDisconnect(error)) reportProblem(error);
}

/** Fetches one page of a list (offset 0 replaces it). */
export async function fetchList(list: RoomList, offset = 0): Promise<void> {
  if (offset > 0) setLoadingMore(list, true);
  try {
    const order = $rooms.get().lists[list].order;
    const page = parse(RoomsPage, await command('get_rooms_list', { status: list, order_by: order, offset }));
    setRoomsPage(page, offset);
  } catch (error) {
    if (offset > 0) setLoadingMore(list, false);
    background(error);
  }
}

/** "Load more" at the bottom of a list whose paging has not reached the end. */
export function loadMore(list: RoomList): Promise<void> {
  const state = $rooms.get().lists[list];
  if (state.pagingEnd || state.loadingMore) return Promise.resolve();
  return fetchList(list, state.rooms.length);
}

export function changeOrder(list: RoomList, order: ListOrder): Promise<void> {
  setListOrder(list, order);
  return fetchList(list, 0);
}

/**
 * Marks the open room read: unread back to zero and the server told, for the agent's own running
 * and late rooms only (spec 000 §4); nothing is said while the agent is not looking at the page.
 */
export function markRead(): void {
  const { room } = $conversation.get();
  if (!room || !isMine(room, $session.get().user)) return;
  if (globalThis.document?.visibilityState === 'hidden') return;
  clearUnread(room.uuid);
  if (room.unread_msg) setConversation({ room: { ...room, unread_msg: 0 } });
  command('room_is_read', { room: room.uuid }).catch(background);
}

async function loadConversation(uuid: string): Promise<void> {
  setConversation({ loading: true, error: null });
  const since = arrivalMark();
  const updates = roomUpdateMark();
  try {
    const [roomData, history] = await Promise.all([
      command('get_room', { uuid }),
      command<{ messages: unknown; has_more?: unknown }>('get_messages', { room: uuid }),
    ]);
    const room = parse(Room, roomData);
    const messages = parse(v.array(Message), history?.messages);
    if ($conversation.get().uuid !== uuid) return;
    // has_more tells the log whether older pages exist, so it asks for none when there are none.
    setHistory(uuid, messages, since, history?.has_more === true);
    // A room_update that came while loading is newer than get_room's answer (a take-over clicked
    // before the room had loaded): keep it, or the room would show as still waiting.
    setConversation(roomUpdateMark() === updates ? { room, loading: false } : { loading: false });
  } catch (error) {
    if ($conversation.get().uuid !== uuid) return;
    if (isDisconnect(error)) return; // the next resume loads it again
    setConversation({ loading: false, error: error instanceof SocketCommandError ? error.code : 'unknown' });
  }
}

/**
 * Opens a room (spec 000 §4): messages reset, then room and history fetched. Returns the room as
 * known at once (its list row), if any.
 */
export function openRoom(uuid: string): Room | null {
  if ($conversation.get().uuid === uuid) return $conversation.get().room;
  const row = findRoom($rooms.get(), uuid) ?? null;
  $conversation.set({ uuid, room: row, loading: true, error: null });
  startReading(uuid);
  // While offline the resume that follows the reconnection loads it.
  if ($connection.get() === 'open') void loadConversation(uuid);
  return row;
}

export function closeConversation(): void {
  $conversation.set({ uuid: null, room: null, loading: false, error: null });
}

function deliver(room: string, clientId: string, content: RichContent): void {
  command('send_message', { room, rich_content: content, client_id: clientId }, { retry: true }).then(
    (data) => {
      const parsed = v.safeParse(Message, data);
      if (parsed.success) receiveMessage(parsed.output);
    },
    (error: unknown) =>
      markSendFailed(room, clientId, error instanceof SocketCommandError ? error.code : 'unknown'),
  );
}

/**
 * Sends a reply to the open room. It shows at once as "sending"; offline it waits in the socket's
 * outbox and goes out once on reconnection (the client id makes a resend harmless).
 */
export function sendText(text: string): boolean {
  const { room } = $conversation.get();
  const user = $session.get().user;
  const trimmed = text.trim();
  if (!room || !trimmed || !isMine(room, user)) return false;
  const clientId = newClientId();
  const content: RichContent = { type: 'txt', text: trimmed };
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : '';
  addLocalSend(localMessage(room.uuid, clientId, content, user ? { uuid: user.uuid, name } : null));
  deliver(room.uuid, clientId, content);
  return true;
}

/** Sends a failed reply again with the same client id: the server stores it at most once. */
export function retrySend(room: string, clientId: string): void {
  const entry = $messages
    .get()
    .rooms[room]?.find((e) => e.message.client_id === clientId && e.state === 'failed');
  if (!entry) return;
  markSendPending(room, clientId);
  deliver(room, clientId, entry.message.rich_content);
}

/** Take over and close: the room_update that follows is the truth, not the answer's data. */
export async function takeRoom(): Promise<void> {
  const { uuid } = $conversation.get();
  if (uuid) await command('take_room', { room: uuid });
}

export async function closeRoom(): Promise<void> {
  const { uuid } = $conversation.get();
  if (uuid) await command('close_room', { room: uuid });
}

/** Where a transfer goes: a skill of the company or one of its agents (spec 000 §4, §7). */
export type TransferChoice = { skill: number } | { to_agent: string };

/**
 * Transfers the open room. The room_update that follows moves it; when the user can no longer see
 * the room afterwards, it leaves their lists (the visibility check of the connection).
 */
export async function transferRoom(target: TransferChoice): Promise<void> {
  const { uuid } = $conversation.get();
  if (uuid) await command('transfer_room', { room: uuid, ...target });
}

/** Blocks the open room's visitor: the room closes and the visitor cannot open another one. */
export async function blockRoom(): Promise<void> {
  const { uuid } = $conversation.get();
  if (uuid) await command('block_room', { room: uuid });
}

/**
 * The agent's typing in one of their open rooms; dropped when offline (it means nothing later)
 * and for a room that is no longer theirs (closed meanwhile, or unknown here).
 */
export function sendTyping(uuid: string, active: boolean): void {
  const { room: open } = $conversation.get();
  const room = open?.uuid === uuid ? open : findRoom($rooms.get(), uuid);
  if (room && isMine(room, $session.get().user)) currentSocket()?.notify('typing', { room: uuid, active });
}

/**
 * Every successful (re)connection converges on the server's state: the three lists from their
 * first page and the open room with its history. The open room is marked read whenever it has
 * unread messages, is the agent's, and the page is visible: on opening, on a new message, after a
 * take-over, when the page comes back to the front.
 */
export function installActions(): () => void {
  const removeHooks = addConnectionHooks({
    onResumed: () => {
      for (const list of ROOM_LISTS) void fetchList(list, 0);
      const { uuid } = $conversation.get();
      if (uuid) void loadConversation(uuid);
    },
  });
  const unread = () => {
    const { room, loading } = $conversation.get();
    if (!loading && room?.unread_msg) markRead();
  };
  const stopListening = $conversation.listen(unread);
  globalThis.document?.addEventListener('visibilitychange', unread);
  return () => {
    removeHooks();
    stopListening();
    globalThis.document?.removeEventListener('visibilitychange', unread);
  };
}
