import { randomUUID } from 'node:crypto';
import type { Message, RichContent, Room } from '@omnicanal/api';
import { canTransition, hasRank, isOpen } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import { findRoom, lockRoom, type RoomRow, roomsHeldBy, toRoom } from '../agents/rooms-repo.ts';
import { resetUnread } from '../agents/unread.ts';
import { agentName, canSee, type RoomScope, type Viewer } from '../agents/visibility.ts';
import { queueOutbound } from '../channels/outbound.ts';
import type { OutboundTemplate } from '../channels/providers/provider.ts';
import type { DB } from '../db/schema.ts';
import type { EventBus } from '../events/bus.ts';
import { appendEvent, notifyAppended, type StoredEvent } from '../events/log.ts';
import { CommandError, roomClosed, roomNotFound, roomNotYours } from '../realtime/errors.ts';
import { announceRoom, type Emit } from './announce.ts';
import { type PostedSkillMessage, skillMessageText } from './skill-messages.ts';
import { type RoomChanges, roomStatus, transition } from './transition.ts';

export type Author = { uuid: string; name: string };

/** A system line of the conversation: its text (one of EVENT_TEXTS) and who did it. */
export interface EventLine {
  text: string;
  author: Author | null;
}

/**
 * Texts of the system lines (kind `event`): session event names in the spirit of spec 000 §3, which
 * clients translate; the author says who did it.
 */
export const EVENT_TEXTS = {
  taken: 'session_taken',
  closed: 'session_closed',
  autoClosed: 'session_auto_closed',
  transferredSkill: 'session_transferred_skill',
  transferredAgent: 'session_transferred_agent',
} as const;

/**
 * Every change to a room: each runs in one transaction that locks the room, records its events in
 * the log, and hands them to the bus once committed.
 */
export class RoomService {
  readonly #db: Kysely<DB>;
  readonly #bus: EventBus;
  readonly #clock: () => number;

  /** `clock` drives the room timers; tests inject one to move time without sleeping. */
  constructor(db: Kysely<DB>, bus: EventBus, clock: () => number = Date.now) {
    this.#db = db;
    this.#bus = bus;
    this.#clock = clock;
  }

  now(): Date {
    return new Date(this.#clock());
  }

  /**
   * Runs `work` in a transaction; the events it emits are published after the commit only, and
   * delivered on this instance before the caller answers.
   */
  async commit<T>(work: (trx: Kysely<DB>, emit: Emit) => Promise<T>): Promise<T> {
    const events: StoredEvent[] = [];
    const origin = this.#bus.notifyOrigin;
    const result = await this.#db.transaction().execute(async (trx) => {
      const value = await work(trx, async (event) => {
        const stored = await appendEvent(trx, event);
        events.push(stored);
        return stored;
      });
      if (origin !== null && events.length > 0) await notifyAppended(trx, events, origin);
      return value;
    });
    await this.#bus.publish(events);
    return result;
  }

  /**
   * Emits the room as it now is. With `before` (the scope before a transfer or re-queue), the same
   * room is emitted under the old scope too when it differs, so whoever saw it before (the previous
   * agent, the old skill) hears that it left them.
   */
  emitRoom(trx: Kysely<DB>, emit: Emit, uuid: string, before?: RoomScope): Promise<Room> {
    return announceRoom(trx, emit, uuid, before);
  }

  async insertMessage(
    trx: Kysely<DB>,
    emit: Emit,
    room: Pick<RoomRow, 'uuid' | 'company_id' | 'skill_id' | 'agent_id' | 'guest_id' | 'channel_id'>,
    kind: Message['kind'],
    richContent: RichContent,
    author: Author | null,
    clientId: string | null,
    template: OutboundTemplate | null = null,
  ): Promise<Message> {
    const now = this.now();
    const message: Message = {
      event: randomUUID(),
      room: room.uuid,
      kind,
      rich_content: richContent,
      author,
      client_id: clientId,
      created_at: now.toISOString(),
    };
    // Its event's append writes the message's row too (appendEvent).
    await emit({
      company_id: room.company_id,
      kind: 'message',
      room_uuid: room.uuid,
      skill_id: room.skill_id,
      agent_id: room.agent_id,
      payload: message,
    });
    // A room of a channel (WhatsApp, Telegram…): what the agent and the skill's automatic lines
    // say goes out to the contact through the channel's provider; the room's own events do not.
    if (kind === 'agent' || kind === 'bot') await queueOutbound(trx, room, message, now, template);
    return message;
  }

  /** A room the viewer may see, else not_found: other companies' rooms look like missing ones. */
  async visibleRoom(db: Kysely<DB>, viewer: Viewer, uuid: string, lock = false): Promise<RoomRow> {
    const row = lock ? await lockRoom(db, uuid) : await findRoom(db, uuid);
    if (!row || !canSee(viewer, row)) throw roomNotFound();
    return row;
  }

  async take(viewer: Viewer, uuid: string): Promise<Room> {
    return this.commit(async (trx, emit) => {
      const row = await this.visibleRoom(trx, viewer, uuid, true);
      const from = roomStatus(row);
      if (from === 'closed') throw roomClosed();
      // A late room nobody holds (it went late while waiting) may be taken like a waiting one.
      if (isOpen(from) && row.agent_id !== null) {
        // Taking one's own open room again is a retry: answer it, change nothing.
        if (row.agent_id === viewer.userId) return toRoom(row);
        throw roomNotYours();
      }
      if (!canTransition(from, 'running')) throw roomNotYours();
      // A room transferred to one agent waits for that agent (managers may still take it).
      if (row.agent_id !== null && row.agent_id !== viewer.userId && !hasRank(viewer.role, 'manager'))
        throw roomNotYours();
      // The agent row lock serialises two takes by one agent, so max_rooms cannot be overrun.
      const agent = await trx
        .selectFrom('users')
        .select('max_rooms')
        .where('id', '=', viewer.userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if ((await roomsHeldBy(trx, viewer.userId)) >= agent.max_rooms)
        throw new CommandError(
          'max_rooms_reached',
          'Impossible to take care of this discussion: the maximum of open rooms is reached.',
        );
      return this.assign(trx, emit, row, viewer.userId, authorOf(viewer));
    });
  }

  /**
   * Gives a waiting room to an agent, as a take does: the room runs, its timers are armed, and the
   * same events go out (the taken line, then the skill's takeover message when it has one). The caller holds the room's and the agent's locks and checked max_rooms.
   */
  async assign(trx: Kysely<DB>, emit: Emit, row: RoomRow, agentId: number, author: Author): Promise<Room> {
    const at = this.now();
    const room = await transition(trx, emit, row, 'running', {
      at,
      agent_id: agentId,
      last_running: at,
      list_time: at,
    });
    const text = { type: 'txt', text: EVENT_TEXTS.taken } as const;
    const held = { ...row, agent_id: agentId };
    await this.insertMessage(trx, emit, held, 'event', text, author, null);
    // The skill's takeover message (spec 002 §3), when written, tells the visitor who answers now.
    await this.postSkillMessage(trx, emit, held, 'takeover');
    return room;
  }

  /**
   * Posts one of the skill's messages (`waiting` as a conversation enters its queue, `takeover`
   * when an agent takes it) as a bot line, when the skill has it written; null otherwise. `text`
   * is the message when the caller read it already (with the skill, in the same statement).
   */
  async postSkillMessage(
    trx: Kysely<DB>,
    emit: Emit,
    row: Pick<RoomRow, 'uuid' | 'company_id' | 'skill_id' | 'agent_id' | 'guest_id' | 'channel_id'>,
    key: PostedSkillMessage,
    text?: string,
  ): Promise<{ message: Message; seq: number } | null> {
    text ??= await skillMessageText(trx, row.skill_id, key);
    if (!text) return null;
    let seq = 0;
    const counted: Emit = async (event) => {
      const stored = await emit(event);
      seq = stored.seq;
      return stored;
    };
    const message = await this.insertMessage(trx, counted, row, 'bot', { type: 'txt', text }, null, null);
    return { message, seq };
  }

  /**
   * Closes a room for its agent (or a manager). `before` runs in the transaction with the room
   * locked, before the "closed" line: the satisfaction survey is said there.
   */
  async close(
    viewer: Viewer,
    uuid: string,
    extras: Record<string, unknown> | null,
    before?: (trx: Kysely<DB>, emit: Emit, row: RoomRow) => Promise<unknown>,
  ): Promise<Room> {
    return this.commit(async (trx, emit) => {
      const row = await this.visibleRoom(trx, viewer, uuid, true);
      const from = roomStatus(row);
      if (from === 'closed') throw roomClosed();
      // The room's agent closes it; managers and above may close any room they see.
      if (row.agent_id !== viewer.userId && !hasRank(viewer.role, 'manager')) throw roomNotYours();
      if (before) await before(trx, emit, row);
      const line = { text: EVENT_TEXTS.closed, author: authorOf(viewer) };
      return this.closeLocked(trx, emit, row, line, { close_extras: extras ? JSON.stringify(extras) : null });
    });
  }

  /**
   * Closes a room the caller holds locked, the one way every close goes (by its agent, blocked,
   * auto-closed): the system line first, then the status, which disarms the room's timers.
   */
  async closeLocked(
    trx: Kysely<DB>,
    emit: Emit,
    row: RoomRow,
    line: EventLine,
    changes: RoomChanges = {},
  ): Promise<Room> {
    await this.insertMessage(trx, emit, row, 'event', { type: 'txt', text: line.text }, line.author, null);
    const at = this.now();
    return transition(trx, emit, row, 'closed', { ...changes, at, last_closed: at, list_time: at });
  }

  async markRead(viewer: Viewer, uuid: string): Promise<Room> {
    return this.commit(async (trx, emit) => {
      const row = await this.visibleRoom(trx, viewer, uuid, true);
      if (isOpen(roomStatus(row)) && row.agent_id !== viewer.userId) throw roomNotYours();
      if (!(await resetUnread(trx, emit, row))) return toRoom(row);
      return this.emitRoom(trx, emit, uuid);
    });
  }
}

export function authorOf(viewer: Viewer): Author {
  return {
    uuid: viewer.uuid,
    name: agentName({ first_name: viewer.firstName, last_name: viewer.lastName, email: viewer.email }),
  };
}
