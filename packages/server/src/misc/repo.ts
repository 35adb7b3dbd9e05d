import type { IceBreakerLocale, IceBreakers, Iframe, IframeInput } from '@omnicanal/api';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { IframesTable } from './tables.ts';

/** The ice-breakers of a company's Instagram channel, or null when none were saved. */
export async function findIceBreakers(
  db: Kysely<DB>,
  companyId: number,
  channel: string,
): Promise<IceBreakers | null> {
  const row = await db
    .selectFrom('instagram_ice_breakers')
    .select('locales')
    .where('company_id', '=', companyId)
    .where('channel', '=', channel)
    .executeTakeFirst();
  return row ? { channel, customer: companyId, locales: row.locales } : null;
}

/** Replaces the ice-breakers of a channel. */
export async function saveIceBreakers(
  db: Kysely<DB>,
  companyId: number,
  channel: string,
  locales: IceBreakerLocale[],
): Promise<IceBreakers> {
  const json = JSON.stringify(locales);
  await db
    .insertInto('instagram_ice_breakers')
    .values({ company_id: companyId, channel, locales: json })
    .onConflict((oc) =>
      oc.columns(['company_id', 'channel']).doUpdateSet({ locales: json, updated_at: new Date() }),
    )
    .execute();
  return { channel, customer: companyId, locales };
}

/** Deletes the ice-breakers of a channel; false when there were none. */
export async function deleteIceBreakers(
  db: Kysely<DB>,
  companyId: number,
  channel: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('instagram_ice_breakers')
    .where('company_id', '=', companyId)
    .where('channel', '=', channel)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

const toIframe = (row: Selectable<IframesTable>): Iframe => ({
  id: row.id,
  name: row.name,
  entry_point: row.integration_id,
  url: row.url,
  created_at: (row.created_at instanceof Date ? row.created_at : new Date(row.created_at)).toISOString(),
});

/** The company's iframes, oldest first. */
export async function listIframes(db: Kysely<DB>, companyId: number): Promise<Iframe[]> {
  const rows = await db
    .selectFrom('iframes')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  return rows.map(toIframe);
}

/** The company's iframe `id`, or null. */
export async function findIframe(db: Kysely<DB>, companyId: number, id: number): Promise<Iframe | null> {
  const row = await db
    .selectFrom('iframes')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toIframe(row) : null;
}

/** Creates an iframe. */
export async function createIframe(db: Kysely<DB>, companyId: number, input: IframeInput): Promise<Iframe> {
  const row = await db
    .insertInto('iframes')
    .values({ company_id: companyId, integration_id: input.entry_point, name: input.name, url: input.url })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toIframe(row);
}

/** Changes the company's iframe `id`; null when there is none. */
export async function updateIframe(
  db: Kysely<DB>,
  companyId: number,
  id: number,
  input: IframeInput,
): Promise<Iframe | null> {
  const row = await db
    .updateTable('iframes')
    .set({ integration_id: input.entry_point, name: input.name, url: input.url })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toIframe(row) : null;
}

/** Deletes the company's iframe `id`; false when there was none. */
export async function deleteIframe(db: Kysely<DB>, companyId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('iframes')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
