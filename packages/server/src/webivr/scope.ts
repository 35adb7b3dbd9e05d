import type { Kysely } from 'kysely';
import type { Actor } from '../auth/access.ts';
import type { DB } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { seesSkill } from './working.ts';

/*
 * Which FAQs, forms, templates and themes a caller works with: those kept for every skill, and
 * those of the skills they see (an admin all, a manager their own). Anything else is a 404.
 */

/** A resource's skill: none (every skill), or one of the company's the caller works on. */
export async function checkSkill(db: Kysely<DB>, actor: Actor, skill: number | null): Promise<void> {
  if (skill === null) return;
  const row = await db
    .selectFrom('skills')
    .select('id')
    .where('company_id', '=', actor.companyId)
    .where('id', '=', skill)
    .executeTakeFirst();
  if (!row || !(await seesSkill(db, actor, row.id)))
    throw new HttpError(400, 'invalid_payload', 'The skill does not exist.', { skill: ['not_found'] });
}

/** Whether the caller sees a resource kept for `skill`. */
export const seesResource = (db: Kysely<DB>, actor: Actor, skill: number | null) =>
  skill === null ? Promise.resolve(true) : seesSkill(db, actor, skill);

export type Table = 'webivr_faqs' | 'webivr_themes' | 'webivr_templates';

/** A row of `table` the caller sees, or a 404. */
export async function visibleRow(db: Kysely<DB>, actor: Actor, table: Table, id: number) {
  const row = await db
    .selectFrom(table)
    .select(['id', 'skill_id'])
    .where('company_id', '=', actor.companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || !(await seesResource(db, actor, row.skill_id))) throw notFound('resource');
  return row;
}

/** The rows of a list the caller sees. */
export async function visibleList<R extends { skill_id: number | null }>(
  db: Kysely<DB>,
  actor: Actor,
  rows: R[],
): Promise<R[]> {
  const out: R[] = [];
  for (const row of rows) if (await seesResource(db, actor, row.skill_id)) out.push(row);
  return out;
}

/**
 * A body field naming something unknown is a 400 on that field, not a 404 of the route: turns the
 * `not_found` of `lookup` into `{ [field]: ['not_found'] }`; any other failure goes on as it is.
 */
export async function foundFor<T>(field: string, lookup: Promise<T>): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404)
      throw new HttpError(400, 'invalid_payload', `The ${field} does not exist.`, { [field]: ['not_found'] });
    throw error;
  }
}
