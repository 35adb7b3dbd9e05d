/** Roles of spec 000 §6. `supervisor` exists as a role and a console user kind but has no rank of its own. */
export const ROLES = [
  'owner',
  'admin',
  'manager',
  'content_manager',
  'flow_manager',
  'stats_manager',
  'claim_agent',
  'agent',
  'supervisor',
] as const;

export type Role = (typeof ROLES)[number];

/** Ranks of spec 000 §6. The supervisor is ranked with agents: the spec gives it no rank. */
export const ROLE_RANK: Readonly<Record<Role, number>> = {
  owner: 5,
  admin: 4,
  manager: 3,
  content_manager: 2,
  flow_manager: 2,
  stats_manager: 2,
  claim_agent: 1,
  agent: 1,
  supervisor: 1,
};

/** Roles allowed into the agent console (spec 000 §6). */
export const AGENT_CONSOLE_ROLES: readonly Role[] = ['agent', 'claim_agent', 'admin', 'manager', 'owner'];

/** Spec 000 §2, 002 §2: who reads the dashboards (the console's routes, the element and the server). */
export const DASHBOARD_ROLES: readonly Role[] = ['stats_manager', 'manager', 'admin', 'owner'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function rankOf(role: Role): number {
  return ROLE_RANK[role];
}

/** True when `role` ranks at least as high as `required`. */
export function hasRank(role: Role, required: Role): boolean {
  return rankOf(role) >= rankOf(required);
}
