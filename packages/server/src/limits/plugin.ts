import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimited } from '../http/errors.ts';
import { type RateLimitName, scaledLimit } from './sizes.ts';
import { RateLimitStore } from './store.ts';

/** What a route or a command counts against a limit, beyond the client address of the hook. */
export interface Limits {
  /**
   * Counts one hit of `subject` (a visitor, a company, an email address…) against the limit
   * `name`; throws `RateLimited` (429 with `retry-after`) past it.
   */
  consume(name: RateLimitName, subject: string | number): Promise<void>;
  /** Whether `subject` may hit `name` once more; counts the hit. For sockets, which answer frames. */
  allow(name: RateLimitName, subject: string | number): Promise<{ allowed: boolean; retryAfterMs: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

const keyOf = (name: RateLimitName, subject: string | number) =>
  `${name}|${String(subject).trim().toLowerCase().slice(0, 320)}`;

/**
 * A route's per-address limit, written on the route beside who may call it:
 * `config: { auth: 'public', rateLimit: perAddress('signIn') }`. The address is `request.ip`, the
 * client's own when `TRUST_PROXY` names the proxies in front.
 */
export function perAddress(name: RateLimitName) {
  return {
    keyGenerator: (request: FastifyRequest) => keyOf(name, `ip:${request.ip}`),
    max: (request: FastifyRequest) =>
      scaledLimit(name, request.server.config.rateLimitScale)?.max ?? Number.MAX_SAFE_INTEGER,
    allowList: (request: FastifyRequest) => scaledLimit(name, request.server.config.rateLimitScale) === null,
    timeWindow: scaledLimit(name, 1)?.windowMs ?? 60_000,
  };
}

/**
 * Rate limits over the database-backed store: `@fastify/rate-limit` runs the per-address limits
 * routes declare in their config (none by default), and `app.limits` counts the other subjects.
 */
export const limitsPlugin = fp(
  async (app: FastifyInstance) => {
    const store = new RateLimitStore(app.db, app.clock);
    const scale = app.config.rateLimitScale;

    /** The store as `@fastify/rate-limit` calls it (callback style, one store for every route). */
    class SharedStore {
      incr(
        key: string,
        done: (err: Error | null, hit?: { current: number; ttl: number }) => void,
        windowMs: number,
      ) {
        store.hit(key, windowMs).then(
          (hit) => done(null, { current: hit.hits, ttl: hit.ttlMs }),
          (err: Error) => done(err),
        );
      }
      child() {
        return this;
      }
    }

    await app.register(fastifyRateLimit, {
      global: false,
      store: SharedStore,
      errorResponseBuilder: (_request, context) => new RateLimited(context.ttl),
    });

    const allow: Limits['allow'] = async (name, subject) => {
      const limit = scaledLimit(name, scale);
      if (!limit) return { allowed: true, retryAfterMs: 0 };
      const hit = await store.hit(keyOf(name, subject), limit.windowMs);
      return { allowed: hit.hits <= limit.max, retryAfterMs: hit.ttlMs };
    };
    app.decorate('limits', {
      allow,
      async consume(name, subject) {
        const { allowed, retryAfterMs } = await allow(name, subject);
        if (!allowed) throw new RateLimited(retryAfterMs);
      },
    } satisfies Limits);
  },
  { name: 'omnicanal-limits' },
);
