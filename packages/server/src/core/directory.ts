import type { AgentSummary, Skill } from '@omnicanal/api';
import { isRole } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** The company's skills, by id (spec 000 §3: id, name, auto_allocation, services). */
export async function companySkills(db: Kysely<DB>, companyId: number): Promise<Skill[]> {
  const rows = await db
    .selectFrom('skills')
    .select(['id', 'name', 'auto_allocation', 'services'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    auto_allocation: row.auto_allocation,
    services: row.services.map((s) => ({ kind: s.kind })),
  }));
}

/**
 * The company's console users with the skills they hold, by name; with `skillId`, only those
 * holding that skill (a skill of another company matches nobody).
 */
export async function companyAgents(
  db: Kysely<DB>,
  companyId: number,
  skillId?: number,
): Promise<AgentSummary[]> {
  let query = db
    .selectFrom('users')
    .select(['id', 'uuid', 'first_name', 'last_name', 'role', 'pause'])
    .where('company_id', '=', companyId);
  if (skillId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_skills')
          .select('user_skills.user_id')
          .whereRef('user_skills.user_id', '=', 'users.id')
          .where('user_skills.skill_id', '=', skillId),
      ),
    );
  }
  const users = await query.orderBy('first_name').orderBy('last_name').orderBy('id').execute();
  if (users.length === 0) return [];
  const grants = await db
    .selectFrom('user_skills')
    .select(['user_id', 'skill_id'])
    .where(
      'user_id',
      'in',
      users.map((u) => u.id),
    )
    .orderBy('skill_id')
    .execute();
  return users.map((u) => ({
    id: u.id,
    uuid: u.uuid,
    first_name: u.first_name,
    last_name: u.last_name,
    user_role: isRole(u.role) ? u.role : 'agent',
    pause: u.pause,
    skills: grants.filter((g) => g.user_id === u.id).map((g) => g.skill_id),
  }));
}
