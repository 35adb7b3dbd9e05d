import { AUDIENCE_PAGE_SIZE, type AudienceFilters, IMPORT_REJECTS_SHOWN } from '@omnicanal/api';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ContactImportsTable, ContactListsTable } from './tables.ts';

// The audiences' SQL. Every read and write of a route is scoped to the company that asks; the
// fills below work on a list the route has already found in that company.

export type ContactListRow = Selectable<ContactListsTable>;
export type ContactImportRow = Selectable<ContactImportsTable>;

/** An audience as written by its form. */
export interface ContactListWrite {
  name: string;
  kind: string;
  language: string;
  source: string;
  origin: string;
  filters: AudienceFilters | null;
  sftp_account_id: number | null;
  sftp_path: string | null;
}

export function findContactList(db: Kysely<DB>, companyId: number, id: number) {
  return db
    .selectFrom('contact_lists')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A page of the company's audiences, newest first, whose name holds `search`; and how many match. */
export async function pageContactLists(
  db: Kysely<DB>,
  companyId: number,
  search: string | undefined,
  page: number,
): Promise<{ count: number; rows: ContactListRow[] }> {
  let query = db.selectFrom('contact_lists').where('company_id', '=', companyId);
  if (search) query = query.where(sql<boolean>`strpos(lower(name), lower(${search})) > 0`);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(AUDIENCE_PAGE_SIZE)
      .offset((page - 1) * AUDIENCE_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.n), rows };
}

export function insertContactList(db: Kysely<DB>, companyId: number, write: ContactListWrite) {
  return db
    .insertInto('contact_lists')
    .values({ company_id: companyId, ...write, filters: write.filters && JSON.stringify(write.filters) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes an audience's form fields; its kind stays as created. */
export function updateContactList(
  db: Kysely<DB>,
  companyId: number,
  id: number,
  write: Omit<ContactListWrite, 'kind'>,
) {
  return db
    .updateTable('contact_lists')
    .set({ ...write, filters: write.filters && JSON.stringify(write.filters), updated_at: new Date() })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** How many campaigns use each of these audiences. */
export async function campaignCounts(db: Kysely<DB>, listIds: number[]): Promise<Map<number, number>> {
  if (listIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('campaign_contact_lists')
    .select(['contact_list_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('contact_list_id', 'in', listIds)
    .groupBy('contact_list_id')
    .execute();
  return new Map(rows.map((row) => [row.contact_list_id, Number(row.n)]));
}

/**
 * Deletes an audience no campaign uses: `deleted`, `missing` (not in this company) or `in_use`.
 * The check and the delete are one statement, so a campaign taking the audience at that instant
 * cannot slip between them (and the foreign key refuses it anyway).
 */
export async function deleteContactList(
  db: Kysely<DB>,
  companyId: number,
  id: number,
): Promise<'deleted' | 'missing' | 'in_use'> {
  const deleted = await db
    .deleteFrom('contact_lists')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('campaign_contact_lists').select('campaign_id').where('contact_list_id', '=', id)),
      ),
    )
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) > 0) return 'deleted';
  return (await findContactList(db, companyId, id)) ? 'in_use' : 'missing';
}

/** The latest import of each of these audiences. */
export async function latestImports(
  db: Kysely<DB>,
  listIds: number[],
): Promise<Map<number, ContactImportRow>> {
  if (listIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('contact_imports')
    .selectAll()
    .distinctOn('list_id')
    .where('list_id', 'in', listIds)
    .orderBy('list_id')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.list_id, row]));
}

export function findImport(db: Kysely<DB>, companyId: number, id: number) {
  return db
    .selectFrom('contact_imports')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The first rejected rows of an import, by line. */
export function importRejects(db: Kysely<DB>, importId: number) {
  return db
    .selectFrom('contact_import_rejects')
    .select(['line', 'reason', 'value'])
    .where('import_id', '=', importId)
    .orderBy('line')
    .limit(IMPORT_REJECTS_SHOWN)
    .execute();
}

/** An import that has not moved for this long was cut short (a stopped server): it no longer holds its audience. */
export const STALE_IMPORT_MS = 10 * 60_000;

/**
 * Opens a fill of an audience: a new generation of contacts beside the live one, and its import
 * row. Null when another fill of the audience is running (one per audience, kept by a unique
 * index); a fill that stopped moving long ago is given up first.
 */
export async function startFill(
  db: Kysely<DB>,
  list: ContactListRow,
  file: { name: string | null; bytesTotal: number | null },
): Promise<ContactImportRow | null> {
  const stale = await db
    .updateTable('contact_imports')
    .set({
      status: 'failed',
      error_code: 'interrupted',
      error_detail: 'The import stopped.',
      finished_at: new Date(),
    })
    .where('list_id', '=', list.id)
    .where('status', '=', 'running')
    .where('updated_at', '<', new Date(Date.now() - STALE_IMPORT_MS))
    .returning('generation')
    .execute();
  for (const { generation } of stale) await dropGeneration(db, list.id, generation);
  return opened(
    db.transaction().execute(async (trx) => {
      const running = await trx
        .selectFrom('contact_imports')
        .select('id')
        .where('list_id', '=', list.id)
        .where('status', '=', 'running')
        .executeTakeFirst();
      if (running) return null;
      const { next_generation: generation } = await trx
        .updateTable('contact_lists')
        .set((eb) => ({ next_generation: eb('next_generation', '+', 1) }))
        .where('id', '=', list.id)
        .returning('next_generation')
        .executeTakeFirstOrThrow();
      return trx
        .insertInto('contact_imports')
        .values({
          company_id: list.company_id,
          list_id: list.id,
          generation,
          file_name: file.name,
          bytes_total: file.bytesTotal,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }),
  );
}

/** Two fills started at one instant: the unique index on running imports refuses the second. */
async function opened(fill: Promise<ContactImportRow | null>): Promise<ContactImportRow | null> {
  try {
    return await fill;
  } catch (err) {
    if ((err as { code?: string }).code === '23505') return null;
    throw err;
  }
}

/**
 * Writes contacts (a JSON array of `ContactRow`, `lines` their lines in order) into a generation;
 * a contact whose external_id the generation already holds is skipped. Answers the lines not
 * written: the duplicates (all of them when the audience is gone). The batch travels as one JSON
 * parameter: one round trip, and both drivers pass a string the same way. `json` rather than
 * `jsonb` for the batch: it is read once, and parsing it as `json` is markedly faster. The
 * audience's row is locked against deletion once for the batch (a deletion waits, then its trigger
 * takes these contacts too): what a foreign key did once per contact.
 */
export async function writeContacts(
  db: Kysely<DB>,
  listId: number,
  generation: number,
  contacts: string,
  lines: readonly number[],
): Promise<number[]> {
  const inserted = await sql`
    insert into contacts (list_id, generation, external_id, language, email, phone, extra, line)
    select ${listId}, ${generation}, r.external_id, r.language, r.email, r.phone, coalesce(r.extra::jsonb, '{}'), r.line
    from json_to_recordset(${contacts}::json)
      as r(external_id text, language text, email text, phone text, extra json, line integer)
    where exists (select 1 from contact_lists where id = ${listId} for key share)
    on conflict (list_id, generation, external_id) do nothing`.execute(db);
  if (Number(inserted.numAffectedRows ?? 0) === lines.length) return [];
  // Some were not written: which lines are in says which. Rare, so the batch's writing does not
  // pay for returning every line it wrote.
  const { rows } = await sql<{ line: number }>`
    select line from contacts
    where list_id = ${listId} and generation = ${generation}
      and line in (select value::integer from json_array_elements_text(${JSON.stringify(lines)}::json))`.execute(
    db,
  );
  const written = new Set(rows.map((row) => row.line));
  return lines.filter((line) => !written.has(line));
}

/** Keeps rejected rows of an import (a row's line is its key: a row is refused once). */
export async function writeRejects(
  db: Kysely<DB>,
  importId: number,
  rejects: readonly { line: number; reason: string; value: string }[],
): Promise<void> {
  if (rejects.length === 0) return;
  await sql`
    insert into contact_import_rejects (import_id, line, reason, value)
    select ${importId}, r.line, r.reason, r.value
    from json_to_recordset(${JSON.stringify(rejects)}::json) as r(line integer, reason text, value text)
    on conflict do nothing`.execute(db);
}

/** Progress of a running import, readable by whoever polls the audience. */
export interface FillFigures {
  bytes_read: number;
  rows_read: number;
  accepted: number;
  rejected: number;
}

export async function recordProgress(db: Kysely<DB>, importId: number, figures: FillFigures): Promise<void> {
  await db
    .updateTable('contact_imports')
    .set({ ...figures, updated_at: new Date() })
    .where('id', '=', importId)
    .execute();
}

/**
 * Makes a fill's generation the audience's live contacts, in one transaction with the import's
 * end; the previous generation is then removed. False when the audience or the import went away
 * meanwhile (deleted, or given up as stale).
 */
export async function completeFill(
  db: Kysely<DB>,
  fill: ContactImportRow,
  figures: FillFigures,
  extraKeys: readonly string[],
): Promise<boolean> {
  const swapped = await db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('contact_imports')
      .set({ ...figures, status: 'done', updated_at: new Date(), finished_at: new Date() })
      .where('id', '=', fill.id)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) === 0) return false;
    const live = await trx
      .updateTable('contact_lists')
      .set({
        generation: fill.generation,
        contacts_count: figures.accepted,
        extra_keys: JSON.stringify(extraKeys),
        updated_at: new Date(),
      })
      .where('id', '=', fill.list_id)
      .executeTakeFirst();
    return Number(live.numUpdatedRows) > 0;
  });
  // A fill whose audience or import went away leaves nothing behind either.
  if (swapped) await dropOtherGenerations(db, fill.list_id, fill.generation);
  else await dropGeneration(db, fill.list_id, fill.generation);
  return swapped;
}

/** Ends a fill as failed: its generation is removed, the audience keeps what it had. */
export async function failFill(
  db: Kysely<DB>,
  fill: ContactImportRow,
  figures: FillFigures,
  error: { code: string; detail: string; line: number | null },
): Promise<void> {
  // One transaction, the rows first: nobody reads a failed import whose rows are still there.
  await db.transaction().execute(async (trx) => {
    await dropGeneration(trx, fill.list_id, fill.generation);
    await trx
      .updateTable('contact_imports')
      .set({
        ...figures,
        status: 'failed',
        error_code: error.code,
        error_detail: error.detail,
        error_line: error.line,
        updated_at: new Date(),
        finished_at: new Date(),
      })
      .where('id', '=', fill.id)
      .execute();
  });
}

async function dropGeneration(db: Kysely<DB>, listId: number, generation: number) {
  await db
    .deleteFrom('contacts')
    .where('list_id', '=', listId)
    .where('generation', '=', generation)
    .execute();
}

async function dropOtherGenerations(db: Kysely<DB>, listId: number, generation: number) {
  // Only older generations: a newer one may belong to a fill that started since.
  await db
    .deleteFrom('contacts')
    .where('list_id', '=', listId)
    .where('generation', '<', generation)
    .execute();
}

/** A page of an audience's live contacts after `after` (by external_id), for exports. */
export function contactsAfter(db: Kysely<DB>, list: ContactListRow, after: string | null, limit: number) {
  let query = db
    .selectFrom('contacts')
    .select(['external_id', 'language', 'email', 'phone', 'extra'])
    .where('list_id', '=', list.id)
    .where('generation', '=', list.generation);
  if (after !== null) query = query.where('external_id', '>', after);
  return query.orderBy('external_id').limit(limit).execute();
}

/** The variables (extra columns) of the company's audiences, or of these ones, sorted. */
export async function extraDataKeys(
  db: Kysely<DB>,
  companyId: number,
  listIds?: number[],
): Promise<string[]> {
  let query = db
    .selectFrom('contact_lists')
    .select(sql<string>`jsonb_array_elements_text(extra_keys)`.as('key'))
    .where('company_id', '=', companyId);
  if (listIds) query = query.where('id', 'in', listIds);
  const rows = await db.selectFrom(query.as('k')).select('key').distinct().orderBy('key').execute();
  return rows.map((row) => row.key);
}

/** Distinct values of one variable in the company's audiences (or these ones), 100 at most. */
export async function extraDataValues(
  db: Kysely<DB>,
  companyId: number,
  key: string,
  listIds: number[] | undefined,
  search: string | undefined,
): Promise<string[]> {
  let query = db
    .selectFrom('contacts')
    .innerJoin('contact_lists', (join) =>
      join
        .onRef('contact_lists.id', '=', 'contacts.list_id')
        .onRef('contact_lists.generation', '=', 'contacts.generation'),
    )
    .select(sql<string>`contacts.extra ->> ${key}`.as('value'))
    .where('contact_lists.company_id', '=', companyId)
    .where(sql<boolean>`contacts.extra ? ${key}`);
  if (listIds) query = query.where('contact_lists.id', 'in', listIds);
  if (search)
    query = query.where(sql<boolean>`strpos(lower(contacts.extra ->> ${key}), lower(${search})) > 0`);
  const rows = await db
    .selectFrom(query.as('v'))
    .select('value')
    .distinct()
    .orderBy('value')
    .limit(100)
    .execute();
  return rows.map((row) => row.value);
}
