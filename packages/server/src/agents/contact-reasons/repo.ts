import type { ContactReason, ContactReasonInput } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { alreadyExists, appliesTo, isUniqueViolation, sameLabel } from '../../msglib/scope.ts';

type Row = { id: number; label: string; skills: unknown; subaccounts: unknown };

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter(Number.isInteger) : []);

export const toContactReason = (row: Row): ContactReason => ({
  id: row.id,
  label: row.label,
  skills: ids(row.skills),
  subaccounts: ids(row.subaccounts),
});

/** Every contact reason of a company, by label. */
export async function companyReasons(db: Kysely<DB>, companyId: number): Promise<ContactReason[]> {
  const rows = await db
    .selectFrom('contact_reasons')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('label')
    .execute();
  return rows.map(toContactReason);
}

/** The reasons that apply to the rooms of `skillId`: those with no skills or with that skill. */
export async function reasonsForSkill(db: Kysely<DB>, companyId: number, skillId: number) {
  return (await companyReasons(db, companyId)).filter((r) => appliesTo(r.skills, [skillId]));
}

export async function findReason(db: Kysely<DB>, companyId: number, id: number) {
  const row = await db
    .selectFrom('contact_reasons')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toContactReason(row) : undefined;
}

/** Creates a reason, or updates it when `id` is given; labels are unique in a company. */
export async function saveReason(
  db: Kysely<DB>,
  companyId: number,
  input: ContactReasonInput,
  id?: number,
): Promise<ContactReason> {
  const clash = await db
    .selectFrom('contact_reasons')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sameLabel(input.label))
    .executeTakeFirst();
  if (clash && clash.id !== id) throw alreadyExists('A contact reason');
  const values = {
    label: input.label,
    skills: JSON.stringify([...new Set(input.skills)]),
    subaccounts: JSON.stringify([...new Set(input.subaccounts)]),
  };
  try {
    if (id !== undefined) {
      await db.updateTable('contact_reasons').set(values).where('id', '=', id).execute();
      return {
        id,
        label: input.label,
        skills: [...new Set(input.skills)],
        subaccounts: [...new Set(input.subaccounts)],
      };
    }
    const row = await db
      .insertInto('contact_reasons')
      .values({ ...values, company_id: companyId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toContactReason(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists('A contact reason');
    throw error;
  }
}
