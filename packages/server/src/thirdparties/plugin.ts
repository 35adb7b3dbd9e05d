import type { ServicePlugin } from '../http/valibot.ts';
import { accountsRoutes } from './routes.ts';
import { sftpRoutes } from './sftp-routes.ts';

/**
 * The third parties service, mounted at /api/thirdparties (spec 002 §7 "Third parties" and the
 * accounts pattern): the company's accounts at outside services by category, our SFTP public key
 * and the confirmation of an SFTP server's host key, and the CRM search of the agent console.
 */
export const thirdpartiesPlugin: ServicePlugin = async (app) => {
  await app.register(accountsRoutes);
  await app.register(sftpRoutes);
};
