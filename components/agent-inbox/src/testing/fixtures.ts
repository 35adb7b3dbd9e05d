/**
 * Test data shared by the model's unit tests and the component tests. Not imported by product
 * code.
 */
import type { Message, Room, RoomsPage, User } from '@omnicanal/api';
import { listOfStatus, type RoomStatus } from '@omnicanal/core';

let next = 1;

export const AGENT = { uuid: 'agent-uuid-1', first_name: 'Alice', last_name: 'Martin' };

/** A room whose list keys all equal `at` (minutes after a fixed origin) unless overridden. */
export function makeRoom(overrides: Partial<Room> & { at?: number } = {}): Room {
  const { at = next, ...rest } = overrides;
  const id = next++;
  const time = new Date(Date.UTC(2026, 0, 1, 9, 0) + at * 60_000).toISOString();
  const status: RoomStatus = rest.status ?? 'waiting';
  return {
    uuid: `room-${id}`,
    status,
    current_status: status,
    previous_status: null,
    infos: { name: `Visiteur ${id}`, origin: 'web' },
    unread_msg: 0,
    skill: 1,
    agent: status === 'running' || status === 'late' || status === 'closed' ? AGENT : null,
    list_time: time,
    last_waiting: time,
    last_running: status === 'running' || status === 'late' || status === 'closed' ? time : null,
    last_closed: status === 'closed' ? time : null,
    last_transferred: null,
    session_group_integer_id: id,
    session_group_id: `sg-${id}`,
    session_guest_idle: false,
    ...rest,
  };
}

/** The room after a change of status, as the server's room_update carries it. */
export function moved(room: Room, status: RoomStatus, at: number): Room {
  const time = new Date(Date.UTC(2026, 0, 1, 9, 0) + at * 60_000).toISOString();
  return {
    ...room,
    status,
    current_status: status,
    previous_status: room.status,
    list_time: time,
    ...(status === 'running' ? { last_running: time, agent: AGENT } : {}),
    ...(status === 'closed' ? { last_closed: time } : {}),
    ...(status === 'waiting' || status === 'requeued' ? { last_waiting: time } : {}),
  };
}

export function page(rooms: Room[], options: { count?: number; pagingEnd?: boolean } = {}): RoomsPage {
  const status = rooms[0] ? listOfStatus(rooms[0].status) : 'waiting';
  return {
    status,
    rooms,
    count: options.count ?? rooms.length,
    paging_end: options.pagingEnd ?? true,
  };
}

export function makeMessage(overrides: Partial<Message> & { at?: number } = {}): Message {
  const { at = next, ...rest } = overrides;
  const id = next++;
  return {
    event: `event-${id}`,
    room: 'room-x',
    kind: 'visitor',
    rich_content: { type: 'txt', text: `Message ${id}` },
    author: { uuid: null, name: 'Visiteur' },
    client_id: null,
    created_at: new Date(Date.UTC(2026, 0, 1, 9, 0) + at * 1000).toISOString(),
    ...rest,
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    uuid: AGENT.uuid,
    first_name: AGENT.first_name,
    last_name: AGENT.last_name,
    email: 'agent@demo.test',
    phone_number: null,
    timezone: 'Europe/Paris',
    language: 'fr',
    user_role: 'agent',
    date_joined: '2026-01-01T00:00:00.000Z',
    has_confirm_email: true,
    want_notif: false,
    pause: false,
    max_rooms: 5,
    max_reviews: 0,
    max_tickets: 0,
    groups: [1],
    subaccounts: [],
    permissions: { skills: [{ id: 1, auto_allocation: false }], groups: [1] },
    notif_new_msg_sound: false,
    ...overrides,
  };
}
