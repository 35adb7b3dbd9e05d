import { type Edition, modeMatches, type RouteMode } from './editions.ts';
import { hasRank, type Role } from './roles.ts';

/** What a route requires (spec 000 §2 and §6). */
export interface RoutePermission {
  /** Edition the route exists in; `any` by default. */
  mode?: RouteMode;
  /** Minimum rank, named by the lowest role that has it; admin by default (spec 000 §6). */
  rank?: Role;
  /** Roles let in; when absent, every role of sufficient rank. */
  roles?: readonly Role[];
  /** Public routes need no user at all. */
  public?: boolean;
}

/**
 * spec 000 §6: a route is allowed when the deployment mode matches the route's mode, the user's rank
 * is at least the route's required rank (default admin), and the role is in the route's allowed roles.
 */
export function isRouteAllowed(route: RoutePermission, role: Role | null, edition: Edition): boolean {
  if (!modeMatches(route.mode ?? 'any', edition)) return false;
  if (route.public) return true;
  if (role === null) return false;
  if (route.roles && !route.roles.includes(role)) return false;
  const required = route.rank ?? (route.roles ? lowestRank(route.roles) : 'admin');
  return hasRank(role, required);
}

function lowestRank(roles: readonly Role[]): Role {
  // An explicit role list is the permission; the rank threshold then is the lowest of the list.
  return roles.reduce((low, r) => (hasRank(low, r) ? r : low));
}
