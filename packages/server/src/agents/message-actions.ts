import type { Message, RichContent } from '@omnicanal/api';
import { isOpen, REPLY_WINDOW_HOURS, replyWindow } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { OutboundTemplate } from '../channels/providers/provider.ts';
import type { DB } from '../db/schema.ts';
import type { EventBus } from '../events/bus.ts';
import { CommandError, roomClosed, roomNotFound, roomNotYours } from '../realtime/errors.ts';
import { agentReplied, visitorWrote } from '../rooms/activity.ts';
import type { Emit } from '../rooms/announce.ts';
import { roomConfigurationOf } from '../rooms/configuration-repo.ts';
import { authorOf, type RoomService } from '../rooms/room-actions.ts';
import { roomStatus } from '../rooms/transition.ts';
import { findMessageByClientId, findRoom, lockRoomRow, type RoomRow, toMessage } from './rooms-repo.ts';
import { emitUnread } from './unread.ts';
import { agentName, type Viewer } from './visibility.ts';

/**
 * Counts a visitor's message as unread unless its client id is already stored (a retry: nothing
 * is counted and nothing answers), and reads in the same statement what the message needs: the
 * guest who wrote it and the room configuration, read with the room already locked.
 */
function countVisitorMessage(trx: Kysely<DB>, uuid: string, clientId: string) {
  return trx
    .updateTable('rooms')
    .set((eb) => ({ unread_msg: eb('unread_msg', '+', 1) }))
    .where('uuid', '=', uuid)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('messages')
            .select('messages.uuid')
            .where('messages.room_uuid', '=', uuid)
            .where('messages.client_id', '=', clientId),
        ),
      ),
    )
    .returning(({ selectFrom }) => [
      'rooms.unread_msg',
      selectFrom('guests')
        .select('guests.uuid')
        .whereRef('guests.id', '=', 'rooms.guest_id')
        .$asScalar()
        .as('guest_uuid'),
      selectFrom('guests')
        .select('guests.name')
        .whereRef('guests.id', '=', 'rooms.guest_id')
        .$asScalar()
        .as('guest_name'),
      selectFrom('room_configurations')
        .select('room_configurations.settings')
        .whereRef('room_configurations.company_id', '=', 'rooms.company_id')
        .as('settings'),
    ])
    .executeTakeFirst();
}

/**
 * A channel with a reply window (WhatsApp: 24 hours after the contact's last message) refuses a
 * free reply past it: the agent hears it at once rather than from a failed delivery.
 */
async function refuseOutsideReplyWindow(trx: Kysely<DB>, row: RoomRow, now: Date): Promise<void> {
  if (row.channel_id === null) return;
  const origin = (row.infos as { origin?: unknown } | null)?.origin;
  if (typeof origin !== 'string' || !REPLY_WINDOW_HOURS[origin]) return;
  const last = await trx
    .selectFrom('messages')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('room_uuid', '=', row.uuid)
    .where('kind', '=', 'visitor')
    .executeTakeFirst();
  const window = replyWindow(origin, last?.at ? new Date(last.at) : null, now);
  if (window && !window.open)
    throw new CommandError(
      'reply_window_closed',
      `${origin} accepts only an approved template more than ${REPLY_WINDOW_HOURS[origin]} hours after the contact's last message.`,
    );
}

/**
 * Messages and typing in a room. A send carries a client id: a retry with the same id answers the
 * stored message and stores nothing (UNIQUE(room_uuid, client_id) backs the check).
 */
export class MessageService {
  readonly #rooms: RoomService;
  readonly #db: Kysely<DB>;
  readonly #bus: EventBus;

  constructor(rooms: RoomService, db: Kysely<DB>, bus: EventBus) {
    this.#rooms = rooms;
    this.#db = db;
    this.#bus = bus;
  }

  /**
   * An agent's message: only by the room's agent while it is open. A reply ends lateness (the room
   * runs again) and restarts the late, re-queue and auto-close counts. With a `template` (an
   * approved one, already checked) it goes as that template, which the reply window allows.
   */
  async sendAsAgent(
    viewer: Viewer,
    uuid: string,
    richContent: RichContent,
    clientId: string,
    template: OutboundTemplate | null = null,
  ): Promise<Message> {
    return this.#rooms.commit(async (trx, emit) => {
      const row = await this.#rooms.visibleRoom(trx, viewer, uuid, true);
      // Idempotency first: a retry answers the stored message even if the room changed since.
      const stored = await findMessageByClientId(trx, uuid, clientId);
      if (stored) return toMessage(stored);
      const current = roomStatus(row);
      if (current === 'closed') throw roomClosed();
      if (!isOpen(current) || row.agent_id !== viewer.userId) throw roomNotYours();
      if (!template) await refuseOutsideReplyWindow(trx, row, this.#rooms.now());
      await agentReplied(trx, emit, row, this.#rooms.now());
      const message = await this.#rooms.insertMessage(
        trx,
        emit,
        row,
        'agent',
        richContent,
        authorOf(viewer),
        clientId,
        template,
      );
      return message;
    });
  }

  /**
   * A visitor's message: counts as unread for the agents until someone marks the room read.
   * `check` runs with the room locked, before anything is read or written, so a rule it enforces
   * (an invitation answered once) holds against concurrent sends.
   */
  async sendAsVisitor(
    uuid: string,
    richContent: RichContent,
    clientId: string,
    check?: (trx: Kysely<DB>) => Promise<void>,
  ): Promise<Message> {
    return this.#rooms.commit((trx, emit) =>
      this.visitorMessageIn(trx, emit, uuid, richContent, clientId, check),
    );
  }

  /**
   * `sendAsVisitor` inside the caller's transaction: a channel's inbound message opens (or finds)
   * its room and stores the message in one commit, so a provider's retry finds both or neither.
   */
  async visitorMessageIn(
    trx: Kysely<DB>,
    emit: Emit,
    uuid: string,
    richContent: RichContent,
    clientId: string,
    check?: (trx: Kysely<DB>) => Promise<void>,
  ): Promise<Message> {
    const row = await lockRoomRow(trx, uuid);
    if (!row) throw roomNotFound();
    await check?.(trx);
    const counted = await countVisitorMessage(trx, uuid, clientId);
    // Idempotency first: a retry answers the stored message even if the room closed since.
    if (!counted) {
      const stored = await findMessageByClientId(trx, uuid, clientId);
      if (stored) return toMessage(stored);
      throw roomNotFound();
    }
    if (roomStatus(row) === 'closed') throw roomClosed();
    await visitorWrote(trx, row, this.#rooms.now(), roomConfigurationOf(counted.settings));
    const guest = { uuid: counted.guest_uuid, name: counted.guest_name };
    const message = await this.#rooms.insertMessage(trx, emit, row, 'visitor', richContent, guest, clientId);
    await emitUnread(emit, row, counted.unread_msg);
    return message;
  }

  /** Typing from an agent goes to the room's visitor only; it is not stored. */
  async agentTyping(viewer: Viewer, uuid: string, active: boolean): Promise<void> {
    const row = await this.#rooms.visibleRoom(this.#db, viewer, uuid);
    if (!isOpen(roomStatus(row)) || row.agent_id !== viewer.userId) throw roomNotYours();
    this.#bus.typing({
      company_id: row.company_id,
      room_uuid: row.uuid,
      skill_id: row.skill_id,
      agent_id: row.agent_id,
      data: {
        room: row.uuid,
        active,
        author: 'agent',
        name: agentName({ first_name: viewer.firstName, last_name: viewer.lastName, email: viewer.email }),
      },
    });
  }

  /** Typing from a visitor goes to the agents who may see the room. */
  async visitorTyping(uuid: string, active: boolean): Promise<void> {
    const row = await findRoom(this.#db, uuid);
    if (!row) throw roomNotFound();
    if (roomStatus(row) === 'closed') throw roomClosed();
    this.#bus.typing({
      company_id: row.company_id,
      room_uuid: row.uuid,
      skill_id: row.skill_id,
      agent_id: row.agent_id,
      data: { room: row.uuid, active, author: 'visitor' },
    });
  }
}
