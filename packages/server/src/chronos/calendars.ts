import type { CalendarInput, CalendarRule } from '@omnicanal/api';
import { closedWeek, isCalendarOpen, localTime, offDaysProblems } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type FieldErrors, HttpError } from '../http/errors.ts';
import { isUniqueViolation } from '../msglib/scope.ts';
import {
  createRule,
  findRule,
  findWeek,
  listOffGroups,
  type RuleRow,
  ruleLabelled,
  updateRule,
} from './repo.ts';

/** A stored calendar as the chronos service answers it. */
export function toCalendarRule(row: RuleRow): CalendarRule {
  return {
    id: row.id,
    label: row.label,
    timezone: row.timezone,
    open_24_7: row.open_24_7,
    customized: row.week_id !== null,
    week: row.week_id,
    days: row.days ?? closedWeek(),
    days_off: row.days_off,
    off_groups: row.off_groups,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

const labelUsed = () =>
  new HttpError(400, 'already_exists', 'This label is already used by another calendar.', {
    label: ['already_exists'],
  });

/**
 * The checks of spec 001 §5 that need what is stored: the label is free in the company, the week
 * and the off-day groups are the company's, and each new day off is in the future (the calendar's
 * today, in its own zone) and listed once. Answers the field lists, empty when all hold.
 */
async function storedProblems(
  db: Kysely<DB>,
  companyId: number,
  input: CalendarInput,
  now: Date,
  current?: RuleRow,
): Promise<FieldErrors> {
  const fields: FieldErrors = {};
  const clash = await ruleLabelled(db, companyId, input.label);
  if (clash && clash.id !== current?.id) fields.label = ['already_exists'];
  if (input.week !== null && input.week !== current?.week_id && !(await findWeek(db, companyId, input.week)))
    fields.week = ['not_found'];
  const groups = await listOffGroups(db, companyId, input.off_groups);
  if (groups.length !== new Set(input.off_groups).size) fields.off_groups = ['not_found'];
  const today = localTime(now, input.timezone).date;
  Object.assign(fields, offDaysProblems(input.days_off, current?.days_off ?? [], today));
  return fields;
}

/**
 * Creates a calendar, or rewrites calendar `id` of the company; answers it. A refusal is a 400 with
 * every problem on its field (`already_exists` alone when the label is the only one).
 */
export async function saveCalendar(
  db: Kysely<DB>,
  companyId: number,
  input: CalendarInput,
  now: Date,
  id?: number,
): Promise<CalendarRule> {
  const current = id === undefined ? undefined : await findRule(db, companyId, id);
  if (id !== undefined && !current) throw new HttpError(404, 'not_found', 'The calendar does not exist.');
  const fields = await storedProblems(db, companyId, input, now, current);
  const problems = Object.keys(fields);
  if (problems.length === 1 && problems[0] === 'label') throw labelUsed();
  if (problems.length > 0) throw new HttpError(400, 'invalid_payload', 'The calendar is not valid.', fields);
  const values = {
    label: input.label,
    timezone: input.timezone,
    open_24_7: input.open_24_7,
    week_id: input.week,
    days_off: [...input.days_off].sort(),
    off_groups: [...new Set(input.off_groups)],
  };
  let saved = id;
  try {
    if (current) await updateRule(db, companyId, current.id, values);
    else saved = await createRule(db, companyId, input.label, values);
  } catch (error) {
    // Two saves of one label at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw labelUsed();
    throw error;
  }
  const row = await findRule(db, companyId, saved ?? 0);
  if (!row) throw new HttpError(404, 'not_found', 'The calendar does not exist.');
  return toCalendarRule(row);
}

/**
 * Whether calendar `calendarId` of the company is open at `at` — what a chronos node routes on.
 * Null when the company has no such calendar (deleted, or another company's), so the caller can
 * take its fallback instead of guessing.
 */
export async function calendarOpenAt(
  db: Kysely<DB>,
  companyId: number,
  calendarId: number,
  at: Date,
): Promise<boolean | null> {
  const row = await findRule(db, companyId, calendarId);
  if (!row) return null;
  const groups = await listOffGroups(db, companyId, row.off_groups);
  return isCalendarOpen(
    {
      timezone: row.timezone,
      open_24_7: row.open_24_7,
      days: row.days ?? closedWeek(),
      days_off: row.days_off,
      off_groups: groups,
    },
    at,
  );
}
