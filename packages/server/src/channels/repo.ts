import type { Kysely, Selectable } from 'kysely';
import type { ChannelsTable } from '../core/tables.ts';
import type { DB } from '../db/schema.ts';

// The channels' SQL. Every read and write is scoped to the company that asks.

export type ChannelRow = Selectable<ChannelsTable>;

/** A channel as it is written: the sealed secrets already merged with those kept. */
export interface ChannelWrite {
  kind: string;
  name: string;
  skill_id: number;
  visible: boolean;
  status: string;
  status_detail: string | null;
  settings: Record<string, unknown>;
  secrets: Record<string, string>;
}

export function listChannels(db: Kysely<DB>, companyId: number): Promise<ChannelRow[]> {
  return db.selectFrom('channels').selectAll().where('company_id', '=', companyId).orderBy('id').execute();
}

export function findChannel(db: Kysely<DB>, companyId: number, id: number) {
  return db
    .selectFrom('channels')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The channel an inbound call names, whatever its company (the uuid is the address). */
export function findChannelByUuid(db: Kysely<DB>, uuid: string) {
  return db.selectFrom('channels').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

export function findChannelById(db: Kysely<DB>, id: number) {
  return db.selectFrom('channels').selectAll().where('id', '=', id).executeTakeFirst();
}

const columns = (write: ChannelWrite) => ({
  ...write,
  settings: JSON.stringify(write.settings),
  secrets: JSON.stringify(write.secrets),
});

export function insertChannel(db: Kysely<DB>, companyId: number, write: ChannelWrite): Promise<ChannelRow> {
  return db
    .insertInto('channels')
    .values({ company_id: companyId, ...columns(write) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateChannel(db: Kysely<DB>, companyId: number, id: number, write: ChannelWrite) {
  return db
    .updateTable('channels')
    .set({ ...columns(write), updated_at: new Date() })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Marks a channel's status from what its provider answered (`auth_error` with the provider's code). */
export async function setChannelStatus(
  db: Kysely<DB>,
  id: number,
  status: string,
  detail: string | null,
): Promise<void> {
  await db
    .updateTable('channels')
    .set({ status, status_detail: detail, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteChannel(db: Kysely<DB>, companyId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('channels')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Deletes every channel of one kind; answers how many. */
export async function deleteChannelsOfKind(db: Kysely<DB>, companyId: number, kind: string): Promise<number> {
  const result = await db
    .deleteFrom('channels')
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether another Google reviews channel of the company already has this location. */
export async function locationTaken(
  db: Kysely<DB>,
  companyId: number,
  location: string,
  exceptId: number | null,
): Promise<boolean> {
  let query = db
    .selectFrom('channels')
    .select('id')
    .where('company_id', '=', companyId)
    .where('kind', '=', 'google_reviews')
    .where((eb) => eb(eb.ref('settings', '->>').key('location'), '=', location));
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return Boolean(await query.executeTakeFirst());
}
