import { offersRoutes } from '../billing/offers-routes.ts';
import { channelsRoutes } from '../channels/routes.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { paymentRoutes } from '../payment/routes.ts';
import { accountDeletionRoutes } from './account/deletion-routes.ts';
import { accountRoutes } from './account/routes.ts';
import { integrationsRoutes } from './integrations/routes.ts';
import { keyAccountsRoutes } from './key-accounts/routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { versionRoutes } from './version-routes.ts';

/**
 * The core service (spec 000 §7 "Account and session", spec 002 §7), mounted at /api/core:
 * sign-in and the company directory, the account, the entry points, the settings resources, the key accounts, the channels, the offers and the payments.
 */
export const corePlugin: ServicePlugin = async (app) => {
  await app.register(sessionRoutes);
  await app.register(versionRoutes);
  await app.register(accountRoutes);
  await app.register(accountDeletionRoutes);
  await app.register(integrationsRoutes);
  await app.register(settingsRoutes);
  await app.register(keyAccountsRoutes);
  await app.register(channelsRoutes);
  await app.register(offersRoutes);
  await app.register(paymentRoutes);
};
