import { ExtraDataKey, GuestSessionsPage, GuestSessionsQuery } from '@omnicanal/api';
import * as v from 'valibot';
import { extraDataKeys, guestSessions } from '../agents/guest-details/repo.ts';
import { loadViewer } from '../agents/visibility.ts';
import type { ServicePlugin } from '../http/valibot.ts';

/**
 * The guest calls of the console's detail panel (spec 000 §7 "Guests and sessions"), mounted under
 * /api/guests: the company's extra data keys and a guest's earlier sessions. Every console user may
 * call them for the guests of the rooms they can see; other guests do not exist for them.
 */
export const guestDetailsRoutes: ServicePlugin = async (app) => {
  app.get(
    '/extra-data-keys',
    { config: { auth: 'user' }, schema: { response: { 200: v.array(ExtraDataKey) } } },
    async (request) => extraDataKeys(app.db, request.actor.companyId),
  );

  app.get(
    '/guests/sessions',
    {
      config: { auth: 'user' },
      schema: { querystring: GuestSessionsQuery, response: { 200: GuestSessionsPage } },
    },
    async (request) => guestSessions(app.db, await loadViewer(app.db, request.actor.user), request.query),
  );
};
