import {
  Acknowledgement,
  MasqueradeAnswer,
  MasqueradeRequest,
  SsoLoginUrl,
  TwoFactorDisable,
  TwoFactorEnable,
  TwoFactorSetup,
} from '@omnicanal/api';
import { isRole, rankOf } from '@omnicanal/core';
import * as v from 'valibot';
import { issueMasqueradeToken, tokenSession } from '../../auth/tokens.ts';
import { HttpError } from '../../http/errors.ts';
import type { ServicePlugin } from '../../http/valibot.ts';
import { findUserByEmail, findUserById } from '../repo.ts';
import { checkPasswordAgain } from './password-check.ts';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp.ts';

/** The issuer authenticator apps show beside the account. */
const TOTP_ISSUER = 'Omnicanal';

const wrongPassword = () =>
  new HttpError(400, 'bad_authentication', 'The password is incorrect.', {
    password: ['bad_authentication'],
  });

const twoFactorFailed = () =>
  new HttpError(400, 'two_factor_failed', 'The two-factor code is not valid.', {
    code: ['two_factor_failed'],
  });

/** `?no_redirect`: the console asks for the provider's URL to open it itself. */
const SamlQuery = v.object({ no_redirect: v.optional(v.string()) });

/** Two-factor enrolment, masquerade and single sign-on. */
export const securityRoutes: ServicePlugin = async (app) => {
  const sso = app.config.sso;
  // Step 1 and 2 of the console's three (install the app, scan the code): a secret kept pending
  // until step 3 proves the app has it.
  app.post(
    '/user/2fa/setup',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Starts two-factor enrolment: a new secret for the authenticator app.',
        description: 'The secret stays pending until `/user/2fa/enable` proves the app has it.',
        response: { 200: TwoFactorSetup },
      },
    },
    async (request): Promise<TwoFactorSetup> => {
      const { user } = request.actor;
      const secret = newTotpSecret();
      await app.db
        .updateTable('users')
        .set({ two_factor_pending: secret })
        .where('id', '=', user.id)
        .execute();
      return { secret, otpauth_url: otpauthUrl(secret, user.email, TOTP_ISSUER) };
    },
  );

  // Turning two-factor on or off asks for the password again, under the sign-in throttle: a session
  // left open on a shared computer must not bind the account to someone else's app.
  app.post(
    '/user/2fa/enable',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Turns two-factor authentication on with a code of the authenticator app.',
        description: 'Takes the password again; refuses a wrong password or code.',
        body: TwoFactorEnable,
        response: { 200: Acknowledgement },
      },
    },
    async (request) => {
      const { user } = request.actor;
      const { code, password } = request.body;
      if (!(await checkPasswordAgain(app, user, password, request.ip))) throw wrongPassword();
      const pending = user.two_factor_pending;
      const step = pending ? verifyTotp(pending, code, app.clock()) : null;
      if (!pending || step === null) throw twoFactorFailed();
      await app.db
        .updateTable('users')
        .set({ two_factor_secret: pending, two_factor_pending: null, two_factor_last_step: step })
        .where('id', '=', user.id)
        .where('two_factor_pending', '=', pending)
        .execute();
      return { detail: 'enabled' };
    },
  );

  app.post(
    '/user/2fa/disable',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Turns two-factor authentication off.',
        description: 'Takes the password again.',
        body: TwoFactorDisable,
        response: { 200: Acknowledgement },
      },
    },
    async (request) => {
      const { user } = request.actor;
      const { password } = request.body;
      if (!(await checkPasswordAgain(app, user, password, request.ip))) throw wrongPassword();
      await app.db
        .updateTable('users')
        .set({ two_factor_secret: null, two_factor_pending: null, two_factor_last_step: null })
        .where('id', '=', user.id)
        .execute();
      return { detail: 'disabled' };
    },
  );

  // Acting as another user (/m/ in the console): owners and administrators, within their own
  // company, never onto a higher rank, never from a masquerade session. Every use leaves an audit
  // row that outlives both accounts; the token it gives is short-lived, cannot be refreshed, and
  // points at that row.
  const masquerade = {
    auth: 'user',
    rank: 'admin',
    denied: 'Only owners and administrators may act as another user.',
  } as const;
  app.post(
    '/user/masquerade',
    {
      config: masquerade,
      schema: {
        summary: 'Acts as another user of the company: answers a short-lived token.',
        description:
          'Owners and administrators only, never onto a higher rank nor from a masquerade session. Every use is audited; the token cannot be refreshed.',
        body: MasqueradeRequest,
        response: { 200: MasqueradeAnswer },
      },
    },
    async (request) => {
      const { user, token } = request.actor;
      const { email } = request.body;
      if ((await tokenSession(app.db, token))?.masqueradeAuditId != null)
        throw new HttpError(403, 'permission_denied', 'A masquerade session may not act as another user.');
      const found = await findUserByEmail(app.db, email);
      // Another company's user is answered like a missing one.
      const target =
        found && found.company_id === user.company_id ? await findUserById(app.db, found.id) : null;
      if (!target) throw new HttpError(404, 'unable_to_find_user', 'No user of the company has this email.');
      if (!isRole(target.role) || rankOf(target.role) > rankOf(request.actor.role))
        throw new HttpError(403, 'permission_denied', 'A user may not act as someone of a higher rank.');
      const issued = await app.db.transaction().execute(async (trx) => {
        const audit = await trx
          .insertInto('masquerade_audit')
          .values({
            company_id: user.company_id,
            actor_id: user.id,
            target_id: target.id,
            actor_email: user.email,
            target_email: target.email,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return issueMasqueradeToken(trx, target.id, audit.id);
      });
      return { token: issued.token, expires_at: issued.expires_at };
    },
  );

  app.get(
    '/saml/login',
    // A redirect, or with no_redirect the address as JSON.
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Starts single sign-on: redirects to the identity provider.',
        description:
          'With `no_redirect`, answers the provider’s address as JSON instead. Refused when single sign-on is not configured.',
        querystring: SamlQuery,
        response: { 200: SsoLoginUrl },
      },
    },
    async (request, reply) => {
      if (!sso) throw new HttpError(501, 'sso_not_configured', 'Single sign-on is not configured.');
      const url = await sso.loginUrl();
      const { no_redirect } = request.query;
      if (no_redirect !== undefined && no_redirect !== 'false') return { url };
      return reply.redirect(url);
    },
  );
};
