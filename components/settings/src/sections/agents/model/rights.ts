import { hasRank, type Role } from '@omnicanal/core';

/** What the screen offers on one agent's row; the server checks the same (403 `agent:forbidden`). */
export interface AgentRights {
  edit: boolean;
  delete: boolean;
  resend: boolean;
  pause: boolean;
  logout: boolean;
}

export interface Viewer {
  id: number;
  role: Role;
}

export interface AgentFacts {
  id: number;
  user_role: Role;
  invitation_pending: boolean;
}

const NONE: AgentRights = { edit: false, delete: false, resend: false, pause: false, logout: false };

/**
 * Spec 002 §4, §6 and the server's rank rule: a manager or above acts on users up to their own rank,
 * never on the owner. Nobody deletes or logs out themselves here; an agent who has not accepted the
 * invitation has no session to pause or end, only an invitation to resend. Actions a viewer may not
 * take are not offered, because a 403 signs the viewer out (spec 002 §8).
 */
export function agentRights(viewer: Viewer, agent: AgentFacts): AgentRights {
  if (!hasRank(viewer.role, 'manager')) return NONE;
  if (agent.user_role === 'owner' || !hasRank(viewer.role, agent.user_role)) return NONE;
  const self = agent.id === viewer.id;
  const invited = agent.invitation_pending;
  return {
    edit: true,
    delete: !self,
    resend: invited,
    pause: !invited,
    logout: !self && !invited,
  };
}

/** The roles a viewer may give (spec 002 §6 ranks): up to their own, never owner. */
export function assignableRoles(viewer: Role, roles: readonly Role[]): Role[] {
  return roles.filter((role) => role !== 'owner' && hasRank(viewer, role));
}
