import {
  MESSAGES_PAGE_SIZE,
  type Message,
  type MessagesPage,
  ROOMS_PAGE_SIZE,
  type Room,
  RoomInfos,
  type RoomsPage,
} from '@omnicanal/api';
import { isRoomStatus, type RoomList, type RoomStatus } from '@omnicanal/core';
import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool } from 'kysely';
import * as v from 'valibot';
import type { DB, MessagesTable } from '../db/schema.ts';
import { type Viewer, visibleRooms } from './visibility.ts';

/** Rooms with their agent's public fields. */
function selectRooms(db: Kysely<DB>) {
  return db
    .selectFrom('rooms')
    .leftJoin('users as agent', 'agent.id', 'rooms.agent_id')
    .selectAll('rooms')
    .select([
      'agent.uuid as agent_uuid',
      'agent.first_name as agent_first_name',
      'agent.last_name as agent_last_name',
    ]);
}

export type RoomRow = Awaited<ReturnType<ReturnType<typeof selectRooms>['executeTakeFirstOrThrow']>>;

export function findRoom(db: Kysely<DB>, uuid: string): Promise<RoomRow | undefined> {
  return selectRooms(db).where('rooms.uuid', '=', uuid).executeTakeFirst();
}

/** Locks a room row for the rest of the transaction: state changes on one room run one at a time. */
export async function lockRoom(trx: Kysely<DB>, uuid: string): Promise<RoomRow | undefined> {
  // The agent's fields are read after the lock, in a statement of its own: they are then those of
  // the agent the room has now, whoever held the lock before.
  return (await lockRoomRow(trx, uuid)) ? findRoom(trx, uuid) : undefined;
}

/**
 * Locks a room row and answers its own columns, without the agent's (one statement where lockRoom
 * takes two): for the hot paths that only need the room itself, a visitor's message.
 */
export function lockRoomRow(trx: Kysely<DB>, uuid: string) {
  return trx.selectFrom('rooms').selectAll().where('uuid', '=', uuid).forUpdate().executeTakeFirst();
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const status = (s: string | null): RoomStatus | null => (isRoomStatus(s) ? s : null);

/** The Room of spec 000 §3. Infos go through the shared schema so only known keys leave. */
export function toRoom(row: RoomRow): Room {
  const infos = v.safeParse(RoomInfos, row.infos);
  const current = status(row.status) ?? 'waiting';
  return {
    uuid: row.uuid,
    status: current,
    current_status: current,
    previous_status: status(row.previous_status),
    infos: infos.success ? infos.output : {},
    unread_msg: row.unread_msg,
    skill: row.skill_id,
    agent: row.agent_uuid
      ? { uuid: row.agent_uuid, first_name: row.agent_first_name ?? '', last_name: row.agent_last_name ?? '' }
      : null,
    list_time: row.list_time.toISOString(),
    last_running: iso(row.last_running),
    last_waiting: iso(row.last_waiting),
    last_closed: iso(row.last_closed),
    last_transferred: iso(row.last_transferred),
    session_group_integer_id: row.session_group_integer_id,
    session_group_id: row.session_group_id,
    session_guest_idle: row.session_guest_idle,
  };
}

/** Statuses gathered by each inbox list (spec 000 §4): transferred and re-queued rooms wait again. */
export const LIST_STATUSES: Readonly<Record<RoomList, readonly RoomStatus[]>> = {
  waiting: ['waiting', 'transferred', 'requeued'],
  running: ['running', 'late'],
  closed: ['closed'],
};

/**
 * A list's rooms. A room that went late while nobody held it still waits to be taken, so it stays
 * in the waiting list; a late room held by an agent is in that agent's running list.
 */
function inList(list: RoomList) {
  return (eb: ExpressionBuilder<DB, 'rooms'>): Expression<SqlBool> => {
    const statuses = eb(
      'rooms.status',
      'in',
      [...LIST_STATUSES[list]].filter((s) => s !== 'late'),
    );
    if (list === 'closed') return statuses;
    const late = eb('rooms.status', '=', 'late');
    const held = list === 'running' ? eb('rooms.agent_id', 'is not', null) : eb('rooms.agent_id', 'is', null);
    return eb.or([statuses, eb.and([late, held])]);
  };
}

/** Ordering key per list (spec 000 §9): last_running, last_closed, otherwise last_waiting. */
const LIST_KEY = {
  waiting: 'rooms.last_waiting',
  running: 'rooms.last_running',
  closed: 'rooms.last_closed',
} as const;

/** Which rooms a page is drawn from: a predicate on `rooms`. */
type RoomScope = (eb: ExpressionBuilder<DB, 'rooms'>) => Expression<SqlBool>;

/** One page of a list's rooms within `scope`, ordered by the list's key, with the list's count. */
async function roomsPage(
  db: Kysely<DB>,
  scope: RoomScope,
  list: RoomList,
  order: 'asc' | 'desc',
  offset: number,
): Promise<RoomsPage> {
  const base = db.selectFrom('rooms').where(scope).where(inList(list));
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await selectRooms(db)
    .where(scope)
    .where(inList(list))
    .orderBy((eb) => eb.fn.coalesce(LIST_KEY[list], 'rooms.list_time'), order)
    .orderBy('rooms.session_group_integer_id', order)
    .limit(ROOMS_PAGE_SIZE)
    .offset(offset)
    .execute();
  return {
    status: list,
    rooms: rows.map(toRoom),
    count: Number(count),
    paging_end: offset + rows.length >= Number(count),
  };
}

/** A page of a list's rooms as an agent sees them (spec 000 §9 visibility). */
export function listRooms(
  db: Kysely<DB>,
  viewer: Viewer,
  list: RoomList,
  order: 'asc' | 'desc',
  offset: number,
): Promise<RoomsPage> {
  return roomsPage(db, visibleRooms(viewer), list, order, offset);
}

/**
 * A company's rooms of a list, newest first, for callers outside the console (the public API):
 * every room of the company, whatever skill, as an administrator sees them.
 */
export function companyRooms(
  db: Kysely<DB>,
  companyId: number,
  list: RoomList,
  offset: number,
): Promise<RoomsPage> {
  return roomsPage(db, (eb) => eb('rooms.company_id', '=', companyId), list, 'desc', offset);
}

/**
 * How many rooms an agent holds, counted against max_rooms: the open ones (running, late) by
 * default; a transfer to the agent also counts the rooms already transferred to them.
 */
export async function roomsHeldBy(
  trx: Kysely<DB>,
  userId: number,
  statuses: readonly RoomStatus[] = LIST_STATUSES.running,
): Promise<number> {
  const { count } = await trx
    .selectFrom('rooms')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('agent_id', '=', userId)
    .where('status', 'in', [...statuses])
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function roomMessages(db: Kysely<DB>, roomUuid: string): Promise<Message[]> {
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where('room_uuid', '=', roomUuid)
    .orderBy('seq')
    .execute();
  return rows.map(toMessage);
}

/** Which page of a room's messages `get_messages` asks for (spec 000 §7). */
export interface MessagesPageRequest {
  /** The page of messages just older than this one (scrolling up). */
  lastevent?: string | null | undefined;
  /** The messages just newer than this one (catching up after a gap). */
  fromevent?: string | null | undefined;
}

/**
 * One page of a room's messages, oldest first. Without an anchor: the latest page. `lastevent`:
 * the page before that message, `has_more` when older ones remain; `fromevent`: the page after it,
 * `has_more` when newer ones remain. Ordered by `seq`, the room's total order. Undefined when the
 * anchor is not a message of the room.
 */
export async function roomMessagesPage(
  db: Kysely<DB>,
  roomUuid: string,
  request: MessagesPageRequest,
  size: number = MESSAGES_PAGE_SIZE,
): Promise<MessagesPage | undefined> {
  const anchorId = request.fromevent ?? request.lastevent;
  let anchor: number | null = null;
  if (anchorId) {
    const row = await db
      .selectFrom('messages')
      .select('seq')
      .where('room_uuid', '=', roomUuid)
      .where('uuid', '=', anchorId)
      .executeTakeFirst();
    if (!row) return undefined;
    anchor = Number(row.seq);
  }
  const forward = !!request.fromevent;
  let query = db.selectFrom('messages').selectAll().where('room_uuid', '=', roomUuid);
  if (anchor !== null) query = query.where('seq', forward ? '>' : '<', anchor);
  // One row past the page says whether more remain, without a count.
  const rows = await query
    .orderBy('seq', forward ? 'asc' : 'desc')
    .limit(size + 1)
    .execute();
  const page = rows.slice(0, size);
  if (!forward) page.reverse();
  return { messages: page.map(toMessage), has_more: rows.length > size };
}

export function findMessageByClientId(db: Kysely<DB>, roomUuid: string, clientId: string) {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('room_uuid', '=', roomUuid)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

export function toMessage(row: Selectable<MessagesTable>): Message {
  return {
    event: row.uuid,
    room: row.room_uuid,
    kind: row.kind as Message['kind'],
    rich_content: row.rich_content as Message['rich_content'],
    author: row.author,
    client_id: row.client_id,
    created_at: row.created_at.toISOString(),
  };
}
