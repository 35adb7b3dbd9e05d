import { SettingsListQuery, type SettingsPage, settingsPageOf } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { IdParams, type ServiceInstance } from '../../http/valibot.ts';
import { checkCompanySkills, isUniqueViolation } from '../../msglib/scope.ts';
import { alreadyExists, type SettingsAccess, settingsRoute } from './access.ts';
import { byNumber, byText, pageOf } from './list.ts';

/** Skill groups and sub-accounts share one shape: a name unique in the company and skill ids. */
export interface NamedSkillSet {
  id: number;
  name: string;
  skills: number[];
}

type Table = 'skill_groups' | 'subaccounts';

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter(Number.isInteger) : []);
const toSet = (row: { id: number; name: string; skills: unknown }): NamedSkillSet => ({
  id: row.id,
  name: row.name,
  skills: ids(row.skills),
});

export async function listSets(db: Kysely<DB>, table: Table, companyId: number): Promise<NamedSkillSet[]> {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'name', 'skills'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  return rows.map(toSet);
}

export async function findSet(db: Kysely<DB>, table: Table, companyId: number, id: number) {
  const row = await db
    .selectFrom(table)
    .select(['id', 'name', 'skills'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toSet(row) : undefined;
}

/**
 * Creates a set, or updates it when `id` is given. The skills must be the company's and the name
 * free (any case); both are checked before anything is written.
 */
export async function saveSet(
  db: Kysely<DB>,
  table: Table,
  companyId: number,
  input: { name: string; skills: number[] },
  id?: number,
): Promise<NamedSkillSet> {
  await checkCompanySkills(db, companyId, input.skills);
  const clash = await db
    .selectFrom(table)
    .select('id')
    .where('company_id', '=', companyId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', input.name.toLowerCase()))
    .executeTakeFirst();
  if (clash && clash.id !== id) throw alreadyExists('name');
  const values = { name: input.name, skills: JSON.stringify([...new Set(input.skills)]) };
  try {
    const row =
      id === undefined
        ? await db
            .insertInto(table)
            .values({ ...values, company_id: companyId })
            .returning(['id', 'name', 'skills'])
            .executeTakeFirstOrThrow()
        : await db
            .updateTable(table)
            .set(values)
            .where('company_id', '=', companyId)
            .where('id', '=', id)
            .returning(['id', 'name', 'skills'])
            .executeTakeFirstOrThrow();
    return toSet(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists('name');
    throw error;
  }
}

/** Everything scoped by sub-account besides users (whose links go with the row). */
const SCOPED_BY_SUBACCOUNT = [
  'contact_reasons',
  'msglib_categories',
  'msglib_subcategories',
  'msglib_sentences',
] as const;

/**
 * Takes a deleted sub-account out of every contact reason and library item that named it, so that
 * none is left pointing at it (saving one again would otherwise be refused for an option that no
 * longer exists). Company lists are short: rewritten row by row in the caller's transaction.
 */
export async function detachSubaccount(db: Kysely<DB>, companyId: number, id: number): Promise<void> {
  for (const table of SCOPED_BY_SUBACCOUNT) {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'subaccounts'])
      .where('company_id', '=', companyId)
      .execute();
    for (const row of rows) {
      const current = ids(row.subaccounts);
      if (!current.includes(id)) continue;
      await db
        .updateTable(table)
        .set({ subaccounts: JSON.stringify(current.filter((other) => other !== id)) })
        .where('company_id', '=', companyId)
        .where('id', '=', row.id)
        .execute();
    }
  }
}

export interface SetRoutes {
  table: Table;
  /** The URL segment, e.g. `groups`. */
  segment: string;
  what: string;
  /** The shared input schema (SkillGroupInput, SubaccountInput). */
  schema: v.GenericSchema<unknown, { name: string; skills: number[] }>;
  /** The shared answer schema of one set (SkillGroup, Subaccount). */
  item: v.GenericSchema<NamedSkillSet>;
  /** Who reads the list and items. */
  read: SettingsAccess;
  /** Who creates, changes and deletes. */
  write: SettingsAccess;
}

/** `GET/POST /<segment>/` and `GET/POST/DELETE /<segment>/{id}` over one named-set table. */
export function registerSetRoutes(app: ServiceInstance, spec: SetRoutes) {
  const db = app.db;
  const { table, segment, what } = spec;
  const read = settingsRoute(spec.read);
  const write = settingsRoute(spec.write);
  const Params = IdParams('id');
  const itemOf = async (companyId: number, id: number) => {
    const item = await findSet(db, table, companyId, id);
    if (!item) throw notFound(what);
    return item;
  };

  for (const path of [`/${segment}/`, `/${segment}`]) {
    app.get(
      path,
      {
        config: read,
        schema: {
          summary: `A page of the company’s ${what}s.`,
          querystring: SettingsListQuery,
          response: { 200: settingsPageOf(spec.item) },
        },
      },
      async (request): Promise<SettingsPage<NamedSkillSet>> =>
        pageOf(await listSets(db, table, request.actor.companyId), request.query, {
          text: (s) => s.name,
          orderings: { name: byText((s) => s.name), id: byNumber((s) => s.id) },
          defaultOrdering: 'name',
        }),
    );
    app.post(
      path,
      {
        config: write,
        schema: {
          summary: `Creates a ${what}: a name and its skills.`,
          body: spec.schema,
          response: { 201: spec.item },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await saveSet(db, table, request.actor.companyId, request.body)),
    );
  }

  app.get(
    `/${segment}/:id`,
    { config: read, schema: { summary: `One ${what}.`, params: Params, response: { 200: spec.item } } },
    async (request) => itemOf(request.actor.companyId, request.params.id),
  );
  app.post(
    `/${segment}/:id`,
    {
      config: write,
      schema: {
        summary: `Changes a ${what}.`,
        params: Params,
        body: spec.schema,
        response: { 200: spec.item },
      },
    },
    async (request) => {
      const { companyId } = request.actor;
      const item = await itemOf(companyId, request.params.id);
      return saveSet(db, table, companyId, request.body, item.id);
    },
  );
  app.delete(
    `/${segment}/:id`,
    {
      config: { ...write, answers: 'no-content' },
      schema: {
        summary: `Deletes a ${what}.`,
        ...(table === 'subaccounts'
          ? { description: 'The lists scoped by the sub-account no longer name it.' }
          : {}),
        params: Params,
      },
    },
    async (request, reply) => {
      const { companyId } = request.actor;
      const item = await itemOf(companyId, request.params.id);
      await db.transaction().execute(async (trx) => {
        if (table === 'subaccounts') await detachSubaccount(trx, companyId, item.id);
        await trx.deleteFrom(table).where('company_id', '=', companyId).where('id', '=', item.id).execute();
      });
      return reply.code(204).send();
    },
  );
}
