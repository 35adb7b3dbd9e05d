import { randomBytes } from 'node:crypto';
import {
  Channel,
  SIGNIN_KINDS,
  SigninChannelInput,
  SigninExchange,
  SigninExchangeInput,
  SigninParams,
  SigninStart,
  SigninStartInput,
  WhatsappSdkConfig,
  WhatsappSignupInput,
} from '@omnicanal/api';
import { WHATSAPP_FULL_PLANS } from '@omnicanal/core';
import * as v from 'valibot';
import { hashToken } from '../auth/tokens.ts';
import { findCompanySkill } from '../bot/repo.ts';
import { connectSigninChannel } from '../channels/signin/connect.ts';
import { LOCAL_ACCOUNTS } from '../channels/signin/local.ts';
import { LOCAL_PAGE_CSP, localSigninPage } from '../channels/signin/local-page.ts';
import { returnUrl } from '../channels/signin/provider.ts';
import {
  connectOnce,
  exchangedAccount,
  exchangeSignin,
  newToken,
  pendingSignin,
  signinAdapter,
  startSignin,
} from '../channels/signin/service.ts';
import { toChannel } from '../channels/view.ts';
import { findCompany } from '../core/repo.ts';
import { HttpError } from '../http/errors.ts';
import { pageLocale } from '../http/html-page.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { whatsappChannelFor } from './whatsapp-signup.ts';

/** Spec 000 §2: connecting a channel is an admin's, in the self-hosted edition. */
const ADMINS = {
  auth: 'user',
  rank: 'admin',
  selfHostedOnly: true,
  what: 'channel sign-in',
  denied: 'Only administrators may connect channels.',
} as const;
/** The local sign-in page: the admin's browser comes without a token, the state is what it carries. */
const PAGE = { auth: 'public', selfHostedOnly: true, what: 'channel sign-in' } as const;

const PageQuery = v.object({
  state: v.optional(v.pipe(v.string(), v.maxLength(2048)), ''),
  lang: v.optional(v.pipe(v.string(), v.maxLength(16))),
});
const PageForm = v.object({
  state: v.optional(v.pipe(v.string(), v.maxLength(2048)), ''),
  decision: v.optional(v.picklist(['allow', 'refuse'])),
  account: v.optional(v.array(v.pipe(v.string(), v.maxLength(128))), []),
});

/**
 * Channels connected through their provider's sign-in (spec 002 §3, §7 "Miscellaneous service",
 * §8), in the misc service: start a sign-in, exchange what the provider sent back for the accounts,
 * the local provider's own sign-in page, and Meta's embedded signup of the full WhatsApp plan.
 */
export const signinRoutes: ServicePlugin = async (app) => {
  const db = app.db;
  const config = app.config;

  // The local page's form posts as a browser does; its ticked accounts come as repeated fields.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => {
      const form = new URLSearchParams(String(body));
      done(null, {
        state: form.get('state') ?? '',
        ...(form.get('decision') ? { decision: form.get('decision') } : {}),
        account: form.getAll('account'),
      });
    },
  );

  app.post(
    '/signin/:provider',
    {
      config: ADMINS,
      schema: {
        summary: 'Starts a sign-in to a channel provider: where to send the admin.',
        description:
          'The state in the URL is bound to the company, the admin and the channel kind, works once and expires in 10 minutes. Without the provider’s app on the server, the URL is the local sign-in page.',
        params: SigninParams,
        body: SigninStartInput,
        response: { 200: SigninStart },
      },
    },
    async (request) => {
      const { provider } = request.params;
      if (!(SIGNIN_KINDS[provider] as readonly string[]).includes(request.body.kind))
        throw new HttpError(400, 'invalid_payload', 'This provider does not connect this kind.', {
          kind: ['invalid'],
        });
      const { companyId, userId } = request.actor;
      return { url: await startSignin(db, config, { companyId, userId }, provider, request.body.kind) };
    },
  );

  app.post(
    '/signin/:provider/exchange',
    {
      config: ADMINS,
      schema: {
        summary: 'Exchanges what the provider sent back for the accounts the admin may connect.',
        description:
          'A refused, expired, reused or foreign state, or a refused code, answers `signin_failed`. An Instagram account a direct channel cannot take says `instagram_not_eligible`.',
        params: SigninParams,
        body: SigninExchangeInput,
        response: { 200: SigninExchange },
      },
    },
    async (request) => {
      const { provider } = request.params;
      const { companyId, userId } = request.actor;
      const done = await exchangeSignin(
        db,
        config,
        { companyId, userId },
        provider,
        request.body.code,
        request.body.state,
      );
      return { provider, kind: done.kind, accounts: done.accounts };
    },
  );

  app.post(
    '/signin/:provider/channel',
    {
      config: ADMINS,
      schema: {
        summary: 'Saves the account chosen after a sign-in as a channel, new or connected again.',
        description:
          'The state must be one this admin exchanged within the hour, not yet used for a channel; the account’s credential becomes the channel’s (sealed). An Instagram direct account outside 1,000–100,000 followers or not eligible answers `instagram_not_eligible`.',
        params: SigninParams,
        body: SigninChannelInput,
        response: { 200: Channel, 201: Channel },
      },
    },
    async (request, reply) => {
      const { companyId, userId } = request.actor;
      const { saved, created } = await connectSigninChannel(
        app,
        { companyId, userId },
        request.params.provider,
        request.body,
      );
      return reply
        .code(created ? 201 : 200)
        .send(toChannel(config, saved as typeof saved & { kind: 'facebook' }));
    },
  );

  // The local provider's page: only where the local provider stands in for this provider.
  const localOnly = (provider: (typeof SigninParams)['entries']['provider']['options'][number]) => {
    if (signinAdapter(config, provider).name !== 'local')
      throw new HttpError(404, 'not_found', 'This provider signs in on its own page.');
  };

  app.get(
    '/signin/:provider/authorize',
    {
      config: { ...PAGE, answers: 'page' },
      // After the app's own CSP for HTML pages: this page needs even less (no script, no style).
      onSend: async (_request, reply, payload) => {
        reply.header('content-security-policy', LOCAL_PAGE_CSP);
        return payload;
      },
      schema: {
        summary: 'The local sign-in page, standing in for the provider’s, as HTML.',
        description:
          'Lists the accounts to grant, with Allow and Refuse; an unknown, used or expired state says so.',
        params: SigninParams,
        querystring: PageQuery,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      localOnly(provider);
      const locale = pageLocale(request.query.lang, request.headers['accept-language']);
      const pending = await pendingSignin(db, config, provider, request.query.state);
      const action = `/api/misc/signin/${provider}/authorize${request.query.lang ? `?lang=${locale}` : ''}`;
      return reply
        .code(pending ? 200 : 410)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          localSigninPage(
            locale,
            provider,
            pending
              ? { kind: 'form', state: request.query.state, accounts: LOCAL_ACCOUNTS[provider], action }
              : { kind: 'gone' },
          ),
        );
    },
  );

  app.post(
    '/signin/:provider/authorize',
    {
      config: { ...PAGE, answers: 'redirect' },
      schema: {
        summary: 'The local sign-in page’s answer: back to the console with a code, or refused.',
        description:
          'Sends the admin to `/messaging/logged` with `state` and `code`, or `error=access_denied`. An unknown, used or expired state goes back to the page, which says so.',
        params: SigninParams,
        body: PageForm,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      localOnly(provider);
      const { state, decision, account } = request.body;
      const pending = await pendingSignin(db, config, provider, state);
      if (!pending || !decision)
        return reply.redirect(
          `/api/misc/signin/${provider}/authorize?state=${encodeURIComponent(state)}`,
          303,
        );
      const back = `${returnUrl(config.publicUrl, provider)}&state=${encodeURIComponent(state)}`;
      const granted = account.filter((id) => LOCAL_ACCOUNTS[provider].some((a) => a.id === id));
      if (decision === 'refuse' || granted.length === 0) {
        await db.updateTable('channel_signins').set({ refused: true }).where('id', '=', pending.id).execute();
        return reply.redirect(`${back}&error=access_denied`, 303);
      }
      const code = newToken();
      await db
        .updateTable('channel_signins')
        .set({ code_hash: hashToken(code), granted: JSON.stringify(granted) })
        .where('id', '=', pending.id)
        .execute();
      return reply.redirect(`${back}&code=${encodeURIComponent(code)}`, 303);
    },
  );

  app.get(
    '/whatsapp/sdk-config',
    {
      config: ADMINS,
      schema: {
        summary: 'What the console needs to open Meta’s embedded signup.',
        description: 'The app and its signup configuration when the server has them, else `local`.',
        response: { 200: WhatsappSdkConfig },
      },
    },
    async () =>
      config.facebook?.whatsappConfigId
        ? {
            provider: 'meta' as const,
            app_id: config.facebook.appId,
            config_id: config.facebook.whatsappConfigId,
          }
        : { provider: 'local' as const, app_id: null, config_id: null },
  );

  app.post(
    '/whatsapp',
    {
      config: ADMINS,
      schema: {
        summary: 'Creates or completes the company’s full WhatsApp channel from Meta’s embedded signup.',
        description:
          'Essential, Pro and Enterprise offers only (`whatsapp_full_plan_required`). Takes the number chosen in the signup and its token (kept sealed) with the business profile; a refused, expired or reused signup answers `signin_failed`.',
        body: WhatsappSignupInput,
        response: { 200: Channel, 201: Channel },
      },
    },
    async (request, reply) => {
      const { companyId, userId } = request.actor;
      const actor = { companyId, userId };
      const body = request.body;
      // The offer and the skill are checked before the sign-in is spent.
      const problems: Record<string, string[]> = {};
      const plan = (await findCompany(db, companyId))?.offer.plan;
      if (!plan || !WHATSAPP_FULL_PLANS.includes(plan)) problems.plan = ['whatsapp_full_plan_required'];
      if (!(await findCompanySkill(db, companyId, body.skill))) problems.skill = ['not_found'];
      if (Object.keys(problems).length > 0)
        throw new HttpError(400, 'invalid_payload', 'The subscription has problems to fix.', problems);
      if (body.code) await exchangeSignin(db, config, actor, 'whatsapp', body.code, body.state);
      const taken = await exchangedAccount(db, config, actor, 'whatsapp', body.state, body.phone_number_id);
      const { input, stored } = await whatsappChannelFor(db, companyId, body, taken, () =>
        randomBytes(24).toString('base64url'),
      );
      const saved = await connectOnce(db, taken.signinId, async () => {
        const row = await app.channels.save(companyId, input, stored);
        if (!row) throw new HttpError(404, 'not_found', 'The channel is gone.');
        return row;
      });
      return reply
        .code(stored ? 200 : 201)
        .send(toChannel(config, saved as typeof saved & { kind: 'whatsapp' }));
    },
  );
};
