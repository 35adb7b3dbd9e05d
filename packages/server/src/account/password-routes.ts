import { EmailRequest, PasswordChangeRequest, PasswordResetConfirm } from '@omnicanal/api';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/guard.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashToken } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import { findActiveUserByEmail } from '../core/repo.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import { consumeKey } from './keys.ts';
import type { AccountMailer } from './mailer.ts';
import { clearAccount } from './throttle.ts';

const badToken = () => new HttpError(400, 'bad_token', 'The reset link is not valid or has expired.');

/** Forgotten password (reset by mail) and password change (spec 000 §3, §5, §7). */
export function passwordRoutes(ctx: AppContext, mailer: AccountMailer) {
  return async (app: FastifyInstance) => {
    // Always the same answer: whether an account has this address is not for the asker to learn.
    app.post('/user/password', async (request) => {
      const { email } = parseBody(EmailRequest, request.body);
      const user = await findActiveUserByEmail(ctx.db, email);
      if (user) await mailer.sendPasswordReset(user, ctx.config.clock());
      return { detail: 'sent' };
    });

    app.post('/user/password/confirm', async (request) => {
      // The policy is checked first so a weak password does not use up the link.
      const { uid, token, password1 } = parseBody(PasswordResetConfirm, request.body);
      const passwordHash = await hashPassword(password1);
      const reset = await ctx.db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .innerJoin('companies', 'companies.id', 'users.company_id')
          .select(['users.id', 'users.email'])
          .where('users.uuid', '=', uid)
          .where('companies.deleted_at', 'is', null)
          .executeTakeFirst();
        if (!user) return null;
        const key = await consumeKey(trx, token, 'password_reset', ctx.config.clock(), user.id);
        if (!key) return null;
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', user.id)
          .execute();
        // Whoever held a session with the old password loses it.
        await trx.deleteFrom('auth_tokens').where('user_id', '=', user.id).execute();
        return user;
      });
      if (!reset) throw badToken();
      await clearAccount(ctx.db, reset.email);
      return { detail: 'reset' };
    });

    app.post('/password/change', async (request) => {
      const { user, token } = await requireUser(ctx.db, request);
      const { old_password, password1 } = parseBody(PasswordChangeRequest, request.body);
      if (!(await verifyPassword(old_password, user.password_hash)))
        throw new HttpError(400, 'old_password_incorrect', 'The old password is incorrect.', {
          old_password: ['old_password_incorrect'],
        });
      const passwordHash = await hashPassword(password1);
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', user.id)
          .execute();
        // The session that changed the password stays; every other one ends.
        await trx
          .deleteFrom('auth_tokens')
          .where('user_id', '=', user.id)
          .where('token_hash', '!=', hashToken(token))
          .execute();
      });
      return { detail: 'changed' };
    });
  };
}
