import type { Room, User } from '@omnicanal/api';
import { canSeeRoom, hasRank, isOpen, type RoomStatus } from '@omnicanal/core';
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

/**
 * Whether the room can be taken over: a waiting, transferred or re-queued room, or a late room that
 * nobody holds (it turned late while waiting; the server takes it like a waiting one).
 */
export const canTake = (room: Room | null): boolean =>
  !!room && (TAKEABLE.includes(room.status) || (room.status === 'late' && !room.agent));

/** The room is open (running or late) and assigned to this user. */
export function isMine(room: Room | null, user: Pick<User, 'uuid'> | null): boolean {
  return !!room && !!user && isOpen(room.status) && room.agent?.uuid === user.uuid;
}

/**
 * Whether the user still sees the room under the visibility rules (spec 000 §4), as the server
 * applies them; without a known user, the server's word (it sent the room) stands.
 */
export function userSees(room: Room, user: Pick<User, 'uuid' | 'user_role' | 'permissions'> | null): boolean {
  if (!user) return true;
  return canSeeRoom(
    {
      seesAll: hasRank(user.user_role, 'admin'),
      self: user.uuid,
      skillIds: user.permissions.skills.map((s) => s.id),
    },
    { skill: room.skill, agent: room.agent?.uuid ?? null },
  );
}

/** The room is assigned to this user, whatever its status. */
const assignedTo = (room: Room, user: Pick<User, 'uuid'>): boolean => room.agent?.uuid === user.uuid;

/**
 * Transfer is offered to the room's assigned agent and to managers and above, while the room is
 * not closed (spec 000 §4; the server enforces the same rule).
 */
export function canTransfer(room: Room | null, user: Pick<User, 'uuid' | 'user_role'> | null): boolean {
  if (!room || !user || room.status === 'closed') return false;
  return assignedTo(room, user) || hasRank(user.user_role, 'manager');
}

/**
 * Blocking is offered to the room's agent while it is open, and to managers and above on any room
 * they see, closed ones included (a spammer is often noticed late).
 */
export function canBlock(room: Room | null, user: Pick<User, 'uuid' | 'user_role'> | null): boolean {
  if (!room || !user || room.infos.extra?.blocked === true) return false;
  if (hasRank(user.user_role, 'manager')) return true;
  return room.status !== 'closed' && assignedTo(room, user);
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

/** How many room_updates the room being read has had: a load started earlier knows it is older. */
let roomUpdates = 0;

/** The count of room_updates applied to the room being read, to compare after an async load. */
export const roomUpdateMark = (): number => roomUpdates;

/** A room_update for the room being read keeps its header and actions current. */
export function conversationRoomUpdated(room: Room): void {
  if ($conversation.get().uuid !== room.uuid) return;
  roomUpdates += 1;
  setConversation({ room });
}

/** A visitor's message in the room being read counts as unread until it is marked read. */
export function conversationUnread(uuid: string): void {
  const { room } = $conversation.get();
  if (room && room.uuid === uuid) setConversation({ room: { ...room, unread_msg: room.unread_msg + 1 } });
}

export function resetConversation(): void {
  $conversation.set(emptyConversation());
}
