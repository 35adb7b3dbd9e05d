import { type AgentDetails, type AgentInput, NotificationOptions } from '@omnicanal/api';
import { isRole } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { loadAgentStatuses } from '../../agents/agent-status.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { checkCompanySkills } from '../../msglib/scope.ts';
import type { UserRow } from '../repo.ts';

/** The company's users as the agents screens read them, with status, skills, groups, sub-accounts. */
export async function loadAgents(
  db: Kysely<DB>,
  companyId: number,
  now: Date,
  userIds?: readonly number[],
): Promise<AgentDetails[]> {
  if (userIds && userIds.length === 0) return [];
  let query = db.selectFrom('users').selectAll().where('company_id', '=', companyId).orderBy('id');
  if (userIds) query = query.where('id', 'in', [...userIds]);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [statuses, skills, groups, subaccounts] = await Promise.all([
    loadAgentStatuses(db, companyId, now, ids),
    db
      .selectFrom('user_skills')
      .select(['user_id', 'skill_id', 'auto_allocation'])
      .where('user_id', 'in', ids)
      .orderBy('skill_id')
      .execute(),
    db
      .selectFrom('user_skill_groups')
      .select(['user_id', 'group_id'])
      .where('user_id', 'in', ids)
      .orderBy('group_id')
      .execute(),
    db
      .selectFrom('user_subaccounts')
      .select(['user_id', 'subaccount_id'])
      .where('user_id', 'in', ids)
      .orderBy('subaccount_id')
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    user_role: isRole(row.role) ? row.role : 'agent',
    status: statuses.find((s) => s.userId === row.id)?.status ?? 5,
    pause: row.pause,
    date_joined: row.date_joined.toISOString(),
    has_confirm_email: row.has_confirm_email,
    invitation_pending: row.invitation_pending,
    max_rooms: row.max_rooms,
    max_reviews: row.max_reviews,
    max_tickets: row.max_tickets,
    want_notif: row.want_notif,
    notif_new_msg_sound: row.notif_new_msg_sound,
    // Never chosen (null): every option on.
    notification_options: v.parse(NotificationOptions, row.notification_options ?? {}),
    skills: skills
      .filter((s) => s.user_id === row.id)
      .map((s) => ({ id: s.skill_id, auto_allocation: s.auto_allocation })),
    groups: groups.filter((g) => g.user_id === row.id).map((g) => g.group_id),
    subaccounts: subaccounts.filter((s) => s.user_id === row.id).map((s) => s.subaccount_id),
  }));
}

/** The company's user `id`, or undefined (another company's id names nothing). */
export function findCompanyUser(db: Kysely<DB>, companyId: number, id: number): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export const emailAlreadyUsed = () =>
  new HttpError(400, 'agent_email_already_used', 'This email address is already used.', {
    email: ['agent_email_already_used'],
  });

async function checkCompanyIds(
  db: Kysely<DB>,
  table: 'skill_groups' | 'subaccounts',
  companyId: number,
  ids: readonly number[],
  field: string,
) {
  if (ids.length === 0) return;
  const found = await db
    .selectFrom(table)
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', [...ids])
    .execute();
  if (found.length !== new Set(ids).size)
    throw new HttpError(400, 'invalid_payload', `A ${field} entry does not exist.`, {
      [field]: ['not_found'],
    });
}

/**
 * Checks what an agent's form refers to before anything is written: the address free on the whole
 * platform (but for the agent being edited), and the skills, groups and sub-accounts the company's.
 */
export async function checkAgentInput(
  db: Kysely<DB>,
  companyId: number,
  input: AgentInput,
  userId?: number,
): Promise<void> {
  const clash = await db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
  if (clash && clash.id !== userId) throw emailAlreadyUsed();
  await checkCompanySkills(
    db,
    companyId,
    input.skills.map((s) => s.id),
  );
  await checkCompanyIds(db, 'skill_groups', companyId, input.groups, 'groups');
  await checkCompanyIds(db, 'subaccounts', companyId, input.subaccounts, 'subaccounts');
}

/** Writes the agent's fields and replaces their skills, groups and sub-accounts, in `trx`. */
export async function writeAgent(trx: Kysely<DB>, userId: number, input: AgentInput): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      email: input.email,
      first_name: input.first_name,
      last_name: input.last_name,
      role: input.user_role,
      max_rooms: input.max_rooms,
      max_reviews: input.max_reviews,
      max_tickets: input.max_tickets,
      want_notif: input.want_notif,
      notif_new_msg_sound: input.notif_new_msg_sound,
      ...(input.notification_options
        ? { notification_options: JSON.stringify(input.notification_options) }
        : {}),
    })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('user_skills').where('user_id', '=', userId).execute();
  const skills = [...new Map(input.skills.map((s) => [s.id, s])).values()];
  if (skills.length > 0)
    await trx
      .insertInto('user_skills')
      .values(skills.map((s) => ({ user_id: userId, skill_id: s.id, auto_allocation: s.auto_allocation })))
      .execute();
  await trx.deleteFrom('user_skill_groups').where('user_id', '=', userId).execute();
  const groups = [...new Set(input.groups)];
  if (groups.length > 0)
    await trx
      .insertInto('user_skill_groups')
      .values(groups.map((group_id) => ({ user_id: userId, group_id })))
      .execute();
  await trx.deleteFrom('user_subaccounts').where('user_id', '=', userId).execute();
  const subaccounts = [...new Set(input.subaccounts)];
  if (subaccounts.length > 0)
    await trx
      .insertInto('user_subaccounts')
      .values(subaccounts.map((subaccount_id) => ({ user_id: userId, subaccount_id })))
      .execute();
}
