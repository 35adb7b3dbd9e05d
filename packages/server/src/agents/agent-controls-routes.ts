import { AutoFillRequest, PauseAnswer, PauseRequest } from '@omnicanal/api';
import { HttpError } from '../http/errors.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { canChangeStatus, setAutoFill, setPause } from './agent-controls.ts';
import { loadAgentStatuses } from './agent-status.ts';

const forbidden = () => new HttpError(403, 'agent:forbidden', "You cannot change this agent's status.");

/** Agent controls of the agents service (spec 000 §7): break and autofill. Mounted at /api/agents. */
export const agentControlsRoutes: ServicePlugin = async (app) => {
  app.post(
    '/agents/pause',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Puts an agent on a break, or back from it.',
        description:
          'Agents for themselves; managers and above also for anyone of the company up to their own rank.',
        body: PauseRequest,
        response: { 200: PauseAnswer },
      },
    },
    async (request) => {
      const { actor, body } = request;
      const target = await app.db
        .selectFrom('users')
        .select(['id', 'uuid', 'company_id', 'role'])
        .where('uuid', '=', body.agent)
        .where('company_id', '=', actor.companyId)
        .executeTakeFirst();
      // An unknown agent answers like a forbidden one: the answer does not reveal other accounts.
      if (!target || !canChangeStatus(actor, target)) throw forbidden();
      await setPause(app, target, body.pause);
      const [state] = await loadAgentStatuses(app.db, target.company_id, app.rooms.now(), [target.id]);
      return { agent: target.uuid, pause: body.pause, status: state?.status };
    },
  );

  app.post(
    '/agents/auto_fill',
    // The switch is answered back as it is now.
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Turns the caller’s autofill on or off: waiting rooms given to them as they free up.',
        body: AutoFillRequest,
        response: { 200: AutoFillRequest },
      },
    },
    async (request) => {
      const { auto_fill } = request.body;
      await setAutoFill(app, request.actor.user, auto_fill);
      return { auto_fill };
    },
  );
};
