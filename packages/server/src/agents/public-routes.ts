import { PublicAgent } from '@omnicanal/api';
import * as v from 'valibot';
import type { ServicePlugin } from '../http/valibot.ts';
import { callerCompany, publicAgent } from './agents-public.ts';

const IdParams = v.object({ id: v.string() });

/**
 * `GET /agents/public/{id}` (spec 000 §7), mounted at /api/agents: an agent's public name, for
 * console users and for the visitors of the company's conversations. Public to the access hook:
 * `callerCompany` accepts either a console token or a visitor's conversation token.
 */
export const agentsPublicRoutes: ServicePlugin = async (app) => {
  app.get(
    '/agents/public/:id',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'An agent’s public name and avatar.',
        description:
          'For console users and the visitors of the company’s conversations: takes a console token or a visitor’s conversation token.',
        params: IdParams,
        response: { 200: PublicAgent },
      },
    },
    async (request) => publicAgent(app.db, await callerCompany(app.db, request), request.params.id),
  );
};
