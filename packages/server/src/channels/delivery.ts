import { DELIVERY_STATUSES, type DeliveryChange } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Emit } from '../rooms/announce.ts';
import type { DeliveryStatus } from './tables.ts';

/** Which outbound message: the outbox's own row, or the provider's id a status callback names. */
export type OutboundLocator = { id: number } | { channelId: number; providerMessageId: string };

/** A delivery status change and, for a failure, the provider's code. */
export interface DeliveryUpdate {
  status: Exclude<DeliveryStatus, 'received'>;
  errorCode: string | null;
  /** Still to do later (a retry, the local provider's delivery); null: nothing left. */
  dueAt?: Date | null;
  providerMessageId?: string;
  attempts?: number;
}

/**
 * Where each status stands: a late report never takes a message back (delivered stays delivered,
 * a `delivered` arriving after `read` changes nothing).
 */
const RANK: Record<string, number> = { queued: 0, sent: 1, failed: 2, delivered: 3, read: 4 };

/** The statuses the agents' socket carries (all but an inbound message's `received`). */
const toldAgents = (status: string): status is DeliveryChange['status'] =>
  (DELIVERY_STATUSES as readonly string[]).includes(status);

/**
 * Records a new delivery status of an outbound message and tells the room's agents (a `delivery`
 * event on the agents socket), in the caller's transaction. Answers false when the message is
 * unknown or already further along.
 */
export async function applyDelivery(
  trx: Kysely<DB>,
  emit: Emit,
  locator: OutboundLocator,
  update: DeliveryUpdate,
): Promise<boolean> {
  let query = trx
    .selectFrom('channel_messages')
    // A bot's line goes out before its conversation has a room (the room opens at the hand-off).
    .leftJoin('rooms', 'rooms.uuid', 'channel_messages.room_uuid')
    .select([
      'channel_messages.id',
      'channel_messages.status',
      'channel_messages.error_code',
      'channel_messages.message_uuid',
      'rooms.uuid as room_uuid',
      'rooms.company_id',
      'rooms.skill_id',
      'rooms.agent_id',
    ])
    .where('channel_messages.direction', '=', 'out')
    .forUpdate('channel_messages');
  query =
    'id' in locator
      ? query.where('channel_messages.id', '=', locator.id)
      : query
          .where('channel_messages.channel_id', '=', locator.channelId)
          .where('channel_messages.provider_message_id', '=', locator.providerMessageId);
  const row = await query.executeTakeFirst();
  if (!row?.message_uuid) return false;
  const moving = row.status !== update.status;
  if (moving && (RANK[update.status] ?? 0) < (RANK[row.status] ?? 0) && update.status !== 'queued')
    return false;
  // A retry that failed again with another code is news for the agent too.
  const news = moving || row.error_code !== update.errorCode;
  await trx
    .updateTable('channel_messages')
    .set({
      status: update.status,
      error_code: update.errorCode,
      updated_at: new Date(),
      ...(update.dueAt !== undefined ? { due_at: update.dueAt } : {}),
      ...(update.providerMessageId ? { provider_message_id: update.providerMessageId } : {}),
      ...(update.attempts !== undefined ? { attempts: update.attempts } : {}),
    })
    .where('id', '=', row.id)
    .execute();
  // Agents see no conversation the bot still owns: nobody to tell yet.
  if (!news || row.room_uuid === null || row.company_id === null || !toldAgents(update.status)) return true;
  await tellAgents(
    emit,
    {
      uuid: row.room_uuid,
      company_id: row.company_id,
      skill_id: row.skill_id,
      agent_id: row.agent_id,
    },
    row.message_uuid,
    update,
  );
  return true;
}

/** The room's agents hear a message's new delivery status (a `delivery` event). */
async function tellAgents(
  emit: Emit,
  room: { uuid: string; company_id: number; skill_id: number | null; agent_id: number | null },
  message: string,
  update: DeliveryUpdate & { status: DeliveryChange['status'] },
): Promise<void> {
  await emit({
    company_id: room.company_id,
    kind: 'delivery',
    room_uuid: room.uuid,
    skill_id: room.skill_id,
    agent_id: room.agent_id,
    payload: { room: room.uuid, message, status: update.status, error_code: update.errorCode },
  });
}

/**
 * One status change for many outbound messages at once (the local provider's status callbacks a
 * pass of the outbox replays): each message still at `from` moves on, and the agents of each
 * one's room are told, as `applyDelivery` does one by one. One statement for the batch instead
 * of a transaction a message. A message that moved meanwhile (further along, or failed) is left
 * as it is. In the caller's transaction; answers how many moved.
 */
export async function applyDeliveries(
  trx: Kysely<DB>,
  emit: Emit,
  ids: readonly number[],
  from: Exclude<DeliveryStatus, 'received'>,
  update: DeliveryUpdate,
): Promise<number> {
  if (ids.length === 0) return 0;
  const moved = await trx
    .updateTable('channel_messages')
    .set({
      status: update.status,
      error_code: update.errorCode,
      updated_at: new Date(),
      ...(update.dueAt !== undefined ? { due_at: update.dueAt } : {}),
    })
    .where('id', 'in', [...ids])
    .where('direction', '=', 'out')
    .where('status', '=', from)
    .returning(['id', 'message_uuid', 'room_uuid'])
    .execute();
  const told = moved.filter((m) => m.room_uuid !== null && m.message_uuid !== null);
  if (told.length === 0 || !toldAgents(update.status) || from === update.status) return moved.length;
  // Agents see no conversation the bot still owns (no room yet): nobody to tell for those.
  const rooms = await trx
    .selectFrom('rooms')
    .select(['uuid', 'company_id', 'skill_id', 'agent_id'])
    .where('uuid', 'in', [...new Set(told.map((m) => m.room_uuid as string))])
    .execute();
  const roomOf = new Map(rooms.map((room) => [room.uuid, room]));
  for (const message of told) {
    const room = roomOf.get(message.room_uuid as string);
    if (room) await tellAgents(emit, room, message.message_uuid as string, update);
  }
  return moved.length;
}
