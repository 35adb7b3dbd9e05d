import type { ChronosRule } from '@omnicanal/api';
import { hasRank, isRole } from '@omnicanal/core';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { listRules } from './repo.ts';

/**
 * The chronos service (spec 001 §7), mounted at /api/chronos: `GET /rules`, the schedule rules a
 * chronos node may route on. Read-only here; the calendar screens own their editing calls.
 */
export function chronosRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/rules', async (request): Promise<ChronosRule[]> => {
      const { user } = await requireUser(ctx.db, request);
      if (!isRole(user.role) || !hasRank(user.role, 'manager'))
        throw new HttpError(403, 'permission_denied', 'Only managers and above may read schedule rules.');
      return listRules(ctx.db, user.company_id);
    });
  };
}
