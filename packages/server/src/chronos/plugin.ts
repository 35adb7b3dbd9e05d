import { ChronosRule } from '@omnicanal/api';
import * as v from 'valibot';
import type { ServicePlugin } from '../http/valibot.ts';
import { listRules } from './repo.ts';

/**
 * The chronos service (spec 001 §7), mounted at /api/chronos: `GET /rules`, the schedule rules a
 * chronos node may route on. Read-only here; the calendar screens own their editing calls.
 */
export const chronosPlugin: ServicePlugin = async (app) => {
  app.get(
    '/rules',
    {
      config: {
        auth: 'user',
        rank: 'manager',
        denied: 'Only managers and above may read schedule rules.',
      },
      schema: { response: { 200: v.array(ChronosRule) } },
    },
    async (request): Promise<ChronosRule[]> => listRules(app.db, request.actor.companyId),
  );
};
