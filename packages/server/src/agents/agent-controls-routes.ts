import { AutoFillRequest, PauseRequest } from '@omnicanal/api';
import { isRole } from '@omnicanal/core';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import { canChangeStatus, setAutoFill, setPause } from './agent-controls.ts';
import { loadAgentStatuses } from './agent-status.ts';

const forbidden = () => new HttpError(403, 'agent:forbidden', "You cannot change this agent's status.");

/** Agent controls of the agents service (spec 000 §7): break and autofill. Mounted at /api/agents. */
export function agentControlsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post('/agents/pause', async (request) => {
      const { user } = await requireUser(ctx.db, request);
      const body = parseBody(PauseRequest, request.body);
      const target = await ctx.db
        .selectFrom('users')
        .select(['id', 'uuid', 'company_id', 'role'])
        .where('uuid', '=', body.agent)
        .where('company_id', '=', user.company_id)
        .executeTakeFirst();
      const actor = {
        userId: user.id,
        companyId: user.company_id,
        role: isRole(user.role) ? user.role : 'agent',
      } as const;
      // An unknown agent answers like a forbidden one: the answer does not reveal other accounts.
      if (!target || !canChangeStatus(actor, target)) throw forbidden();
      await setPause(ctx, target, body.pause);
      const [state] = await loadAgentStatuses(ctx.db, target.company_id, ctx.rooms.now(), [target.id]);
      return { agent: target.uuid, pause: body.pause, status: state?.status };
    });

    app.post('/agents/auto_fill', async (request) => {
      const { user } = await requireUser(ctx.db, request);
      const { auto_fill } = parseBody(AutoFillRequest, request.body);
      await setAutoFill(ctx, user, auto_fill);
      return { auto_fill };
    });
  };
}
