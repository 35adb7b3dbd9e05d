import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifySchema {
    /** One line saying what the route does, in the API reference (`/api/openapi.json`, `/api/docs`). */
    summary?: string;
    /** More about the route when one line is not enough: rules, side effects, what it refuses. */
    description?: string;
  }
}

/** What the API reference needs of one route, as Fastify registered it. */
export interface DocumentedRoute {
  method: string;
  /** Fastify's pattern (`/api/core/agents/:id/`). */
  url: string;
  schema: FastifySchema;
  config: NonNullable<RouteOptions['config']>;
  websocket: boolean;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Keeps every `/api` route as it is registered (Fastify's `onRoute`), to describe them once the
 * app is ready. Registered before the services, so it sees all of them; `HEAD` (added by Fastify
 * beside each `GET`) and `OPTIONS` (the CORS preflights) are not routes of ours.
 */
export function collectRoutes(app: FastifyInstance): readonly DocumentedRoute[] {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (!METHODS.has(method)) continue;
      routes.push({
        method,
        url: route.url,
        schema: route.schema ?? {},
        config: route.config ?? {},
        websocket: route.websocket === true,
      });
    }
  });
  return routes;
}
