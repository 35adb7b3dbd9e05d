import { DEFAULT_ROOM_CONFIGURATION, RoomConfiguration } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { DB } from '../db/schema.ts';

/** A company's room timers; the defaults (all off) until a manager saves them. */
export async function loadRoomConfiguration(db: Kysely<DB>, companyId: number): Promise<RoomConfiguration> {
  const row = await db
    .selectFrom('room_configurations')
    .select('settings')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return roomConfigurationOf(row?.settings);
}

/**
 * The configuration a stored `settings` value stands for (none stored: the defaults). A stored
 * value that no longer fits the schema falls back to the defaults rather than failing rooms.
 */
export function roomConfigurationOf(settings: unknown): RoomConfiguration {
  const parsed = settings == null ? null : v.safeParse(RoomConfiguration, settings);
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
