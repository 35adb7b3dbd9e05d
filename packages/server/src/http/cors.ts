import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import { DEFAULT_API_BASE as API_BASE } from '@omnicanal/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PartnerOrigins } from '../auth/partner-origins.ts';

/**
 * Who may read an answer from a page on another origin:
 * - `visitors`: what our customers' own websites load — the widget's script and chunks, and the
 *   visitor's calls and socket of the guests service — answers any origin;
 * - `partners`: the console's elements and every other API path answer only the partner origins
 *   the deployment allows (`OMNICANAL_ALLOWED_ORIGINS`).
 * Decided by the path, so a preflight (which names no route) gets the same answer as its request.
 */
export type CorsAudience = 'visitors' | 'partners';

/** The guests service's calls a visitor's widget makes (the console's guests calls are not). */
const VISITOR_API = new Set(
  ['sessions', 'sessions/current', 'widget', 'ws'].map((p) => `${API_BASE}/guests/${p}`),
);

export function audienceOf(path: string): CorsAudience {
  if (path === '/web-chat.js' || path.startsWith('/assets/web-chat.')) return 'visitors';
  return VISITOR_API.has(path) ? 'visitors' : 'partners';
}

/** The methods and request headers the API uses; the bearer token travels in `Authorization`. */
const SHARED: FastifyCorsOptions = {
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
  // Tokens are bearer headers, never cookies: no credentials mode.
  credentials: false,
  maxAge: 600,
};

/**
 * The CORS answer of one request: any origin for the visitor side, else the origin when `allows`
 * says a partner may use it, or none.
 */
export function corsOptionsFor(
  request: Pick<FastifyRequest, 'url' | 'headers'>,
  allows: (origin: string) => boolean,
): FastifyCorsOptions {
  const path = request.url.split('?')[0] ?? '/';
  if (audienceOf(path) === 'visitors') return { ...SHARED, origin: '*' };
  const origin = request.headers.origin;
  return { ...SHARED, origin: typeof origin === 'string' && allows(origin) ? origin : false };
}

/**
 * CORS on every answer, preflights included (`OPTIONS` on any path). A preflight names no company:
 * an origin the deployment or any company lists gets its answer, and the request itself is then
 * held to its own company's list (`auth/access.ts`).
 */
export async function registerCors(app: FastifyInstance, origins: PartnerOrigins): Promise<void> {
  await app.register(fastifyCors, {
    hook: 'onRequest',
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const path = request.url.split('?')[0] ?? '/';
      if (typeof origin !== 'string' || audienceOf(path) === 'visitors')
        return callback(
          null,
          corsOptionsFor(request, () => false),
        );
      origins.anyAllows(origin).then(
        (allowed) =>
          callback(
            null,
            corsOptionsFor(request, () => allowed),
          ),
        (error: Error) => callback(error),
      );
    },
  });
}

/** Whether `origin` is the server's own: as the request reached it, or its public URL. */
export function isOwnOrigin(
  origin: string,
  own: { protocol: string; host: string; publicUrl: string },
): boolean {
  return origin === `${own.protocol}://${own.host}` || origin === new URL(own.publicUrl).origin;
}

/**
 * Whether a browser page of `origin` may open a console socket: no Origin (not a browser), the
 * server's own origin (as the request reached it, or its public URL), or an allowed partner. A
 * page elsewhere would otherwise ride on a token it got hold of (cross-site WebSocket hijacking
 * needs no CORS).
 */
export function socketOriginAllowed(
  origin: string | undefined,
  own: { protocol: string; host: string; publicUrl: string },
  allowedOrigins: readonly string[],
): boolean {
  if (!origin) return true;
  if (isOwnOrigin(origin, own)) return true;
  return allowedOrigins.includes(origin);
}
