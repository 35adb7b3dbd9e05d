import { PushRegistration } from '@omnicanal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { notFound, parseBody } from '../http/errors.ts';

const TokenQuery = v.object({ token: PushRegistration.entries.token });

/**
 * Push registration of the mobile apps (spec 000 §7), mounted under /api/push. Registrations are
 * recorded per signed-in user; this server sends no push itself (no Apple or Firebase sender is
 * configured), so recording is all the local provider does.
 */
export function pushRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post('/register', async (request) => {
      const { user } = await requireUser(ctx.db, request);
      const { token, activated, kind } = parseBody(PushRegistration, request.body);
      const now = new Date(ctx.config.clock());
      // A device token moves with the person signed in on the device.
      await ctx.db
        .insertInto('push_registrations')
        .values({ token, user_id: user.id, kind, activated, updated_at: now })
        .onConflict((oc) =>
          oc.column('token').doUpdateSet({ user_id: user.id, kind, activated, updated_at: now }),
        )
        .execute();
      return { token, activated, kind };
    });

    app.get('/register', async (request) => {
      const { user } = await requireUser(ctx.db, request);
      const { token } = parseBody(TokenQuery, request.query ?? {});
      const row = await ctx.db
        .selectFrom('push_registrations')
        .select(['activated'])
        .where('token', '=', token)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!row) throw notFound('registration');
      return { activated: row.activated };
    });
  };
}
