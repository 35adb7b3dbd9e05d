import type { EntryPoint } from '@omnicanal/api';
import { hasRank, isRole } from '@omnicanal/core';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import { listEntryPoints } from './repo.ts';

const Query = v.object({
  skill: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))),
});

/**
 * `GET /integrations/` of the core API (spec 001 §7), mounted under /api/core: the entry points the
 * bot builder needs to refuse deleting a tree they open (§8). Read-only here; the entry point screens
 * and their create, update and delete calls are a separate part of the product.
 */
export function integrationsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/integrations/', async (request): Promise<EntryPoint[]> => {
      const { user } = await requireUser(ctx.db, request);
      if (!isRole(user.role) || !hasRank(user.role, 'manager'))
        throw new HttpError(403, 'permission_denied', 'Only managers and above may read entry points.');
      const { skill } = parseBody(Query, request.query);
      return listEntryPoints(ctx.db, user.company_id, skill);
    });
  };
}
