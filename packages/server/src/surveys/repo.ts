import type { Survey, SurveyInput } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import { alreadyExists } from '../core/settings/access.ts';
import type { DB } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { isUniqueViolation } from '../msglib/scope.ts';
import { isSatisfactionKind } from './providers/provider.ts';

const COLUMNS = ['id', 'label', 'text', 'url', 'force_send', 'skills', 'subaccounts', 'account_id'] as const;

type Row = {
  id: number;
  label: string;
  text: string;
  url: string;
  force_send: boolean;
  skills: number[];
  subaccounts: number[];
  account_id: number | null;
};

const toSurvey = (row: Row): Survey => ({
  ...row,
  skills: row.skills ?? [],
  subaccounts: row.subaccounts ?? [],
});

/** The company's surveys, oldest first. */
export async function companySurveys(db: Kysely<DB>, companyId: number): Promise<Survey[]> {
  const rows = await db
    .selectFrom('surveys')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  return rows.map(toSurvey);
}

export async function findSurvey(db: Kysely<DB>, companyId: number, id: number): Promise<Survey | undefined> {
  const row = await db
    .selectFrom('surveys')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toSurvey(row) : undefined;
}

/** Ids among `ids` that are not rows of the company in `table`. */
async function strangers(
  db: Kysely<DB>,
  table: 'skills' | 'subaccounts',
  companyId: number,
  ids: readonly number[],
): Promise<boolean> {
  if (ids.length === 0) return false;
  const found = await db
    .selectFrom(table)
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', [...ids])
    .execute();
  return found.length !== new Set(ids).size;
}

/**
 * A survey's satisfaction account must be one of the company's, of category satisfaction (a
 * Goodays or Qemotion account), and then the survey has no link of its own: the account makes it.
 */
async function checkAccount(db: Kysely<DB>, companyId: number, input: SurveyInput): Promise<void> {
  if (input.account_id === null) return;
  const account = await db
    .selectFrom('thirdparty_accounts')
    .select(['category', 'kind'])
    .where('company_id', '=', companyId)
    .where('id', '=', input.account_id)
    .executeTakeFirst();
  if (account?.category !== 'satisfaction' || !isSatisfactionKind(account.kind))
    throw new HttpError(400, 'invalid_payload', 'This is not a satisfaction account of the company.', {
      account_id: ['invalid_choice'],
    });
  if (input.url !== '')
    throw new HttpError(
      400,
      'invalid_payload',
      'A survey sends a link or a satisfaction account, not both.',
      {
        url: ['invalid_choice'],
      },
    );
}

/**
 * Creates a survey, or changes it when `id` is given. Its skills and sub-accounts must be the
 * company's, its label free; a skill takes one survey (the one sent at its conversations' close),
 * so a skill another survey holds is refused with `skill_has_survey`.
 */
export async function saveSurvey(
  db: Kysely<DB>,
  companyId: number,
  input: SurveyInput,
  id?: number,
): Promise<Survey> {
  const skills = [...new Set(input.skills)];
  const subaccounts = [...new Set(input.subaccounts)];
  if (await strangers(db, 'skills', companyId, skills))
    throw new HttpError(400, 'invalid_payload', 'A skill does not exist.', { skills: ['unknown_skill'] });
  if (await strangers(db, 'subaccounts', companyId, subaccounts))
    throw new HttpError(400, 'invalid_payload', 'A sub-account does not exist.', {
      subaccounts: ['invalid_choice'],
    });
  await checkAccount(db, companyId, input);
  const others = (await companySurveys(db, companyId)).filter((s) => s.id !== id);
  if (others.some((s) => s.label.toLowerCase() === input.label.toLowerCase())) throw alreadyExists('label');
  if (others.some((s) => s.skills.some((skill) => skills.includes(skill))))
    throw new HttpError(400, 'invalid_payload', 'A skill already has a survey.', {
      skills: ['skill_has_survey'],
    });
  const values = {
    label: input.label,
    text: input.text,
    url: input.url,
    force_send: input.force_send,
    skills: JSON.stringify(skills),
    subaccounts: JSON.stringify(subaccounts),
    account_id: input.account_id,
  };
  try {
    const row =
      id === undefined
        ? await db
            .insertInto('surveys')
            .values({ ...values, company_id: companyId })
            .returning(COLUMNS)
            .executeTakeFirstOrThrow()
        : await db
            .updateTable('surveys')
            .set(values)
            .where('company_id', '=', companyId)
            .where('id', '=', id)
            .returning(COLUMNS)
            .executeTakeFirstOrThrow();
    return toSurvey(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists('label');
    throw error;
  }
}

/** The survey of a skill, if one holds it. */
export async function surveyOfSkill(
  db: Kysely<DB>,
  companyId: number,
  skillId: number,
): Promise<Survey | undefined> {
  return (await companySurveys(db, companyId)).find((s) => s.skills.includes(skillId));
}
