import { hasRank, type Role } from '@omnicanal/core';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Actor } from '../auth/access.ts';
import { userSkills } from '../core/repo.ts';
import type { DB } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/** A signed-in console user with what skill-scoped settings look at. */
export interface Member {
  id: number;
  companyId: number;
  role: Role;
  language: string;
  skillIds: number[];
  /** Managers and above manage every item of the company, whatever its skills. */
  manages: boolean;
}

/** Route access of skill-scoped settings: any console user reads (agent and up). */
export const MEMBER = { auth: 'user', rank: 'agent', denied: 'Only console users may do this.' } as const;

/** Route access of skill-scoped settings' writes: managers and above (say `denied` for the item). */
export const MANAGER = { auth: 'user', rank: 'manager' } as const;

/** The actor with the skills skill-scoped settings look at. */
export async function memberOf(db: Kysely<DB>, actor: Actor): Promise<Member> {
  const skills = await userSkills(db, actor.userId);
  return {
    id: actor.userId,
    companyId: actor.companyId,
    role: actor.role,
    language: actor.language,
    skillIds: skills.map((s) => s.id),
    manages: hasRank(actor.role, 'manager'),
  };
}

/** An item restricted to skills applies to those skills only; with no skills it applies to all. */
export function appliesTo(itemSkills: readonly number[], skillIds: readonly number[]): boolean {
  return itemSkills.length === 0 || itemSkills.some((id) => skillIds.includes(id));
}

/** Refuses skill ids that are not the company's, as a field error on `skills`. */
export async function checkCompanySkills(db: Kysely<DB>, companyId: number, skills: readonly number[]) {
  if (skills.length === 0) return;
  const found = await db
    .selectFrom('skills')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', [...skills])
    .execute();
  if (found.length !== new Set(skills).size)
    throw new HttpError(400, 'invalid_payload', 'A skill does not exist.', { skills: ['unknown_skill'] });
}

/**
 * Refuses sub-account ids that are not the company's, as a field error on `subaccounts`. A company
 * whose offer has no sub-accounts has none, so any id is refused there too.
 */
export async function checkCompanySubaccounts(
  db: Kysely<DB>,
  companyId: number,
  subaccounts: readonly number[],
) {
  if (subaccounts.length === 0) return;
  const found = await db
    .selectFrom('subaccounts')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', [...subaccounts])
    .execute();
  if (found.length !== new Set(subaccounts).size)
    throw new HttpError(400, 'invalid_payload', 'A sub-account does not exist.', {
      subaccounts: ['unknown_subaccount'],
    });
}

/** Skills and sub-accounts of an item, both checked against the company before anything is written. */
export async function checkCompanyScope(
  db: Kysely<DB>,
  companyId: number,
  input: { skills: readonly number[]; subaccounts: readonly number[] },
) {
  await checkCompanySkills(db, companyId, input.skills);
  await checkCompanySubaccounts(db, companyId, input.subaccounts);
}

/** PostgreSQL's unique violation: the label is already taken. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/**
 * A `where` on the same label whatever its case: "Retours" and "retours" would read as one item in
 * a picker, so the second is refused as a duplicate.
 */
export const sameLabel =
  (label: string) =>
  <
    E extends ExpressionBuilder<
      DB,
      'contact_reasons' | 'msglib_categories' | 'msglib_subcategories' | 'msglib_sentences'
    >,
  >(
    eb: E,
  ) =>
    eb(eb.fn('lower', [eb.ref('label')]), '=', label.toLowerCase());

export const alreadyExists = (what: string) =>
  new HttpError(400, 'already_exists', `${what} with this label already exists.`, {
    label: ['already_exists'],
  });

/** Text folded for matching: lower case, accents removed, spaces collapsed. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A positive integer path parameter, or 404 (a malformed id names nothing). */
export function idParam(value: unknown, what: string): number {
  const text = typeof value === 'string' ? value : '';
  if (!/^\d{1,9}$/.test(text)) throw new HttpError(404, 'not_found', `The ${what} does not exist.`);
  return Number(text);
}
