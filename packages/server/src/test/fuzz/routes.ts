import type { FastifyInstance } from 'fastify';

/** A route of the running app: method and URL pattern (`:param` as Fastify writes it). */
export interface AppRoute {
  method: string;
  url: string;
}

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route of a ready app, read from `printRoutes({ commonPrefix: false })`: one tree line per
 * node, each indented four characters per level under its parent, its path relative to it.
 */
export function appRoutes(app: FastifyInstance): AppRoute[] {
  const routes: AppRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, url });
  }
  return routes;
}

/** Methods whose requests carry a body. */
export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The API routes that take a body (sockets and static files aside). */
export const bodyRoutes = (app: FastifyInstance) =>
  appRoutes(app).filter((r) => BODY_METHODS.has(r.method) && r.url.startsWith('/api/'));
