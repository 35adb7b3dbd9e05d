import type { Room, User } from '@omnicanal/api';
import { canSeeRoom, hasRank, isOpen, type RoomStatus } from '@omnicanal/core';
import { atom, computed } from 'nanostores';
import { $rooms, openRoomOf } from './rooms.ts';

/** Which room is being read, and how its loading went. */
interface Reading {
  uuid: string | null;
  /** Room and history are being fetched. */
  loading: boolean;
  /** Code of the error that prevented loading them. */
  error: string | null;
}

/** The room being read. */
export interface ConversationState extends Reading {
  /** The room as `$rooms` holds it (row, then get_room, then every change); never stored here. */
  room: Room | null;
}

const noReading = (): Reading => ({ uuid: null, loading: false, error: null });

const $reading = atom<Reading>(noReading());

let last: ConversationState | null = null;

/**
 * The open room, derived: `$rooms` is the only store of rooms, so a room_update or an unread
 * change is one call and the conversation follows. The same object is kept while nothing it
 * shows changed, so a list page loading does not wake the conversation's listeners.
 */
export const $conversation = computed([$reading, $rooms], (reading, rooms): ConversationState => {
  const room = openRoomOf(rooms, reading.uuid);
  if (
    last &&
    last.uuid === reading.uuid &&
    last.loading === reading.loading &&
    last.error === reading.error &&
    last.room === room
  )
    return last;
  last = { ...reading, room };
  return last;
});

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

/** Changes which room is read or how its loading goes; the room itself lives in `$rooms`. */
export function setConversation(patch: Partial<Reading>): void {
  $reading.set({ ...$reading.get(), ...patch });
}

export function resetConversation(): void {
  $reading.set(noReading());
}
