import { PushActivation, PushRegistration } from '@omnicanal/api';
import * as v from 'valibot';
import { notFound } from '../http/errors.ts';
import type { ServicePlugin } from '../http/valibot.ts';

const TokenQuery = v.object({ token: PushRegistration.entries.token });

/**
 * Push registration of the mobile apps (spec 000 §7), mounted under /api/push. Registrations are
 * recorded per signed-in user; this server sends no push itself (no Apple or Firebase sender is
 * configured), so recording is all the local provider does.
 */
export const pushPlugin: ServicePlugin = async (app) => {
  app.post(
    '/register',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Registers a mobile device for push notifications, or turns them off.',
        description:
          'A device token moves to whoever registers it last. This server records registrations but sends no push itself.',
        body: PushRegistration,
        response: { 200: PushRegistration },
      },
    },
    async (request) => {
      const { userId } = request.actor;
      const { token, activated, kind } = request.body;
      const now = new Date(app.clock());
      // A device token moves with the person signed in on the device.
      await app.db
        .insertInto('push_registrations')
        .values({ token, user_id: userId, kind, activated, updated_at: now })
        .onConflict((oc) =>
          oc.column('token').doUpdateSet({ user_id: userId, kind, activated, updated_at: now }),
        )
        .execute();
      return { token, activated, kind };
    },
  );

  app.get(
    '/register',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Whether push notifications are on for one of the caller’s devices.',
        querystring: TokenQuery,
        response: { 200: PushActivation },
      },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('push_registrations')
        .select(['activated'])
        .where('token', '=', request.query.token)
        .where('user_id', '=', request.actor.userId)
        .executeTakeFirst();
      if (!row) throw notFound('registration');
      return { activated: row.activated };
    },
  );
};
