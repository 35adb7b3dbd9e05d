import { closedWeek, type WeekDays } from '@omnicanal/core';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { ChronosRulesTable } from './tables.ts';

/*
 * The chronos service's SQL: rules (calendars), their weeks and the off-day groups, every query
 * scoped by company_id so another company's ids are simply not found.
 */

export type RuleRow = Selectable<ChronosRulesTable> & { days: WeekDays | null };

const ruleColumns = [
  'chronos_rules.id',
  'chronos_rules.company_id',
  'chronos_rules.label',
  'chronos_rules.timezone',
  'chronos_rules.open_24_7',
  'chronos_rules.week_id',
  'chronos_rules.days_off',
  'chronos_rules.off_groups',
  'chronos_rules.created_at',
  'chronos_rules.updated_at',
  'chronos_weeks.days',
] as const;

function rules(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('chronos_rules')
    .leftJoin('chronos_weeks', 'chronos_weeks.id', 'chronos_rules.week_id')
    .select(ruleColumns)
    .where('chronos_rules.company_id', '=', companyId);
}

/** A company's calendars, oldest first (the bot builder's picker keeps its order). */
export function listRules(db: Kysely<DB>, companyId: number): Promise<RuleRow[]> {
  return rules(db, companyId).orderBy('chronos_rules.id').execute();
}

/** One calendar of the company, or undefined. */
export function findRule(db: Kysely<DB>, companyId: number, id: number): Promise<RuleRow | undefined> {
  return rules(db, companyId).where('chronos_rules.id', '=', id).executeTakeFirst();
}

/** The calendar of the company that already has `label` (any case), if any. */
export function ruleLabelled(db: Kysely<DB>, companyId: number, label: string) {
  return db
    .selectFrom('chronos_rules')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(label)`, '=', label.toLowerCase())
    .executeTakeFirst();
}

export interface RuleValues {
  label: string;
  timezone?: string;
  open_24_7?: boolean;
  week_id?: number | null;
  days_off?: string[];
  off_groups?: number[];
}

const written = (values: RuleValues) => ({
  label: values.label,
  timezone: values.timezone,
  open_24_7: values.open_24_7,
  week_id: values.week_id,
  days_off: values.days_off && JSON.stringify(values.days_off),
  off_groups: values.off_groups && JSON.stringify(values.off_groups),
});

/** Creates a calendar (a schedule rule); answers its id. Unset parts take their defaults. */
export async function createRule(
  db: Kysely<DB>,
  companyId: number,
  label: string,
  values: Omit<RuleValues, 'label'> = {},
): Promise<number> {
  const row = await db
    .insertInto('chronos_rules')
    .values({
      company_id: companyId,
      ...written({ label, ...values }),
      days_off: JSON.stringify(values.days_off ?? []),
      off_groups: JSON.stringify(values.off_groups ?? []),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rewrites a calendar of the company. */
export async function updateRule(db: Kysely<DB>, companyId: number, id: number, values: RuleValues) {
  await db
    .updateTable('chronos_rules')
    .set({ ...written(values), updated_at: sql`now()` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

/** Deletes a calendar of the company, and its week when no other calendar shares it. */
export async function deleteRule(db: Kysely<DB>, companyId: number, id: number): Promise<void> {
  const gone = await db
    .deleteFrom('chronos_rules')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning('week_id')
    .executeTakeFirst();
  if (gone?.week_id == null) return;
  await db
    .deleteFrom('chronos_weeks')
    .where('id', '=', gone.week_id)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('chronos_rules').select('id').where('week_id', '=', gone.week_id))),
    )
    .execute();
}

/** A company's weeks, oldest first. */
export function listWeeks(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('chronos_weeks')
    .select(['id', 'days'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
}

export function findWeek(db: Kysely<DB>, companyId: number, id: number) {
  return db
    .selectFrom('chronos_weeks')
    .select(['id', 'days'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Creates a week, every day closed unless `days` are given; answers it. */
export function createWeek(db: Kysely<DB>, companyId: number, days: WeekDays = closedWeek()) {
  return db
    .insertInto('chronos_weeks')
    .values({ company_id: companyId, days: JSON.stringify(days) })
    .returning(['id', 'days'])
    .executeTakeFirstOrThrow();
}

/** Rewrites a week's days; answers the week, or undefined when the company has no such week. */
export function updateWeek(db: Kysely<DB>, companyId: number, id: number, days: WeekDays) {
  return db
    .updateTable('chronos_weeks')
    .set({ days: JSON.stringify(days), updated_at: sql`now()` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning(['id', 'days'])
    .executeTakeFirst();
}

/** Deletes a week; calendars using it lose their customised hours (the foreign key sets null). */
export async function deleteWeek(db: Kysely<DB>, companyId: number, id: number): Promise<boolean> {
  const gone = await db
    .deleteFrom('chronos_weeks')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return gone !== undefined;
}

/** A company's off-day groups, by label. */
export function listOffGroups(db: Kysely<DB>, companyId: number, ids?: readonly number[]) {
  let query = db
    .selectFrom('chronos_off_groups')
    .select(['id', 'label', 'days'])
    .where('company_id', '=', companyId);
  if (ids) {
    if (ids.length === 0) return Promise.resolve([]);
    query = query.where('id', 'in', ids);
  }
  return query.orderBy('label').orderBy('id').execute();
}

/** Creates an off-day group; answers its id. */
export async function createOffGroup(db: Kysely<DB>, companyId: number, label: string, days: string[]) {
  const row = await db
    .insertInto('chronos_off_groups')
    .values({ company_id: companyId, label, days: JSON.stringify(days) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
