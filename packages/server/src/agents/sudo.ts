import { hasRank } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { CommandError, roomNotFound } from '../realtime/errors.ts';
import type { RoomService } from '../rooms/room-actions.ts';
import { findRoom, type RoomRow } from './rooms-repo.ts';
import type { Viewer } from './visibility.ts';

/**
 * spec 000 §7 `get_room {sudo}`: supervisors and managers and above may read any room of their
 * company whatever the §4 visibility rules say (a room found through statistics or search, held
 * by another agent in a skill they lack). Reading only: every action still checks visibility.
 */
export const maySudo = (viewer: Viewer): boolean =>
  viewer.role === 'supervisor' || hasRank(viewer.role, 'manager');

/** The room `get_room` answers: visible to the viewer, or any room of the company under sudo. */
export async function roomToRead(
  db: Kysely<DB>,
  rooms: RoomService,
  viewer: Viewer,
  uuid: string,
  sudo: boolean,
): Promise<RoomRow> {
  if (!sudo) return rooms.visibleRoom(db, viewer, uuid);
  if (!maySudo(viewer))
    throw new CommandError('permission_denied', 'Only supervisors and managers may read any room.');
  const row = await findRoom(db, uuid);
  // Another company's room does not exist, sudo or not.
  if (!row || row.company_id !== viewer.companyId) throw roomNotFound();
  return row;
}
