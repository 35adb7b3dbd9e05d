import { hasRank, isRole, type Role } from '@omnicanal/core';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { companyOffer } from '../billing/company-offer.ts';
import type { UserRow } from '../core/repo.ts';
import { isOwnOrigin } from '../http/cors.ts';
import { HttpError, notAuthenticated, notFound } from '../http/errors.ts';
import { type PublicApiClient, publicApiClient } from './api-tokens.ts';
import { bearerToken, userOfToken } from './guard.ts';
import {
  type DashboardViewer,
  isGranted,
  isKeyAccountToken,
  type KeyAccountClient,
  keyAccountOfToken,
} from './key-accounts.ts';

/**
 * Who may call a route, written on the route as its `config` and enforced by the one `onRequest`
 * hook below, before the body is read:
 *
 * ```ts
 * app.get('/rules', { config: { auth: 'user', rank: 'manager', denied: '…' } }, handler)
 * app.post('/user/login', { config: { auth: 'public' } }, handler)
 * ```
 *
 * The checks run in this order, each answering as the console expects (spec 000 §5, §6):
 * 401 `not_authenticated` without a live bearer token; 404 `not_found` when the route does not
 * exist for this edition or offer (the console hides those screens); 403 `permission_denied`
 * below the rank or outside the role set.
 */
export interface RouteAccess {
  /**
   * `public`: anyone, no token read (sign-in, the visitor's calls, sockets that check their own
   * query token). `user`: a live bearer token; the request then carries `request.actor`.
   * `optional`: the actor when a live token comes, none otherwise (read it with `actorOf`).
   * `api-token`: a public API token with the route's `scope`.
   * `dashboard`: the dashboards (issue 19 point 3): a user as with `user`, or a key account's token
   * (`okd_…`) with a `company` query naming one of its granted companies; the request then carries
   * `request.viewer` instead of `request.actor` (read the company with `readerCompany`).
   * `key-account`: a key account's token only; the request carries `request.keyAccount`.
   * A key account's token on any other kind of route is refused as an unknown token.
   */
  auth: 'public' | 'user' | 'optional' | 'api-token' | 'dashboard' | 'key-account';
  /**
   * With `auth: 'api-token'`: the public API token's scope the route needs. Such a route is called
   * with a public API token (`ocp_…`, made in Settings › API publique), never a user's; the request
   * then carries `request.apiClient`, and the call is kept for the company's audit.
   */
  scope?: string;
  /** The lowest role allowed (spec 000 §6 ranks). */
  rank?: Role;
  /** Exactly these roles, whatever their rank (for rules the ranks do not express). */
  roles?: readonly Role[];
  /** The 403 sentence when the rank or the role does not fit. */
  denied?: string;
  /** What the route is about, for the 404 sentence of `selfHostedOnly`, `hostedOnly` and `needsSubaccounts`. */
  what?: string;
  /** Spec 002 §2: exists in the self-hosted edition only (404 in the hosted one). */
  selfHostedOnly?: boolean;
  /** Spec 002 §1–§2: exists in the hosted edition only (billing; 404 in the self-hosted one). */
  hostedOnly?: boolean;
  /** Spec 002 §5: exists only when the company's offer allows more than one skill (sub-accounts). */
  needsSubaccounts?: boolean;
  /** Exists only when the company's offer lists this feature (spec 000 §1: surveys for Pro and Enterprise). */
  needsFeature?: string;
}

/** The signed-in user a request acts for: the one actor type of every route and guard. */
export interface Actor {
  user: UserRow;
  /** The bearer token the request came with (sign-out revokes it). */
  token: string;
  userId: number;
  /** Every query of a route is scoped to this company. */
  companyId: number;
  role: Role;
  language: string;
}

declare module 'fastify' {
  interface FastifyContextConfig extends Partial<RouteAccess> {}
  interface FastifyRequest {
    /** The signed-in user; set on every route whose `auth` is `user` (or `optional`, when signed in). */
    actor: Actor;
    /** The public API token's client; set on every route whose `auth` is `api-token`. */
    apiClient: PublicApiClient;
    /** The key account reading a company's dashboards; set on `dashboard` routes called with its token. */
    viewer: DashboardViewer | null;
    /** The key account; set on every route whose `auth` is `key-account`. */
    keyAccount: KeyAccountClient;
  }
}

/** The signed-in actor of an `optional` route, or null when the request came without a live token. */
export function actorOf(request: FastifyRequest): Actor | null {
  return request.actor ?? null;
}

/**
 * The company a dashboard request reads: the key-account viewer's granted company, else the
 * signed-in user's own. The one place the dashboards take their company from.
 */
export function readerCompany(request: FastifyRequest): number {
  return request.viewer?.companyId ?? request.actor.companyId;
}

/** The `company` of a dashboard query: a number, null when absent, NaN when malformed. */
function queryCompany(request: FastifyRequest): number | null {
  const query: unknown = request.query;
  if (typeof query !== 'object' || query === null || !('company' in query)) return null;
  const value = query.company;
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
}

/** The actor of a token's user; a role outside spec 000 §6 acts as no one. */
function actorFrom(user: UserRow, token: string): Actor | null {
  if (!isRole(user.role)) return null;
  return {
    user,
    token,
    userId: user.id,
    companyId: user.company_id,
    role: user.role,
    language: user.language,
  };
}

const permissionDenied = (access: RouteAccess) =>
  new HttpError(403, 'permission_denied', access.denied ?? 'You do not have permission to do this.');

/** Whether a role passes the route's rank and role set. */
export function allows(access: RouteAccess, role: Role): boolean {
  if (access.rank && !hasRank(role, access.rank)) return false;
  if (access.roles && !access.roles.includes(role)) return false;
  return true;
}

/**
 * A public API call: a live token with the route's scope (401 without, 403 outside its scopes),
 * within the token's rate limit.
 */
async function authenticateClient(
  app: FastifyInstance,
  request: FastifyRequest,
  access: Partial<RouteAccess>,
) {
  const token = bearerToken(request);
  const client = token ? await publicApiClient(app.db, token) : null;
  if (!client) throw notAuthenticated();
  if (!access.scope || !client.scopes.includes(access.scope))
    throw new HttpError(403, 'permission_denied', `This token does not have the ${access.scope} scope.`);
  await app.limits.consume('publicApi', `token:${client.tokenId}`);
  request.apiClient = client;
}

/** A key account's live token (401 otherwise), within the public API's rate limit. */
async function keyAccountClient(app: FastifyInstance, token: string | null): Promise<KeyAccountClient> {
  const client = isKeyAccountToken(token) ? await keyAccountOfToken(app.db, token) : null;
  if (!client) throw notAuthenticated();
  await app.limits.consume('keyAccount', `key-account:${client.keyAccountId}`);
  return client;
}

/**
 * A key account reading a dashboard: its company must be one granted to it. A company not granted
 * and a company that does not exist answer the same 403, so nothing tells one from the other.
 */
async function authenticateViewer(app: FastifyInstance, request: FastifyRequest, token: string) {
  const client = await keyAccountClient(app, token);
  const companyId = queryCompany(request);
  if (
    companyId === null ||
    Number.isNaN(companyId) ||
    !(await isGranted(app.db, client.keyAccountId, companyId))
  )
    throw new HttpError(403, 'permission_denied', 'This key account may not read this company’s dashboards.');
  // A portal in a browser reads a company's figures only from an origin that company allows, as a user does.
  await checkPartnerOrigin(app, request, companyId);
  request.viewer = { keyAccountId: client.keyAccountId, companyId };
}

/** Keeps a public API call (who, what, the answer's status) for the company's audit. */
async function auditClientCall(app: FastifyInstance, request: FastifyRequest, status: number) {
  const client = request.apiClient;
  if (!client) return;
  await app.db
    .insertInto('public_api_calls')
    .values({
      company_id: client.companyId,
      token_id: client.tokenId,
      token_label: client.label,
      scope: (request.routeOptions.config as Partial<RouteAccess>).scope ?? null,
      method: request.method,
      path: (request.url.split('?')[0] ?? '').slice(0, 512),
      status,
    })
    .execute();
}

function authenticate(app: FastifyInstance): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    const access = request.routeOptions.config as Partial<RouteAccess>;
    if (access.auth === 'api-token') return authenticateClient(app, request, access);
    if (access.auth === 'key-account') {
      request.keyAccount = await keyAccountClient(app, bearerToken(request));
      return;
    }
    const token = bearerToken(request);
    if (access.auth === 'dashboard' && isKeyAccountToken(token))
      return authenticateViewer(app, request, token);
    if (access.auth !== 'user' && access.auth !== 'optional' && access.auth !== 'dashboard') return;
    const user = await userOfToken(app.db, token);
    if (access.auth === 'optional') {
      const actor = user && token ? actorFrom(user, token) : null;
      if (actor) request.actor = actor;
      return;
    }
    if (!user || !token) throw notAuthenticated();
    if (access.selfHostedOnly && app.config.edition === 'hosted') throw notFound(access.what);
    if (access.hostedOnly && app.config.edition !== 'hosted') throw notFound(access.what);
    if (access.needsSubaccounts || access.needsFeature) {
      const offer = await companyOffer(app.db, user.company_id, app.config.edition);
      if (access.needsSubaccounts && offer.max_skills <= 1) throw notFound(access.what);
      if (access.needsFeature && !offer.features.includes(access.needsFeature)) throw notFound(access.what);
    }
    const actor = actorFrom(user, token);
    if (!actor || !allows(access as RouteAccess, actor.role)) throw permissionDenied(access as RouteAccess);
    // A user reads their own company's dashboards only; a malformed `company` is the schema's 400.
    const company = access.auth === 'dashboard' ? queryCompany(request) : null;
    if (company !== null && !Number.isNaN(company) && company !== actor.companyId)
      throw permissionDenied(access as RouteAccess);
    await checkPartnerOrigin(app, request, actor.companyId);
    request.actor = actor;
  };
}

/**
 * A page on a partner's origin acts for the companies that list it (or for every company when the
 * deployment does): CORS let the preflight through for any company's partner, so the company of
 * the token decides here. The console's own pages and callers without `Origin` are not concerned.
 */
async function checkPartnerOrigin(app: FastifyInstance, request: FastifyRequest, companyId: number) {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return;
  const own = { protocol: request.protocol, host: request.host, publicUrl: app.config.publicUrl };
  if (isOwnOrigin(origin, own) || app.partnerOrigins.deploymentAllows(origin)) return;
  if (await app.partnerOrigins.companyAllows(companyId, origin)) return;
  throw new HttpError(403, 'permission_denied', "This page's origin may not call the API for this company.");
}

/** The authentication hook, once for the whole app. */
export const accessPlugin = fp(
  async (app) => {
    app.decorateRequest('actor', null as unknown as Actor);
    app.decorateRequest('apiClient', null as unknown as PublicApiClient);
    app.decorateRequest('viewer', null);
    app.decorateRequest('keyAccount', null as unknown as KeyAccountClient);
    app.addHook('onRequest', authenticate(app));
    // Kept before the answer leaves (onSend, not onResponse): a caller who has its answer finds the
    // call in the audit, and a call is never answered without being kept.
    app.addHook('onSend', async (request, reply, payload) => {
      if ((request.routeOptions.config as Partial<RouteAccess>).auth === 'api-token')
        await auditClientCall(app, request, reply.statusCode).catch((err) => request.log.error(err));
      return payload;
    });
    // Secure by default: an API route that forgot to say who may call it would be public, so it
    // fails the start instead. Static files and the console's pages are not under /api.
    app.addHook('onRoute', (route) => {
      const auth = (route.config as Partial<RouteAccess> | undefined)?.auth;
      if (route.url.startsWith('/api/') && !auth)
        throw new Error(`${route.method} ${route.url} does not say who may call it (config.auth).`);
    });
  },
  { name: 'access', dependencies: ['infrastructure'], fastify: '5.x' },
);
