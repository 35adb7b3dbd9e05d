import { type AgentRichContent, newClientId, Room, RoomsPage, SocketCommandError } from '@omnicanal/api';
import { decodeMessage, decodeMessages } from '@omnicanal/api/wire';
import { ROOM_LISTS, type RoomList } from '@omnicanal/core';
import { $session } from '@omnicanal/stores';
import * as v from 'valibot';
import { $connection, addConnectionHooks, command, currentSocket, reportProblem } from './connection.ts';
import { $conversation, isMine, resetConversation, setConversation } from './conversation.ts';
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
import type { ResumePlan } from './resume.ts';
import {
  $rooms,
  findRoom,
  type ListOrder,
  openRoomOf,
  roomUpdateMark,
  setListOrder,
  setLoadingMore,
  setOpenRoom,
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

/** The room and unread count last reported read: the same count is not reported twice. */
let reportedRead: string | null = null;

/**
 * Marks the open room read, for the agent's own running and late rooms only (spec 000 §4);
 * nothing is said while the agent is not looking at the page. The count goes back to zero when
 * the server says so (its unread event), like every count.
 */
export function markRead(): void {
  const { room } = $conversation.get();
  if (!room || !isMine(room, $session.get().user)) return;
  if (globalThis.document?.visibilityState === 'hidden') return;
  const key = `${room.uuid}:${room.unread_msg}`;
  if (key === reportedRead) return;
  reportedRead = key;
  command('room_is_read', { room: room.uuid }).catch((error: unknown) => {
    reportedRead = null;
    background(error);
  });
}

async function loadConversation(uuid: string): Promise<void> {
  setConversation({ loading: true, error: null });
  const since = arrivalMark();
  const updates = roomUpdateMark(uuid);
  try {
    const [roomData, history] = await Promise.all([
      command('get_room', { uuid }),
      command('get_messages', { room: uuid }),
    ]);
    const room = parse(Room, roomData);
    const messages = decodeMessages(history?.messages);
    if (!messages) throw new SocketCommandError('invalid_payload', 'unexpected answer');
    if ($conversation.get().uuid !== uuid) return;
    // has_more tells the log whether older pages exist, so it asks for none when there are none.
    setHistory(uuid, messages, since, history?.has_more === true);
    // A room_update that came while loading is newer than get_room's answer (a take-over clicked
    // before the room had loaded): keep it, or the room would show as still waiting.
    setOpenRoom(roomUpdateMark(uuid) === updates ? room : (openRoomOf($rooms.get(), uuid) ?? room));
    setConversation({ loading: false });
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
  setOpenRoom(row);
  setConversation({ uuid, loading: true, error: null });
  startReading(uuid);
  // While offline the resume that follows the reconnection loads it.
  if ($connection.get() === 'open') void loadConversation(uuid);
  return row;
}

export function closeConversation(): void {
  resetConversation();
  setOpenRoom(null);
}

function deliver(room: string, clientId: string, content: AgentRichContent): void {
  command('send_message', { room, rich_content: content, client_id: clientId }, { retry: true }).then(
    (data) => {
      const message = decodeMessage(data);
      if (message) receiveMessage(message);
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
  const content: AgentRichContent = { type: 'txt', text: trimmed };
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
  // A local send only ever holds what an agent may post; the check narrows the stored type.
  const content = entry?.message.rich_content;
  if (!content || content.type === 'room_event_answer') return;
  markSendPending(room, clientId);
  deliver(room, clientId, content);
}

/** Take over and close: the room_update that follows is the truth, not the answer's data. */
export async function takeRoom(): Promise<void> {
  const { uuid } = $conversation.get();
  if (uuid) await command('take_room', { room: uuid });
}

/** Closes the open conversation; `sendSurvey` sends its skill's survey when it is not force-sent. */
export async function closeRoom(sendSurvey = false): Promise<void> {
  const { uuid } = $conversation.get();
  if (uuid)
    await command('close_room', { room: uuid, ...(sendSurvey ? { extras: { send_survey: true } } : {}) });
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
 * After a resume the client converges on the server's state. A replay has patched everything
 * loaded: only what never loaded (a list, a room opened while offline or cut off while loading)
 * is fetched. A reload fetches the three lists from their first page and the open room with its
 * history.
 */
function converge(plan: ResumePlan): void {
  const { lists } = $rooms.get();
  for (const list of ROOM_LISTS) if (plan === 'reload' || !lists[list].loaded) void fetchList(list, 0);
  const { uuid, loading, error } = $conversation.get();
  if (uuid && (plan === 'reload' || loading || error)) void loadConversation(uuid);
}

/**
 * Installs what the inbox does on its own. The open room is marked read whenever it has
 * unread messages, is the agent's, and the page is visible: on opening, on a new message, after a
 * take-over, when the page comes back to the front.
 */
export function installActions(): () => void {
  const removeHooks = addConnectionHooks({ onResumed: converge });
  const unread = () => {
    const { room, loading } = $conversation.get();
    // Read back to zero (the server said so): the next visitor message is reported again.
    if (!room?.unread_msg) reportedRead = null;
    else if (!loading) markRead();
  };
  const stopListening = $conversation.listen(unread);
  globalThis.document?.addEventListener('visibilitychange', unread);
  return () => {
    removeHooks();
    stopListening();
    globalThis.document?.removeEventListener('visibilitychange', unread);
  };
}
