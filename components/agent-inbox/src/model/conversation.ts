import type { Room, User } from '@omnicanal/api';
import { isOpen, type RoomStatus } from '@omnicanal/core';
import { atom } from 'nanostores';

/** The room being read. */
export interface ConversationState {
  uuid: string | null;
  /** The room as last known: from its list row, then get_room, then every room_update. */
  room: Room | null;
  /** Room and history are being fetched. */
  loading: boolean;
  /** Code of the error that prevented loading them. */
  error: string | null;
}

export const emptyConversation = (): ConversationState => ({
  uuid: null,
  room: null,
  loading: false,
  error: null,
});

export const $conversation = atom<ConversationState>(emptyConversation());

/** Statuses a room can be taken over from (spec 000 §4: waiting, transferred, re-queued). */
const TAKEABLE: readonly RoomStatus[] = ['waiting', 'transferred', 'requeued'];

export const canTake = (room: Room | null): boolean => !!room && TAKEABLE.includes(room.status);

/** The room is open (running or late) and assigned to this user. */
export function isMine(room: Room | null, user: Pick<User, 'uuid'> | null): boolean {
  return !!room && !!user && isOpen(room.status) && room.agent?.uuid === user.uuid;
}

/** The visitor's name as the room knows it, if any. */
export function visitorName(room: Room): string | null {
  return room.infos.name || room.infos.full_name || room.infos.username || null;
}

/** The time a room's timer counts from: the moment it entered its current state. */
export function timerStart(room: Room): string | null {
  switch (room.status) {
    case 'running':
    case 'late':
      return room.last_running ?? room.list_time;
    case 'transferred':
      return room.last_transferred ?? room.last_waiting ?? room.list_time;
    case 'closed':
      return room.last_closed ?? room.list_time;
    default:
      return room.last_waiting ?? room.list_time;
  }
}

export function setConversation(patch: Partial<ConversationState>): void {
  $conversation.set({ ...$conversation.get(), ...patch });
}

/** A room_update for the room being read keeps its header and actions current. */
export function conversationRoomUpdated(room: Room): void {
  if ($conversation.get().uuid === room.uuid) setConversation({ room });
}

/** A visitor's message in the room being read counts as unread until it is marked read. */
export function conversationUnread(uuid: string): void {
  const { room } = $conversation.get();
  if (room && room.uuid === uuid) setConversation({ room: { ...room, unread_msg: room.unread_msg + 1 } });
}

export function resetConversation(): void {
  $conversation.set(emptyConversation());
}
