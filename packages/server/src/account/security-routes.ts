import { MasqueradeRequest, TwoFactorCode, TwoFactorDisable, type TwoFactorSetup } from '@omnicanal/api';
import { hasRank, isRole, rankOf } from '@omnicanal/core';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/guard.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { issueToken } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import { findUserByEmail, findUserById } from '../core/repo.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import type { SsoProvider } from './sso.ts';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp.ts';

/** The issuer authenticator apps show beside the account. */
const TOTP_ISSUER = 'Omnicanal';

const twoFactorFailed = () =>
  new HttpError(400, 'two_factor_failed', 'The two-factor code is not valid.', {
    code: ['two_factor_failed'],
  });

/** Two-factor enrolment, masquerade and single sign-on. */
export function securityRoutes(ctx: AppContext, sso: SsoProvider | null) {
  return async (app: FastifyInstance) => {
    // Step 1 and 2 of the console's three (install the app, scan the code): a secret kept pending
    // until step 3 proves the app has it.
    app.post('/user/2fa/setup', async (request): Promise<TwoFactorSetup> => {
      const { user } = await requireUser(ctx.db, request);
      const secret = newTotpSecret();
      await ctx.db
        .updateTable('users')
        .set({ two_factor_pending: secret })
        .where('id', '=', user.id)
        .execute();
      return { secret, otpauth_url: otpauthUrl(secret, user.email, TOTP_ISSUER) };
    });

    app.post('/user/2fa/enable', async (request) => {
      const { user } = await requireUser(ctx.db, request);
      const { code } = parseBody(TwoFactorCode, request.body);
      const pending = user.two_factor_pending;
      const step = pending ? verifyTotp(pending, code, ctx.config.clock()) : null;
      if (!pending || step === null) throw twoFactorFailed();
      await ctx.db
        .updateTable('users')
        .set({ two_factor_secret: pending, two_factor_pending: null, two_factor_last_step: step })
        .where('id', '=', user.id)
        .where('two_factor_pending', '=', pending)
        .execute();
      return { detail: 'enabled' };
    });

    app.post('/user/2fa/disable', async (request) => {
      const { user } = await requireUser(ctx.db, request);
      const { password } = parseBody(TwoFactorDisable, request.body);
      if (!(await verifyPassword(password, user.password_hash)))
        throw new HttpError(400, 'bad_authentication', 'The password is incorrect.', {
          password: ['bad_authentication'],
        });
      await ctx.db
        .updateTable('users')
        .set({ two_factor_secret: null, two_factor_pending: null, two_factor_last_step: null })
        .where('id', '=', user.id)
        .execute();
      return { detail: 'disabled' };
    });

    // Acting as another user (/m/ in the console): owners and administrators, within their own
    // company, never onto a higher rank. Every use leaves an audit row.
    app.post('/user/masquerade', async (request) => {
      const { user } = await requireUser(ctx.db, request);
      if (!isRole(user.role) || !hasRank(user.role, 'admin'))
        throw new HttpError(
          403,
          'permission_denied',
          'Only owners and administrators may act as another user.',
        );
      const { email } = parseBody(MasqueradeRequest, request.body);
      const found = await findUserByEmail(ctx.db, email);
      // Another company's user is answered like a missing one.
      const target =
        found && found.company_id === user.company_id ? await findUserById(ctx.db, found.id) : null;
      if (!target) throw new HttpError(404, 'unable_to_find_user', 'No user of the company has this email.');
      if (!isRole(target.role) || rankOf(target.role) > rankOf(user.role))
        throw new HttpError(403, 'permission_denied', 'A user may not act as someone of a higher rank.');
      const issued = await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('masquerade_audit')
          .values({ company_id: user.company_id, actor_id: user.id, target_id: target.id })
          .execute();
        return issueToken(trx, target.id);
      });
      return { token: issued.token };
    });

    app.get('/saml/login', async (request, reply) => {
      if (!sso) throw new HttpError(501, 'sso_not_configured', 'Single sign-on is not configured.');
      const url = await sso.loginUrl();
      const query = request.query as Record<string, unknown>;
      // The console asks with a no-redirect flag to open the provider itself.
      if (query.no_redirect !== undefined && query.no_redirect !== 'false') return { url };
      return reply.redirect(url);
    });
  };
}
