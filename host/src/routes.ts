import { AGENT_CONSOLE_ROLES, type RoutePermission } from '@omnicanal/core';

/** Values taken from the path (`:uuid` in `/gb-agent/im/:uuid`). */
export type Params = Readonly<Record<string, string>>;

/** Tags the console can show; each has a loader in `elements.ts`. */
export type ElementTag = 'oc-agent-inbox' | 'oc-auth' | 'oc-bot-builder';

/** Screens the shell draws itself because no element exists for them yet, or ever. */
export type ShellPage = 'not-available' | 'not-found';

/**
 * One line of the route table (spec 000 §2). The shell maps a matched route to an element and its
 * attributes and nothing else: everything a screen does lives in its element.
 */
export interface RouteDef {
  /** Stable name, also the key of its menu name (`shell:routes.<name>`). */
  name: string;
  /** Pattern: literal segments and `:param` segments. */
  path: string;
  permission: RoutePermission;
  /** Sends on at once (`/` → `/dashboard`). */
  redirect?: string;
  /** spec 000 §2: without permission, dashboard routes go to the agent area instead of the modal. */
  deniedRedirect?: string;
  /** The sign-in screen: a signed-in user goes on to `redirect` (or home) instead. */
  guestOnly?: boolean;
  /** `/logout`: signs out, then shows sign-in. */
  action?: 'logout';
  element?: {
    tag: ElementTag;
    /** Route parameters reach an element only as attributes (ARCHITECTURE.md). */
    attributes?: (params: Params) => Record<string, string>;
  };
  page?: ShellPage;
  /** Menu name shown in the page title; a key of the `shell` namespace. */
  menu?: string;
}

/** spec 000 §2: the dashboard family lets in these roles. */
const DASHBOARD_ROLES = ['stats_manager', 'manager', 'admin', 'owner'] as const;

/** Where the agent console lives; also where dashboard refusals send (spec 000 §2). */
export const AGENT_AREA = '/gb-agent';

const inbox = (params: Params): Record<string, string> => (params.uuid ? { 'room-id': params.uuid } : {});

/** spec 001 §2: the bot builder reads the skill, bot, channel and (optionally) tree from the route. */
const botBuilder = (params: Params): Record<string, string> => ({
  'skill-id': params.skill ?? '',
  'bot-id': params.bot ?? '',
  'channel-id': params.channel ?? '',
  ...(params.tree ? { 'tree-uuid': params.tree } : {}),
});

/**
 * The route table, first match wins. Later screens add lines here (spec 000 §2 lists them all);
 * the router and the guards need no change for that.
 */
export const ROUTES: readonly RouteDef[] = [
  { name: 'root', path: '/', permission: { public: true }, redirect: '/dashboard' },
  {
    name: 'dashboard',
    path: '/dashboard',
    permission: { roles: DASHBOARD_ROLES },
    deniedRedirect: AGENT_AREA,
    page: 'not-available',
    menu: 'shell:routes.dashboard',
  },
  {
    name: 'gb-agent',
    path: AGENT_AREA,
    permission: { roles: AGENT_CONSOLE_ROLES },
    element: { tag: 'oc-agent-inbox', attributes: inbox },
    menu: 'shell:routes.gb-agent',
  },
  {
    name: 'gb-agent-room',
    path: `${AGENT_AREA}/im/:uuid`,
    permission: { roles: AGENT_CONSOLE_ROLES },
    element: { tag: 'oc-agent-inbox', attributes: inbox },
    menu: 'shell:routes.gb-agent',
  },
  // spec 001 §2: both spellings of the bot-builder route (`channel` without a tree, `channels` with one).
  {
    name: 'bot-builder',
    path: '/bot-builder/skills/:skill/bots/:bot/channel/:channel/trees',
    permission: { rank: 'manager' },
    element: { tag: 'oc-bot-builder', attributes: botBuilder },
    menu: 'shell:routes.bot-builder',
  },
  {
    name: 'bot-builder-tree',
    path: '/bot-builder/skills/:skill/bots/:bot/channels/:channel/trees/:tree',
    permission: { rank: 'manager' },
    element: { tag: 'oc-bot-builder', attributes: botBuilder },
    menu: 'shell:routes.bot-builder',
  },
  {
    name: 'login',
    path: '/login',
    permission: { public: true },
    guestOnly: true,
    element: { tag: 'oc-auth' },
    menu: 'shell:routes.login',
  },
  { name: 'logout', path: '/logout', permission: { public: true }, action: 'logout' },
];

/** What an unknown path shows. Public: a wrong link must not ask for a sign-in first. */
export const NOT_FOUND: RouteDef = {
  name: 'not-found',
  path: '*',
  permission: { public: true },
  page: 'not-found',
  menu: 'shell:routes.not-found',
};

/** A link of the side navigation (spec 000 §2, Shell), shown only when its route's permission passes. */
export interface NavLink {
  route: string;
  href: string;
  label: string;
}

/** In the spec's order: dashboard, gb-agent, messaging, … (only the screens that exist so far). */
export const NAV_LINKS: readonly NavLink[] = [
  { route: 'dashboard', href: '/dashboard', label: 'shell:nav.dashboard' },
  { route: 'gb-agent', href: AGENT_AREA, label: 'shell:nav.gb-agent' },
];
