import type { RoomConfiguration } from '@omnicanal/api';
import { parseHHmm, type RoomStatus } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export const TIMER_KINDS = ['late', 'requeue', 'auto_close'] as const;
export type TimerKind = (typeof TIMER_KINDS)[number];

/** An HH:mm delay in milliseconds (the schema already checked the format). */
export const delayMs = (delay: string) => parseHHmm(delay) ?? 0;

/** What the arming rules look at: the room as it is after the change. */
export interface TimedRoom {
  uuid: string;
  company_id: number;
  status: RoomStatus;
  agent_id: number | null;
}

/**
 * Timers are due rows, one per room and kind (ARCHITECTURE.md "Scale-out"); arming again moves the
 * due time. Every function here runs inside the transaction that holds the room's lock, so the
 * rows always match the room they belong to. The caller hands in the company's configuration:
 * the timers never read it themselves, so they stay below the configuration repo.
 */
export async function armTimer(trx: Kysely<DB>, room: string, kind: TimerKind, dueAt: Date): Promise<void> {
  await trx
    .insertInto('room_timers')
    .values({ room_uuid: room, kind, due_at: dueAt })
    .onConflict((oc) => oc.columns(['room_uuid', 'kind']).doUpdateSet({ due_at: dueAt }))
    .execute();
}

export async function disarmTimers(
  trx: Kysely<DB>,
  room: string,
  kinds: readonly TimerKind[],
): Promise<void> {
  if (kinds.length === 0) return;
  await trx
    .deleteFrom('room_timers')
    .where('room_uuid', '=', room)
    .where('kind', 'in', [...kinds])
    .execute();
}

const WAITING_LIKE: readonly RoomStatus[] = ['waiting', 'transferred', 'requeued', 'running'];

/**
 * The late and re-queue timers after a status change or an agent reply (spec 000 §4): a room not yet
 * late turns late after the late delay without agent reply; a late room held by an agent goes back
 * to the queue after the re-queue delay; with late off, a running room goes back to the queue
 * straight after the re-queue delay. Closing disarms everything.
 */
export async function armStatusTimers(
  trx: Kysely<DB>,
  room: TimedRoom,
  now: Date,
  settings: RoomConfiguration,
): Promise<void> {
  if (room.status === 'closed') return disarmTimers(trx, room.uuid, TIMER_KINDS);
  const { late, requeue } = statusDueTimes(room, now, settings);
  if (late) await armTimer(trx, room.uuid, 'late', late);
  if (requeue) await armTimer(trx, room.uuid, 'requeue', requeue);
  await disarmTimers(trx, room.uuid, [
    ...(late ? [] : ['late' as const]),
    ...(requeue ? [] : ['requeue' as const]),
  ]);
}

/** When the late and re-queue timers of a room not closed fall due, by the rules above (null: off). */
function statusDueTimes(room: TimedRoom, now: Date, settings: RoomConfiguration) {
  const at = (delay: string) => new Date(now.getTime() + delayMs(delay));
  const held = room.agent_id !== null;
  let late: Date | null = null;
  let requeue: Date | null = null;
  if (WAITING_LIKE.includes(room.status)) {
    if (settings.late.enabled) late = at(settings.late.delay);
    else if (settings.requeue.enabled && held && room.status === 'running')
      requeue = at(settings.requeue.delay);
  } else if (room.status === 'late' && settings.requeue.enabled && held) {
    requeue = at(settings.requeue.delay);
  }
  return { late, requeue };
}

/**
 * The timers of a room just created, which has none yet: what its status and auto-close call for,
 * armed in one insert (nothing to move or disarm).
 */
export async function armNewRoomTimers(
  trx: Kysely<DB>,
  room: TimedRoom,
  now: Date,
  settings: RoomConfiguration,
): Promise<void> {
  if (room.status === 'closed') return;
  const { late, requeue } = statusDueTimes(room, now, settings);
  const autoClose = settings.auto_close.enabled
    ? new Date(now.getTime() + delayMs(settings.auto_close.delay))
    : null;
  const due = (
    [
      ['late', late],
      ['requeue', requeue],
      ['auto_close', autoClose],
    ] as const
  ).flatMap(([kind, dueAt]) => (dueAt ? [{ room_uuid: room.uuid, kind, due_at: dueAt }] : []));
  if (due.length) await trx.insertInto('room_timers').values(due).execute();
}

/** Any message restarts the inactivity count of auto-close. */
export async function armAutoClose(
  trx: Kysely<DB>,
  room: { uuid: string },
  now: Date,
  settings: RoomConfiguration,
): Promise<void> {
  if (!settings.auto_close.enabled) return disarmTimers(trx, room.uuid, ['auto_close']);
  await armTimer(trx, room.uuid, 'auto_close', new Date(now.getTime() + delayMs(settings.auto_close.delay)));
}
