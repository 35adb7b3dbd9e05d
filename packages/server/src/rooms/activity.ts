import type { RoomConfiguration } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import type { RoomRow } from '../agents/rooms-repo.ts';
import type { DB } from '../db/schema.ts';
import type { Emit } from './announce.ts';
import { loadRoomConfiguration } from './configuration-repo.ts';
import { armAutoClose, armNewRoomTimers, armStatusTimers } from './timers.ts';
import { roomStatus, transition } from './transition.ts';

/** A new room waits: its late timer (when on) and its inactivity count start now. */
export async function roomOpened(
  trx: Kysely<DB>,
  row: RoomRow,
  at: Date,
  config: RoomConfiguration,
): Promise<void> {
  await armNewRoomTimers(trx, { ...row, status: 'waiting' }, at, config);
}

/**
 * The room's agent replied: a late room runs again (spec 000 §4), and the late, re-queue and
 * auto-close counts start over. The caller holds the room's lock and checked it is theirs.
 */
export async function agentReplied(trx: Kysely<DB>, emit: Emit, row: RoomRow, at: Date): Promise<void> {
  const config = await loadRoomConfiguration(trx, row.company_id);
  if (roomStatus(row) === 'late') await transition(trx, emit, row, 'running', { at });
  else await armStatusTimers(trx, { ...row, status: 'running' }, at, config);
  await armAutoClose(trx, row, at, config);
}

/**
 * The visitor wrote: the inactivity count of auto-close starts over. With auto-close off there is
 * nothing to do: switching it off removed every room's auto-close timer (applyToOpenRooms, under
 * the rooms' locks), and none is armed while it stays off. `config` is read with the room locked.
 */
export async function visitorWrote(
  trx: Kysely<DB>,
  row: Pick<RoomRow, 'uuid'>,
  at: Date,
  config: RoomConfiguration,
): Promise<void> {
  if (config.auto_close.enabled) await armAutoClose(trx, row, at, config);
}
