import { type GuardContext, isAllowed, match, titleKeys } from '../router.model.ts';
import { NAV_LINKS, type NavLink, type Params, type RouteDef } from '../routes.ts';

/** One step of the header breadcrumb: a menu name, and where it leads when it is not the page itself. */
export interface Crumb {
  /** A key of the `shell` namespace. */
  label: string;
  /** Set on every step but the last, when this user may follow it. */
  href: string | null;
}

/**
 * spec 000 §2: the header breadcrumb comes from the matched routes: the area (its side navigation
 * link) then the route itself, the same menu names as the page title. The area links only where
 * the user may go; the last step is the page, never a link.
 */
export function breadcrumb(
  route: RouteDef,
  ctx: Omit<GuardContext, 'url'>,
  links: readonly NavLink[] = NAV_LINKS,
): Crumb[] {
  const keys = titleKeys(route);
  return keys.map((label, index) => {
    if (index === keys.length - 1) return { label, href: null };
    const link = links.find((candidate) => candidate.label === navLabel(label));
    const allowed = link && isAllowed(match(link.href).route, ctx);
    return { label, href: allowed ? link.href : null };
  });
}

/** `shell:routes.settings` → `shell:nav.settings`: an area's menu name and its link share the route name. */
function navLabel(routeKey: string): string {
  return routeKey.replace(/^shell:routes\./, 'shell:nav.');
}

/**
 * spec 000 §2: "the header is hidden when a chat, thread, review or ticket is open in the agent
 * console". The route names most of them (`/gb-agent/im/<room>`, a thread, a review, a ticket);
 * a room the inbox opened without changing the address (from its search) comes through
 * `oc-room-open`, hence `roomOpen`.
 */
export function itemOpen(route: RouteDef | null, params: Params, roomOpen: boolean): boolean {
  if (!route) return false;
  switch (route.name) {
    case 'gb-agent-room':
      return true;
    case 'gb-agent':
    case 'gb-agent-im':
      return roomOpen;
    case 'GBA-threads':
      return Boolean(params.thread);
    case 'GBA-reviews':
      return Boolean(params.review);
    case 'GBA-ticketing':
      return Boolean(params['*']);
    default:
      return false;
  }
}
