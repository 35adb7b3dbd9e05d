import { canSeeRoom, hasRank, isRole, type Role } from '@omnicanal/core';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { type UserRow, userSkills } from '../core/repo.ts';
import type { DB } from '../db/schema.ts';

/** A signed-in console user as the socket sees them: who, in which company, with which skills. */
export interface Viewer {
  userId: number;
  uuid: string;
  companyId: number;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  maxRooms: number;
  skillIds: readonly number[];
  /** Admins and owners see every skill of their company. */
  seesAll: boolean;
}

export async function loadViewer(db: Kysely<DB>, user: UserRow): Promise<Viewer> {
  const role: Role = isRole(user.role) ? user.role : 'agent';
  const skills = await userSkills(db, user.id);
  return {
    userId: user.id,
    uuid: user.uuid,
    companyId: user.company_id,
    role,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    maxRooms: user.max_rooms,
    skillIds: skills.map((s) => s.id),
    seesAll: hasRank(role, 'admin'),
  };
}

/** What visibility looks at: the room's company, skill and agent (at the time of an event). */
export interface RoomScope {
  company_id: number;
  skill_id: number | null;
  agent_id: number | null;
}

/**
 * Spec 000 §4, simplified for the rooms the reference server has: a user sees the rooms of their
 * company in the skills they have, plus the rooms assigned to them; admins and owners see them all.
 * Everything else is answered as if it did not exist.
 */
export function canSee(viewer: Viewer, room: RoomScope): boolean {
  if (room.company_id !== viewer.companyId) return false;
  return canSeeRoom(
    { seesAll: viewer.seesAll, self: viewer.userId, skillIds: viewer.skillIds },
    { skill: room.skill_id, agent: room.agent_id },
  );
}

/** `canSee` as SQL over rooms. */
export function visibleRooms(viewer: Viewer) {
  return (eb: ExpressionBuilder<DB, 'rooms'>): Expression<SqlBool> => {
    const company = eb('rooms.company_id', '=', viewer.companyId);
    if (viewer.seesAll) return company;
    const mine = eb('rooms.agent_id', '=', viewer.userId);
    const scope = viewer.skillIds.length ? eb.or([mine, eb('rooms.skill_id', 'in', viewer.skillIds)]) : mine;
    return eb.and([company, scope]);
  };
}

/** `canSee` as SQL over the event log (the company is already fixed by the replay). */
export function visibleEvents(viewer: Viewer) {
  return (eb: ExpressionBuilder<DB, 'events'>): Expression<SqlBool> => {
    if (viewer.seesAll) return eb.lit(true);
    const mine = eb('events.agent_id', '=', viewer.userId);
    return viewer.skillIds.length ? eb.or([mine, eb('events.skill_id', 'in', viewer.skillIds)]) : mine;
  };
}

/** The name shown for an agent; the email stands in when names are empty (spec 000 §3). */
export function agentName(agent: { first_name: string; last_name: string; email?: string }): string {
  return `${agent.first_name} ${agent.last_name}`.trim() || agent.email || '';
}
