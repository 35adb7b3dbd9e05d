import { type AccountUser, AgentsQuery, RefreshRequest, type TokenResponse } from '@omnicanal/api';
import { hasRank, isRole } from '@omnicanal/core';
import type { FastifyInstance } from 'fastify';
import { signIn } from '../account/login.ts';
import { notificationOptionsOf } from '../account/profile-routes.ts';
import { requireUser } from '../auth/guard.ts';
import { prepareDummyHash } from '../auth/passwords.ts';
import { refreshToken } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import { companyAgents, companySkills } from './directory.ts';
import { findCompany, toCustomer } from './repo.ts';
import { loadUser } from './user-view.ts';

/** The core service (spec 000 §7, account and session), mounted at /api/core. */
export function coreRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await prepareDummyHash();
    app.post('/user/login', async (request): Promise<TokenResponse> => signIn(ctx, request));

    app.post('/user/token/refresh', async (request): Promise<TokenResponse> => {
      const { token } = parseBody(RefreshRequest, request.body);
      const issued = await refreshToken(ctx.db, token);
      if (!issued) throw new HttpError(401, 'bad_token', 'The token is not valid or has expired.');
      return issued;
    });

    app.get('/user/account', async (request): Promise<AccountUser> => {
      const { user } = await requireUser(ctx.db, request);
      return {
        ...(await loadUser(ctx.db, user)),
        notification_options: notificationOptionsOf(user.notification_options),
        two_factor: user.two_factor_secret !== null,
      };
    });

    // The spec writes `/customer/`; the bare path answers too. Not a router-wide ignoreTrailingSlash:
    // that would fold `/demo/` into `/demo` and break the static folders.
    for (const path of ['/customer/', '/customer']) {
      app.get(path, async (request) => {
        const { user } = await requireUser(ctx.db, request);
        const company = await findCompany(ctx.db, user.company_id);
        if (!company) throw new HttpError(404, 'not_found', 'The company does not exist.');
        return toCustomer(company);
      });
    }

    // Read-only directory of the company, for pickers such as the transfer dialog. Both answer the
    // signed-in user's own company only; nothing here takes a company id from the request.
    for (const path of ['/skills/', '/skills']) {
      app.get(path, async (request) => {
        const { user } = await requireUser(ctx.db, request);
        return companySkills(ctx.db, user.company_id);
      });
    }

    for (const path of ['/agents/', '/agents']) {
      app.get(path, async (request) => {
        const { user } = await requireUser(ctx.db, request);
        if (!isRole(user.role) || !hasRank(user.role, 'agent'))
          throw new HttpError(403, 'permission_denied', 'Only console users may list the agents.');
        const { skill } = parseBody(AgentsQuery, request.query);
        return companyAgents(ctx.db, user.company_id, skill);
      });
    }
  };
}
