import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { callerCompany, publicAgent } from './agents-public.ts';

/**
 * `GET /agents/public/{id}` (spec 000 §7), mounted at /api/agents: an agent's public name, for
 * console users and for the visitors of the company's conversations.
 */
export function agentsPublicRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { id: string } }>('/agents/public/:id', async (request) =>
      publicAgent(ctx.db, await callerCompany(ctx.db, request), request.params.id),
    );
  };
}
