import { AgentLogoutAnswer } from '@omnicanal/api';
import { isRole } from '@omnicanal/core';
import { loadAgentStatuses } from '../../agents/agent-status.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { IdParams, type ServicePlugin } from '../../http/valibot.ts';
import type { Infrastructure } from '../../infrastructure.ts';
import { type SettingsAccess, settingsRoute } from './access.ts';
import { findCompanyUser } from './agents-repo.ts';
import { agentRefusal } from './agents-rules.ts';

/** Spec 002 §4: "A manager may pause or log out an agent". */
const ACCESS: SettingsAccess = { rank: 'manager', what: 'agents' };

/**
 * Ends every session of a company user: their tokens stop working at once, their console sockets
 * on every instance close, and their presence rows go, so every instance reads them as
 * disconnected (spec 000 §4 status 5) without waiting for the rows to go stale.
 */
export async function logOutAgent(
  ctx: Pick<Infrastructure, 'db' | 'bus'>,
  companyId: number,
  userId: number,
): Promise<void> {
  await ctx.db
    .deleteFrom('auth_tokens')
    .where('user_id', '=', userId)
    .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('company_id', '=', companyId))
    .execute();
  await ctx.db.deleteFrom('agent_presence').where('user_id', '=', userId).execute();
  ctx.bus.sessionsChanged({ userIds: [userId] });
}

/**
 * `POST /settings/agents/{pk}/logout`, mounted under /api/core: a manager or above logs out a user
 * of their company whose rank does not exceed their own (never the owner). Another company's id
 * names nothing (404); a refusal on rank is `agent:forbidden`, as for a break.
 */
export const agentLogoutRoutes: ServicePlugin = async (app) => {
  for (const suffix of ['', '/']) {
    app.post(
      `/settings/agents/:id/logout${suffix}`,
      {
        config: settingsRoute(ACCESS),
        schema: {
          summary: 'Logs an agent out.',
          description:
            'Revokes every session of the agent. Managers and above, never onto a higher rank nor the owner.',
          params: IdParams('id'),
          response: { 200: AgentLogoutAnswer },
        },
      },
      async (request): Promise<AgentLogoutAnswer> => {
        const { actor } = request;
        const row = await findCompanyUser(app.db, actor.companyId, request.params.id);
        if (!row) throw notFound('agent');
        const role = isRole(row.role) ? row.role : 'agent';
        if (agentRefusal(actor, { id: row.id, role }, 'logout'))
          throw new HttpError(403, 'agent:forbidden', 'You may not log out this user.');
        await logOutAgent(app, actor.companyId, row.id);
        const [state] = await loadAgentStatuses(app.db, actor.companyId, app.rooms.now(), [row.id]);
        return { agent: row.uuid, status: state?.status ?? 5 };
      },
    );
  }
};
