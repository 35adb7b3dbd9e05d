import { Acknowledgement, EmailRequest, PasswordChangeRequest, PasswordResetConfirm } from '@omnicanal/api';
import { hashPassword } from '../../auth/passwords.ts';
import { hashToken } from '../../auth/tokens.ts';
import { HttpError } from '../../http/errors.ts';
import type { ServicePlugin } from '../../http/valibot.ts';
import { perAddress } from '../../limits/plugin.ts';
import { findActiveUserByEmail } from '../repo.ts';
import { consumeKey } from './keys.ts';
import type { AccountMailer } from './mailer.ts';
import { checkPasswordAgain } from './password-check.ts';
import { clearAccount } from './throttle.ts';

const badToken = () => new HttpError(400, 'bad_token', 'The reset link is not valid or has expired.');

/** Forgotten password (reset by mail) and password change (spec 000 §3, §5, §7). */
export function passwordRoutes(mailer: AccountMailer): ServicePlugin {
  return async (app) => {
    // Always the same answer: whether an account has this address is not for the asker to learn.
    // Limited per client and per address, known or not, so that nobody is flooded with reset mails.
    // An address not confirmed yet (given by a manager, or a new registration) gets no reset link:
    // its confirmation link comes first.
    app.post(
      '/user/password',
      {
        config: { auth: 'public', rateLimit: perAddress('mailClient') },
        schema: {
          summary: 'Sends a password reset link to an address.',
          description:
            'Always answers the same, whether the address has an account or not; an address not yet confirmed gets no link. Limited per client and per address.',
          body: EmailRequest,
          response: { 200: Acknowledgement },
        },
      },
      async (request) => {
        await app.limits.consume('mailAddress', request.body.email);
        const user = await findActiveUserByEmail(app.db, request.body.email);
        if (user?.has_confirm_email) {
          const sending = mailer.sendPasswordReset(user, app.clock());
          // An SMTP relay's round trip would tell a known address from an unknown one: that mail
          // leaves after the answer. The local outbox is one insert, as fast as the lookup.
          if (app.email.kind === 'smtp')
            sending.catch((err: unknown) => request.log.error({ err }, 'the password reset mail failed'));
          else await sending;
        }
        return { detail: 'sent' };
      },
    );

    // The schema checks the policy first, so a weak password does not use up the link.
    app.post(
      '/user/password/confirm',
      {
        config: { auth: 'public' },
        schema: {
          summary: 'Sets a new password from a reset link.',
          description: 'Ends every session of the user and every other reset link.',
          body: PasswordResetConfirm,
          response: { 200: Acknowledgement },
        },
      },
      async (request) => {
        const { uid, token, password1 } = request.body;
        const passwordHash = await hashPassword(password1);
        const reset = await app.db.transaction().execute(async (trx) => {
          const user = await trx
            .selectFrom('users')
            .innerJoin('companies', 'companies.id', 'users.company_id')
            .select(['users.id', 'users.email'])
            .where('users.uuid', '=', uid)
            .where('companies.deleted_at', 'is', null)
            .executeTakeFirst();
          if (!user) return null;
          const key = await consumeKey(trx, token, 'password_reset', app.clock(), user.id);
          if (!key) return null;
          await trx
            .updateTable('users')
            .set({ password_hash: passwordHash })
            .where('id', '=', user.id)
            .execute();
          // Whoever held a session with the old password loses it, and no other link stays usable.
          await trx.deleteFrom('auth_tokens').where('user_id', '=', user.id).execute();
          await trx
            .deleteFrom('account_keys')
            .where('user_id', '=', user.id)
            .where('kind', '=', 'password_reset')
            .execute();
          return user;
        });
        if (!reset) throw badToken();
        app.bus.sessionsChanged({ userIds: [reset.id] });
        await clearAccount(app.db, reset.email);
        return { detail: 'reset' };
      },
    );

    app.post(
      '/password/change',
      {
        config: { auth: 'user' },
        schema: {
          summary: 'Changes the signed-in user’s password.',
          description: 'Takes the old password; every other session of the user ends.',
          body: PasswordChangeRequest,
          response: { 200: Acknowledgement },
        },
      },
      async (request) => {
        const { user, token } = request.actor;
        const { old_password, password1 } = request.body;
        if (!(await checkPasswordAgain(app, user, old_password, request.ip)))
          throw new HttpError(400, 'old_password_incorrect', 'The old password is incorrect.', {
            old_password: ['old_password_incorrect'],
          });
        const passwordHash = await hashPassword(password1);
        await app.db.transaction().execute(async (trx) => {
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
          await trx
            .deleteFrom('account_keys')
            .where('user_id', '=', user.id)
            .where('kind', '=', 'password_reset')
            .execute();
        });
        app.bus.sessionsChanged({ userIds: [user.id] });
        return { detail: 'changed' };
      },
    );
  };
}
