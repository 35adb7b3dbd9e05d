import type { User } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { toUser, type UserRow, userSkills } from './repo.ts';

/** The skill groups and sub-accounts a user belongs to, as the agents settings store them. */
export interface UserMemberships {
  groups: number[];
  subaccounts: number[];
}

export async function userMemberships(db: Kysely<DB>, userId: number): Promise<UserMemberships> {
  const [groups, subaccounts] = await Promise.all([
    db
      .selectFrom('user_skill_groups')
      .select('group_id')
      .where('user_id', '=', userId)
      .orderBy('group_id')
      .execute(),
    db
      .selectFrom('user_subaccounts')
      .select('subaccount_id')
      .where('user_id', '=', userId)
      .orderBy('subaccount_id')
      .execute(),
  ]);
  return { groups: groups.map((g) => g.group_id), subaccounts: subaccounts.map((s) => s.subaccount_id) };
}

/** The User of spec 000 §3 with its skills, groups and sub-accounts as stored. */
export async function loadUser(db: Kysely<DB>, row: UserRow): Promise<User> {
  const [skills, memberships] = await Promise.all([userSkills(db, row.id), userMemberships(db, row.id)]);
  return toUser(row, skills, memberships);
}
