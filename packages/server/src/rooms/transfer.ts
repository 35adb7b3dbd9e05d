import type { Room } from '@omnicanal/api';
import { canTransition, hasRank } from '@omnicanal/core';
import { roomsHeldBy } from '../agents/rooms-repo.ts';
import type { Viewer } from '../agents/visibility.ts';
import { CommandError, roomClosed, roomNotYours } from '../realtime/errors.ts';
import { authorOf, EVENT_TEXTS, type RoomService } from './room-actions.ts';
import { roomStatus, transition } from './transition.ts';

export interface TransferTarget {
  skill?: number | null;
  to_agent?: string | null;
}

/**
 * `transfer_room` (spec 000 §4, §7): to a skill, the room waits again in that skill's list with no
 * agent, and the visitor gets that skill's waiting message; to an agent of the company, it waits for that agent, within their max_rooms. The room's
 * agent may transfer it, and managers and above any room they see.
 */
export function transferRoom(
  rooms: RoomService,
  viewer: Viewer,
  uuid: string,
  target: TransferTarget,
): Promise<Room> {
  if (!target.skill && !target.to_agent)
    throw new CommandError('skill_or_agent_required', 'A transfer needs a skill or an agent.');
  return rooms.commit(async (trx, emit) => {
    const row = await rooms.visibleRoom(trx, viewer, uuid, true);
    const from = roomStatus(row);
    if (from === 'closed') throw roomClosed();
    if (row.agent_id !== viewer.userId && !hasRank(viewer.role, 'manager')) throw roomNotYours();
    if (!canTransition(from, 'transferred')) throw roomNotYours();
    let skillId = row.skill_id;
    let agentId: number | null = null;
    if (target.to_agent) {
      // The agent row lock serialises transfers and takes aimed at one agent (see take).
      const agent = await trx
        .selectFrom('users')
        .select(['id', 'max_rooms'])
        .where('uuid', '=', target.to_agent)
        .where('company_id', '=', viewer.companyId)
        .forUpdate()
        .executeTakeFirst();
      if (!agent) throw new CommandError('unable_to_find_user', 'No such agent in this company.');
      if ((await roomsHeldBy(trx, agent.id, ['running', 'late', 'transferred'])) >= agent.max_rooms)
        throw new CommandError(
          'transfer_max_rooms_reached',
          'The agent already holds the maximum of open rooms.',
        );
      agentId = agent.id;
    } else if (target.skill) {
      const skill = await trx
        .selectFrom('skills')
        .select('id')
        .where('id', '=', target.skill)
        .where('company_id', '=', viewer.companyId)
        .executeTakeFirst();
      if (!skill) throw new CommandError('not_found', 'The skill does not exist.');
      skillId = skill.id;
    }
    const now = rooms.now();
    const room = await transition(trx, emit, row, 'transferred', {
      at: now,
      skill_id: skillId,
      agent_id: agentId,
      last_transferred: now,
      last_waiting: now,
      list_time: now,
    });
    const moved = { ...row, skill_id: skillId, agent_id: agentId };
    const text = target.to_agent ? EVENT_TEXTS.transferredAgent : EVENT_TEXTS.transferredSkill;
    await rooms.insertMessage(trx, emit, moved, 'event', { type: 'txt', text }, authorOf(viewer), null);
    // Back in a skill's queue (another skill's, or a re-queue): its waiting message, as at the opening.
    if (!target.to_agent) await rooms.postSkillMessage(trx, emit, moved, 'waiting');
    return room;
  });
}
