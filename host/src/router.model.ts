import {
  type Edition,
  hasRank,
  isRouteAllowed,
  type Role,
  UNCONFIRMED_EMAIL_GRACE_DAYS,
} from '@omnicanal/core';
import { AGENT_AREA, NOT_FOUND, type Params, ROUTES, type RouteDef } from './routes.ts';

/**
 * The router as plain functions over the route table: no DOM, no history, so every rule of
 * spec 000 §2 is unit-tested under Node. The shell only feeds it `location` and applies the answer.
 */

export interface Match {
  route: RouteDef;
  params: Params;
}

/** What the guards read of the signed-in user (spec 000 §3); tests may leave out what they do not need. */
export interface GuardUser {
  user_role: Role;
  groups?: readonly number[];
  has_confirm_email?: boolean;
  date_joined?: string;
  permissions?: { skills: readonly { id: number }[]; groups?: readonly number[] };
}

/** What the guards and the navigation read of the customer (spec 000 §3). */
export interface GuardCustomer {
  logo?: string | null;
  services: readonly { kind: string }[];
  offer_desc: { is_appsumo: boolean; max_skills: number; features?: readonly string[] };
}

/** Who is asking, and for which URL (path plus query, as in the address bar). */
export interface GuardContext {
  token: string | null;
  user: GuardUser | null;
  customer?: GuardCustomer | null;
  edition: Edition;
  url: string;
  /** Current time in ms (the email grace period); defaults to `Date.now()`. */
  now?: number;
}

export type GuardResult = { allow: true } | { redirect: string } | { denied: true };

/** Query flags the console keeps while moving between its screens (spec 000 §2). */
const STICKY_FLAGS = ['nav', 'nav-gba', 'kind'] as const;

const LOGIN = '/login';
const CONFIRM_EMAIL = '/confirm-email';
const USER_NOT_CONFIGURED = '/user-not-configured';
const DAY_MS = 86_400_000;

function split(url: string): { path: string; query: URLSearchParams } {
  const at = url.search(/[?#]/);
  const path = at < 0 ? url : url.slice(0, at);
  const search = at < 0 ? '' : url.slice(at).replace(/#.*$/, '');
  return { path: path || '/', query: new URLSearchParams(search) };
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Matches path segments against a pattern's; fills `params`. */
function matchSegments(
  pattern: readonly string[],
  actual: readonly string[],
  params: Record<string, string>,
): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i] as string;
    // A final `*` takes whatever is left, nothing included; the rest is the `*` parameter.
    if (part === '*' && i === pattern.length - 1) {
      try {
        const rest = actual.slice(i).map(decodeURIComponent).join('/');
        if (rest) params['*'] = rest;
      } catch {
        return false; // a malformed escape is no value of ours
      }
      return true;
    }
    const value = actual[i];
    if (value === undefined) return part.endsWith('?') && pattern.slice(i).every((p) => p.endsWith('?'));
    if (!part.startsWith(':')) {
      if (part !== value) return false;
      continue;
    }
    try {
      params[part.slice(1).replace(/\?$/, '')] = decodeURIComponent(value);
    } catch {
      return false; // a malformed escape is no value of ours
    }
  }
  return actual.length === pattern.length;
}

/** The route of a path (the query is ignored); unknown paths match NOT_FOUND. */
export function match(url: string, routes: readonly RouteDef[] = ROUTES): Match {
  const actual = segments(split(url).path);
  for (const route of routes) {
    const params: Record<string, string> = {};
    if (matchSegments(segments(route.path), actual, params)) return { route, params };
  }
  return { route: NOT_FOUND, params: {} };
}

/** Sign-in, keeping where the user was going (spec 000 §2). */
export function loginUrl(from: string): string {
  return `${LOGIN}?redirect=${encodeURIComponent(from)}`;
}

/**
 * A path of this origin: `/x`, never `//host` or `/\host`, which browsers read as another origin,
 * nor anything holding control characters (browsers drop tabs and newlines from URLs, which turns
 * `/<tab>/host` into `//host`).
 */
export function localPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  return value;
}

/** A `redirect` query value we may follow: a local path, and not sign-in or sign-out themselves. */
export function safeRedirect(value: string | null | undefined): string | null {
  const local = localPath(value);
  if (!local) return null;
  const { path } = split(local);
  if (path === LOGIN || path === '/logout') return null;
  return local;
}

/** Where a signed-in user starts: the agent area, or the dashboard for roles without inbox. */
export function homeUrl(ctx: Omit<GuardContext, 'url'>): string {
  const agent = match(AGENT_AREA).route;
  return isRouteAllowed(agent.permission, ctx.user?.user_role ?? null, ctx.edition)
    ? AGENT_AREA
    : '/dashboard';
}

/**
 * spec 000 §2: "no groups and a role below admin". The groups are the user's skill groups (or the
 * groups of their permissions, which repeat them); skills alone do not configure an account.
 */
export function isUserNotConfigured(user: GuardUser): boolean {
  if (hasRank(user.user_role, 'admin')) return false;
  return !(user.groups?.length || user.permissions?.groups?.length);
}

/** spec 000 §2, §9: an unconfirmed email past the 7-day grace sends to confirm-email. */
export function mustConfirmEmail(user: GuardUser, now: number): boolean {
  if (user.has_confirm_email !== false || !user.date_joined) return false;
  const joined = Date.parse(user.date_joined);
  return Number.isFinite(joined) && now - joined > UNCONFIRMED_EMAIL_GRACE_DAYS * DAY_MS;
}

/**
 * Role, edition and the customer's features (sub-accounts need `max_skills` above 1, spec 000 §6;
 * surveys an offer that lists them, spec 000 §1).
 */
export function isAllowed(route: RouteDef, ctx: Omit<GuardContext, 'url'>): boolean {
  if (!isRouteAllowed(route.permission, ctx.user?.user_role ?? null, ctx.edition)) return false;
  if (route.feature === 'subaccounts') return (ctx.customer?.offer_desc.max_skills ?? 0) > 1;
  if (route.feature === 'surveys') return ctx.customer?.offer_desc.features?.includes('surveys') ?? false;
  return true;
}

/** Whether a route lets this user in (spec 000 §2, §6). */
export function guard(route: RouteDef, ctx: GuardContext): GuardResult {
  if (route.permission.public) {
    if (!isRouteAllowed(route.permission, null, ctx.edition)) return { redirect: LOGIN };
    if (route.guestOnly && ctx.token && ctx.user) {
      return { redirect: safeRedirect(split(ctx.url).query.get('redirect')) ?? homeUrl(ctx) };
    }
    return { allow: true };
  }
  // spec 000 §2: without a token, or with no user loaded, the route is treated as anonymous.
  if (!ctx.token || !ctx.user) return { redirect: loginUrl(ctx.url) };
  if (isUserNotConfigured(ctx.user)) return { redirect: USER_NOT_CONFIGURED };
  if (!route.confirmExempt && mustConfirmEmail(ctx.user, ctx.now ?? Date.now()))
    return { redirect: CONFIRM_EMAIL };
  if (isAllowed(route, ctx)) return { allow: true };
  if (route.deniedRedirect) return { redirect: route.deniedRedirect };
  return { denied: true };
}

/** Adds the console's sticky query flags of `from` that `target` does not set itself. */
export function carryFlags(target: string, from: string): string {
  const source = split(from).query;
  const { path, query } = split(target);
  let changed = false;
  for (const flag of STICKY_FLAGS) {
    const value = source.get(flag);
    if (value !== null && !query.has(flag)) {
      query.set(flag, value);
      changed = true;
    }
  }
  if (!changed) return target;
  return `${path}?${query.toString()}`;
}

/** `nav=false` hides the main navigation (spec 000 §2). */
export function navHidden(url: string): boolean {
  return split(url).query.get('nav') === 'false';
}

export type Resolution =
  | { kind: 'render'; url: string; route: RouteDef; params: Params }
  | { kind: 'denied'; url: string; route: RouteDef; params: Params }
  | { kind: 'logout'; url: string; next: string };

/** Redirects followed at most; a table that loops shows permission denied rather than hanging. */
const MAX_HOPS = 8;

/**
 * Follows redirects and guards from `ctx.url` to what the shell must show, and the URL it must show
 * it under (redirects replace the address, so Back does not bounce).
 */
export function resolve(ctx: GuardContext): Resolution {
  let url = ctx.url;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const { route, params } = match(url);
    if (route.action === 'logout') {
      // spec 000 §2: logout leads to sign-in with the redirect, kind and nav flags.
      const query = split(url).query;
      const redirect = safeRedirect(query.get('redirect'));
      return { kind: 'logout', url, next: carryFlags(redirect ? loginUrl(redirect) : LOGIN, url) };
    }
    if (route.redirect) {
      url = carryFlags(route.redirect, url);
      continue;
    }
    const verdict = guard(route, { ...ctx, url });
    if ('allow' in verdict) return { kind: 'render', url, route, params };
    if ('denied' in verdict) return { kind: 'denied', url, route, params };
    url = verdict.redirect.startsWith(`${LOGIN}?`) ? verdict.redirect : carryFlags(verdict.redirect, url);
  }
  const { route, params } = match(url);
  return { kind: 'denied', url, route, params };
}

/** spec 000 §2: the page title is the product title plus the menu names of the matched route. */
export function titleKeys(route: RouteDef): string[] {
  const keys = [route.section, route.menu].filter((key): key is string => Boolean(key));
  return [...new Set(keys)];
}

/** `nav-gba=false` hides the agent inbox's own navigation: passed on as its `nav` attribute. */
export function elementAttributes(route: RouteDef, params: Params, url: string): Record<string, string> {
  const attributes = route.element?.attributes?.(params) ?? {};
  if (route.element?.tag === 'oc-agent-inbox' && split(url).query.get('nav-gba') === 'false')
    return { ...attributes, nav: 'false' };
  return attributes;
}

/** True when `url` is the page `href` or below it (`/gb-agent/im/x` is within `/gb-agent`). */
export function isWithin(url: string, href: string): boolean {
  const { path } = split(url);
  return path === href || path.startsWith(`${href}/`);
}
