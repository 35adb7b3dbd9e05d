import { AGENT_STATUS, type AgentStatus, type Presence } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { connectedAt } from '../rooms/presence.ts';
import { LIST_STATUSES } from './rooms-repo.ts';

/** What an agent's status is made of. `open` counts the rooms they hold (running and late). */
export interface AgentState {
  connected: boolean;
  pause: boolean;
  open: number;
  maxRooms: number;
}

/**
 * Status of spec 000 §4. Being away outranks everything (a disconnected agent takes nothing, even on
 * a break), then the break, then how full the agent is.
 */
export function agentStatus(state: AgentState): AgentStatus {
  if (!state.connected) return AGENT_STATUS.disconnected;
  if (state.pause) return AGENT_STATUS.paused;
  if (state.open >= state.maxRooms) return AGENT_STATUS.maxReached;
  if (state.open > 0) return AGENT_STATUS.inProgress;
  return AGENT_STATUS.available;
}

/** Presence of spec 000 §4: online, offline, or on a break. */
export function agentPresence(state: Pick<AgentState, 'connected' | 'pause'>): Presence {
  if (!state.connected) return 'offline';
  return state.pause ? 'break' : 'online';
}

export interface AgentStatusRow extends AgentState {
  userId: number;
  uuid: string;
  status: AgentStatus;
  presence: Presence;
}

/** The status of every user of a company (or of the given users), read from any instance. */
export async function loadAgentStatuses(
  db: Kysely<DB>,
  companyId: number,
  now: Date,
  userIds?: readonly number[],
): Promise<AgentStatusRow[]> {
  if (userIds && userIds.length === 0) return [];
  let query = db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.uuid',
      'users.pause',
      'users.max_rooms',
      connectedAt(now)(eb).as('connected'),
      eb
        .selectFrom('rooms')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('rooms.agent_id', '=', 'users.id')
        .where('rooms.status', 'in', [...LIST_STATUSES.running])
        .as('open'),
    ])
    .where('users.company_id', '=', companyId)
    .orderBy('users.id');
  if (userIds) query = query.where('users.id', 'in', [...userIds]);
  const rows = await query.execute();
  return rows.map((row) => {
    const state: AgentState = {
      connected: Boolean(row.connected),
      pause: row.pause,
      open: Number(row.open ?? 0),
      maxRooms: row.max_rooms,
    };
    return {
      userId: row.id,
      uuid: row.uuid,
      ...state,
      status: agentStatus(state),
      presence: agentPresence(state),
    };
  });
}
