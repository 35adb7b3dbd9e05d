import type { ServicePlugin } from '../../http/valibot.ts';
import { agentsSettingsRoutes } from './agents.ts';
import { agentLogoutRoutes } from './agents-logout.ts';
import { externalViewsRoutes } from './external-views.ts';
import { groupsRoutes } from './groups.ts';
import { partnerOriginsRoutes } from './partner-origins.ts';
import { publicApiCallsRoutes } from './public-api-calls.ts';
import { publicApiTokensRoutes } from './public-api-tokens.ts';
import { skillsRoutes } from './skills.ts';
import { subaccountsRoutes } from './subaccounts.ts';
import { visitorIdentityRoutes } from './visitor-identity.ts';
import { websiteDomainsRoutes } from './website-domains.ts';

/** The settings resources of spec 002 §7 (core API), registered by the core service's plugin. */
export const settingsRoutes: ServicePlugin = async (app) => {
  await app.register(skillsRoutes);
  await app.register(groupsRoutes);
  await app.register(subaccountsRoutes);
  await app.register(externalViewsRoutes);
  await app.register(publicApiTokensRoutes);
  await app.register(publicApiCallsRoutes);
  await app.register(partnerOriginsRoutes);
  await app.register(websiteDomainsRoutes);
  await app.register(visitorIdentityRoutes);
  await app.register(agentsSettingsRoutes);
  await app.register(agentLogoutRoutes);
};
