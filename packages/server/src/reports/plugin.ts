import type { ServicePlugin } from '../http/valibot.ts';
import { reportsRoutes } from './routes.ts';

/**
 * The reports dispatcher, mounted at /api/reports: the company's scheduled exports (admins,
 * self-hosted edition), which the `ScheduledExportEngine` runs on the server's scheduler.
 */
export const reportsPlugin: ServicePlugin = async (app) => {
  await app.register(reportsRoutes);
};
