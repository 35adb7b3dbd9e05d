import { KeyAccountPortal } from '@omnicanal/api';
import type { ServicePlugin } from '../http/valibot.ts';

/**
 * What a key account's own portal needs before it reads a dashboard (issue 19 point 3): its label
 * and the companies granted to it, to offer a picker.
 */
export const keyAccountPortalRoutes: ServicePlugin = async (app) => {
  app.get(
    '/key-account',
    {
      config: { auth: 'key-account' },
      schema: {
        summary: 'The key account calling: its label and the companies whose dashboards it may read.',
        response: { 200: KeyAccountPortal },
      },
    },
    async (request) => {
      const { keyAccountId, label } = request.keyAccount;
      const companies = await app.db
        .selectFrom('key_account_grants as g')
        .innerJoin('companies as c', 'c.id', 'g.company_id')
        .select(['c.id', 'c.name'])
        .where('g.key_account_id', '=', keyAccountId)
        .orderBy('c.name')
        .orderBy('c.id')
        .execute();
      return { label, companies };
    },
  );
};
