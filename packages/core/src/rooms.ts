/** Room statuses of spec 000 §4. */
export const ROOM_STATUSES = ['waiting', 'running', 'late', 'closed', 'transferred', 'requeued'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

/** The lists the agent console shows, with the status each gathers. */
export const ROOM_LISTS = ['waiting', 'running', 'closed'] as const;
export type RoomList = (typeof ROOM_LISTS)[number];

export function isRoomStatus(value: unknown): value is RoomStatus {
  return typeof value === 'string' && (ROOM_STATUSES as readonly string[]).includes(value);
}

/** Which inbox list a status belongs to: transferred and re-queued rooms wait again (spec 000 §4). */
export function listOfStatus(status: RoomStatus): RoomList {
  switch (status) {
    case 'running':
    case 'late':
      return 'running';
    case 'closed':
      return 'closed';
    default:
      return 'waiting';
  }
}

/**
 * The list a room is shown in. A room that went late while nobody held it still waits to be taken,
 * so it stays in the waiting list; a late room held by an agent is in the running list.
 */
export function listOfRoom(room: { status: RoomStatus; agent: unknown }): RoomList {
  if (room.status === 'late' && !room.agent) return 'waiting';
  return listOfStatus(room.status);
}

/** Open rooms count = running plus late (spec 000 §4). */
export function isOpen(status: RoomStatus): boolean {
  return status === 'running' || status === 'late';
}

/**
 * The transitions the room engine allows. Closing is final; a closed room never reopens in place
 * (a new message from the visitor starts a new room).
 */
const TRANSITIONS: Readonly<Record<RoomStatus, readonly RoomStatus[]>> = {
  waiting: ['running', 'closed', 'transferred', 'late', 'requeued'],
  requeued: ['running', 'closed', 'transferred', 'late'],
  transferred: ['running', 'closed', 'transferred', 'late', 'requeued'],
  running: ['late', 'closed', 'transferred', 'requeued'],
  late: ['running', 'closed', 'transferred', 'requeued'],
  closed: [],
};

export function canTransition(from: RoomStatus, to: RoomStatus): boolean {
  return TRANSITIONS[from].includes(to);
}
