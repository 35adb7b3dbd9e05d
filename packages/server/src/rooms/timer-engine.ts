import { canTransition } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import { lockRoom, type RoomRow } from '../agents/rooms-repo.ts';
import type { DB } from '../db/schema.ts';
import { Serial } from '../scheduler/serial.ts';
import type { Emit } from './announce.ts';
import { loadRoomConfiguration } from './configuration-repo.ts';
import { requeue } from './requeue.ts';
import { EVENT_TEXTS, type RoomService } from './room-actions.ts';
import { disarmTimers, TIMER_KINDS, type TimerKind } from './timers.ts';
import { roomStatus, transition } from './transition.ts';

/** Due rows looked at per pass; the rest wait for the next tick. */
const BATCH = 100;

const isTimerKind = (kind: string): kind is TimerKind => (TIMER_KINDS as readonly string[]).includes(kind);

/**
 * Fires the due room timers of every company. Each instance ticks; a timer fires in one transaction
 * that locks its room, then claims the due row with `FOR UPDATE SKIP LOCKED`, deletes it and applies
 * the transition through the room service, so its events carry seqs like any other change. Whoever
 * comes second finds the row gone (or re-armed later) and does nothing: no timer fires twice.
 */
export class RoomTimerEngine {
  readonly #db: Kysely<DB>;
  readonly #rooms: RoomService;
  readonly #onError: (err: unknown) => void;
  readonly #passes = new Serial(() => this.#runPass(), 0);

  constructor(db: Kysely<DB>, rooms: RoomService, onError: (err: unknown) => void = console.error) {
    this.#db = db;
    this.#rooms = rooms;
    this.#onError = onError;
  }

  /**
   * One pass over the timers due now (the scheduler ticks it); passes of one instance run one
   * after the other. Answers how many fired.
   */
  tick(): Promise<number> {
    return this.#passes.run();
  }

  async #runPass(): Promise<number> {
    const now = this.#rooms.now();
    const due = await this.#db
      .selectFrom('room_timers')
      .select(['room_uuid', 'kind'])
      .where('due_at', '<=', now)
      .orderBy('due_at')
      .limit(BATCH)
      .execute();
    let fired = 0;
    for (const timer of due) {
      try {
        if (isTimerKind(timer.kind) && (await this.#fire(timer.room_uuid, timer.kind, now))) fired++;
      } catch (err) {
        // One room's failure must not hold back the others; its row stays and is retried next tick.
        this.#onError(err);
      }
    }
    return fired;
  }

  #fire(uuid: string, kind: TimerKind, now: Date): Promise<boolean> {
    return this.#rooms.commit(async (trx, emit) => {
      // Room first, then the timer row: the order every room action uses, so no deadlock.
      const row = await lockRoom(trx, uuid);
      const claimed = await trx
        .selectFrom('room_timers')
        .select('kind')
        .where('room_uuid', '=', uuid)
        .where('kind', '=', kind)
        .where('due_at', '<=', now)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!claimed) return false;
      await disarmTimers(trx, uuid, [kind]);
      if (!row) return false;
      if (kind === 'late') await this.#late(trx, emit, row, now);
      else if (kind === 'requeue') await this.#requeue(trx, emit, row, now);
      else await this.#autoClose(trx, emit, row);
      return true;
    });
  }

  async #late(trx: Kysely<DB>, emit: Emit, row: RoomRow, now: Date): Promise<void> {
    if (!canTransition(roomStatus(row), 'late')) return;
    await transition(trx, emit, row, 'late', { at: now });
  }

  /** Back in the waiting list of its skill, without an agent. */
  async #requeue(trx: Kysely<DB>, emit: Emit, row: RoomRow, now: Date): Promise<void> {
    if (row.agent_id === null || !canTransition(roomStatus(row), 'requeued')) return;
    await requeue(trx, emit, row, now);
  }

  /** Posts the company's automatic text (when set) as a bot line, then closes the room. */
  async #autoClose(trx: Kysely<DB>, emit: Emit, row: RoomRow): Promise<void> {
    if (roomStatus(row) === 'closed') return;
    const config = await loadRoomConfiguration(trx, row.company_id);
    const message = config.auto_close.message;
    if (message)
      await this.#rooms.insertMessage(trx, emit, row, 'bot', { type: 'txt', text: message }, null, null);
    const line = { text: EVENT_TEXTS.autoClosed, author: null };
    await this.#rooms.closeLocked(trx, emit, row, line, {
      close_extras: JSON.stringify({ auto_closed: true }),
    });
  }
}
