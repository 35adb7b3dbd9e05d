import type { FastifyInstance } from 'fastify';
import { secretKeyOf } from '../channels/secrets.ts';
import { type CrmProvider, localCrmProvider, pipedriveCrmProvider } from './crm.ts';
import { companyAccounts, openSecrets, publicSettings } from './repo.ts';

/** Pipedrive's API when the company names no domain of its own. */
export const PIPEDRIVE_API = 'https://api.pipedrive.com';

/**
 * The CRM the company's searches go to: its first Pipedrive account holding a token, else the
 * local provider over its own guests.
 */
export async function crmProviderOf(
  app: Pick<FastifyInstance, 'db' | 'config'>,
  companyId: number,
): Promise<CrmProvider> {
  const accounts = await companyAccounts(app.db, companyId, 'crm');
  for (const account of accounts) {
    if (account.kind !== 'pipedrive' || !account.secrets?.token) continue;
    const { token } = openSecrets(secretKeyOf(app.config.secretKey), account);
    if (!token) continue;
    const domain = publicSettings(account).domain;
    return pipedriveCrmProvider({
      base: domain ? `https://${domain}` : PIPEDRIVE_API,
      token,
      allowPrivate: app.config.outboundPrivate,
    });
  }
  return localCrmProvider(app.db, companyId);
}
