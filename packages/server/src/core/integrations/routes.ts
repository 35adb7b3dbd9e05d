import { EntryPoint } from '@omnicanal/api';
import * as v from 'valibot';
import type { ServicePlugin } from '../../http/valibot.ts';
import { listEntryPoints } from './repo.ts';

const Query = v.object({
  skill: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))),
});

/**
 * `GET /integrations/` of the core API (spec 001 §7), mounted under /api/core: the entry points the
 * bot builder needs to refuse deleting a tree they open (§8). Read-only here; the entry point screens
 * and their create, update and delete calls are a separate part of the product.
 */
export const integrationsRoutes: ServicePlugin = async (app) => {
  app.get(
    '/integrations/',
    {
      config: { auth: 'user', rank: 'manager', denied: 'Only managers and above may read entry points.' },
      schema: { querystring: Query, response: { 200: v.array(EntryPoint) } },
    },
    async (request): Promise<EntryPoint[]> =>
      listEntryPoints(app.db, request.actor.companyId, request.query.skill),
  );
};
