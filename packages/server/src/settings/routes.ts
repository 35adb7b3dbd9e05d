import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { agentsSettingsRoutes } from './agents.ts';
import { agentLogoutRoutes } from './agents-logout.ts';
import { externalViewsRoutes } from './external-views.ts';
import { groupsRoutes } from './groups.ts';
import { publicApiTokensRoutes } from './public-api-tokens.ts';
import { skillsRoutes } from './skills.ts';
import { subaccountsRoutes } from './subaccounts.ts';

/** The settings resources of spec 002 §7 (core API), mounted under /api/core. */
export function settingsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(skillsRoutes(ctx));
    await app.register(groupsRoutes(ctx));
    await app.register(subaccountsRoutes(ctx));
    await app.register(externalViewsRoutes(ctx));
    await app.register(publicApiTokensRoutes(ctx));
    await app.register(agentsSettingsRoutes(ctx));
    await app.register(agentLogoutRoutes(ctx));
  };
}
