import { DEFAULT_ROOM_CONFIGURATION, RoomConfiguration } from '@omnicanal/api';
import { isRoomStatus, parseHHmm } from '@omnicanal/core';
import { type Kysely, sql } from 'kysely';
import * as v from 'valibot';
import type { DB } from '../db/schema.ts';
import { armAutoClose, armStatusTimers, disarmTimers } from './timers.ts';

/** A company's room timers; the defaults (all off) until a manager saves them. */
export async function loadRoomConfiguration(db: Kysely<DB>, companyId: number): Promise<RoomConfiguration> {
  const row = await db
    .selectFrom('room_configurations')
    .select('settings')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  // A stored value that no longer fits the schema falls back to the defaults rather than failing rooms.
  const parsed = row ? v.safeParse(RoomConfiguration, row.settings) : null;
  return parsed?.success ? parsed.output : DEFAULT_ROOM_CONFIGURATION;
}

export async function saveRoomConfiguration(
  db: Kysely<DB>,
  companyId: number,
  settings: RoomConfiguration,
): Promise<void> {
  const json = JSON.stringify(settings);
  await db
    .insertInto('room_configurations')
    .values({ company_id: companyId, settings: json })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ settings: json, updated_at: new Date() }))
    .execute();
}

/** An HH:mm delay in milliseconds (the schema already checked the format). */
export const delayMs = (delay: string) => parseHHmm(delay) ?? 0;

type DelayedKind = 'late' | 'requeue' | 'auto_close';

/** Moves the due rows of one kind, for the company's rooms, by `ms` (negative: sooner). */
async function shiftTimers(trx: Kysely<DB>, companyId: number, kind: DelayedKind, ms: number) {
  if (ms === 0) return;
  await trx
    .updateTable('room_timers')
    .set({ due_at: sql<Date>`due_at + make_interval(secs => ${ms / 1000})` })
    .where('kind', '=', kind)
    .where('room_uuid', 'in', (eb) =>
      eb.selectFrom('rooms').select('uuid').where('company_id', '=', companyId),
    )
    .execute();
}

/**
 * Applies a new configuration to the timers of the company's open rooms, so that a change takes
 * effect on rooms already waiting or running and not only on their next status change.
 *
 * A changed delay moves each due time by the difference: the time a room has already waited still
 * counts, and a shortened delay that has already elapsed fires on the next tick. Switching late or
 * re-queue on or off changes which timer a room carries (spec 000 §4), so those are armed again by
 * the status rules, counting from now; auto-close switched on counts the inactivity from now.
 * Runs in the transaction that saves the configuration, rooms locked in one order.
 */
export async function applyToOpenRooms(
  trx: Kysely<DB>,
  companyId: number,
  before: RoomConfiguration,
  after: RoomConfiguration,
  now: Date,
): Promise<void> {
  const statusRulesChanged =
    before.late.enabled !== after.late.enabled || before.requeue.enabled !== after.requeue.enabled;
  const autoCloseSwitched = before.auto_close.enabled !== after.auto_close.enabled;
  if (statusRulesChanged || autoCloseSwitched) {
    const open = await trx
      .selectFrom('rooms')
      .select(['uuid', 'company_id', 'status', 'agent_id'])
      .where('company_id', '=', companyId)
      .where('status', '!=', 'closed')
      .orderBy('uuid')
      .forUpdate()
      .execute();
    for (const room of open) {
      if (!isRoomStatus(room.status)) continue;
      if (statusRulesChanged) await armStatusTimers(trx, { ...room, status: room.status }, now, after);
      if (autoCloseSwitched) {
        if (after.auto_close.enabled) await armAutoClose(trx, room, now, after);
        else await disarmTimers(trx, room.uuid, ['auto_close']);
      }
    }
  }
  if (!statusRulesChanged) {
    await shiftTimers(trx, companyId, 'late', delayMs(after.late.delay) - delayMs(before.late.delay));
    await shiftTimers(
      trx,
      companyId,
      'requeue',
      delayMs(after.requeue.delay) - delayMs(before.requeue.delay),
    );
  }
  if (!autoCloseSwitched)
    await shiftTimers(
      trx,
      companyId,
      'auto_close',
      delayMs(after.auto_close.delay) - delayMs(before.auto_close.delay),
    );
}
