import fastifyMultipart from '@fastify/multipart';
import type { ServicePlugin } from '../http/valibot.ts';
import { contactsRoutes } from './contacts/routes.ts';
import { CSV_UPLOAD_LIMITS } from './contacts/upload.ts';
import { campaignRoutes } from './sends/routes.ts';
import { campaignStatsRoutes } from './sends/stats.ts';
import { templatesRoutes } from './templates/routes.ts';

/**
 * The campaigns service, mounted at /api/campaigns (spec 002 §7 "Campaigns service"). Its audiences
 * (the Contacts calls), templates and campaigns with their sending engine are here.
 */
export const campaignsPlugin: ServicePlugin = async (app) => {
  await app.register(fastifyMultipart, { limits: CSV_UPLOAD_LIMITS, throwFileSizeLimit: false });
  await app.register(contactsRoutes);
  await app.register(templatesRoutes);
  await app.register(campaignRoutes);
  await app.register(campaignStatsRoutes);
};
