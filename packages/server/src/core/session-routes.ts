import {
  AccountLoginRequest,
  AgentSummary,
  AgentsQuery,
  RefreshRequest,
  Skill,
  TokenResponse,
} from '@omnicanal/api';
import * as v from 'valibot';
import { prepareDummyHash } from '../auth/passwords.ts';
import { refreshToken } from '../auth/tokens.ts';
import { HttpError } from '../http/errors.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { perAddress } from '../limits/plugin.ts';
import { signIn } from './account/login.ts';
import { companyAgents, companySkills } from './directory.ts';

/** The core service's sign-in and session (spec 000 §7), mounted at /api/core. */
export const sessionRoutes: ServicePlugin = async (app) => {
  await prepareDummyHash();
  app.post(
    '/user/login',
    {
      config: { auth: 'public', rateLimit: perAddress('signIn') },
      schema: {
        summary: 'Signs a user in with email and password; answers a session token.',
        description:
          'A user with two-factor authentication enabled also sends the code of the authenticator app. Limited per address.',
        body: AccountLoginRequest,
        response: { 200: TokenResponse },
      },
    },
    async (request): Promise<TokenResponse> => signIn(app, { ...request.body, ip: request.ip }),
  );

  app.post(
    '/user/token/refresh',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Exchanges a session token for a fresh one.',
        body: RefreshRequest,
        response: { 200: TokenResponse },
      },
    },
    async (request): Promise<TokenResponse> => {
      const issued = await refreshToken(app.db, request.body.token);
      if (!issued) throw new HttpError(401, 'bad_token', 'The token is not valid or has expired.');
      return issued;
    },
  );

  // Read-only directory of the company, for pickers such as the transfer dialog. Both answer the
  // signed-in user's own company only; nothing here takes a company id from the request.
  for (const path of ['/skills/', '/skills']) {
    app.get(
      path,
      {
        config: { auth: 'user' },
        schema: {
          summary: 'Lists the skills of the signed-in user’s company.',
          response: { 200: v.array(Skill) },
        },
      },
      async (request) => companySkills(app.db, request.actor.companyId),
    );
  }

  for (const path of ['/agents/', '/agents']) {
    app.get(
      path,
      {
        config: { auth: 'user', rank: 'agent', denied: 'Only console users may list the agents.' },
        schema: {
          summary: 'Lists the company’s agents, or those of one skill.',
          querystring: AgentsQuery,
          response: { 200: v.array(AgentSummary) },
        },
      },
      async (request) => companyAgents(app.db, request.actor.companyId, request.query.skill),
    );
  }
};
