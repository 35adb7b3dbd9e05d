import {
  AccountUpdate,
  type AccountUser,
  type Customer,
  CustomerUpdate,
  LanguageRequest,
  NotificationOptions,
  NotificationSettingsUpdate,
  OfferRequest,
  type OutboxMail,
} from '@omnicanal/api';
import { hasRank, isLocale, isRole } from '@omnicanal/core';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { findCompany, findUserById, toCustomer, type UserRow } from '../core/repo.ts';
import { loadUser } from '../core/user-view.ts';
import { listOutbox } from '../email/outbox.ts';
import type { EmailProvider } from '../email/provider.ts';
import { renderMail } from '../email/templates.ts';
import { HttpError, notFound, parseBody } from '../http/errors.ts';

const isAdmin = (user: UserRow) => isRole(user.role) && hasRank(user.role, 'admin');

const forbidden = (detail: string) => new HttpError(403, 'permission_denied', detail);

/** The profile fields and the notification choices a user may change on their own account. */
const AccountSettingsUpdate = v.object({ ...AccountUpdate.entries, ...NotificationSettingsUpdate.entries });

/** The stored options read through the schema: a user who never chose has every option on. */
export const notificationOptionsOf = (stored: unknown): NotificationOptions =>
  v.parse(NotificationOptions, stored ?? {});

async function accountOf(ctx: AppContext, userId: number): Promise<AccountUser> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound('user');
  return {
    ...(await loadUser(ctx.db, user)),
    notification_options: notificationOptionsOf(user.notification_options),
    two_factor: user.two_factor_secret !== null,
  };
}

/** The user's own account, the company, offer requests and the local outbox. */
export function profileRoutes(ctx: AppContext, provider: EmailProvider) {
  return async (app: FastifyInstance) => {
    app.post('/user/account', async (request): Promise<AccountUser> => {
      const { user } = await requireUser(ctx.db, request);
      const { notification_options, ...update } = parseBody(AccountSettingsUpdate, request.body);
      const changes: Record<string, unknown> = Object.fromEntries(
        Object.entries(update).filter(([, value]) => value !== undefined),
      );
      if (notification_options) changes.notification_options = JSON.stringify(notification_options);
      if (Object.keys(changes).length)
        await ctx.db.updateTable('users').set(changes).where('id', '=', user.id).execute();
      return accountOf(ctx, user.id);
    });

    app.get('/user/language', async (request) => {
      const { user } = await requireUser(ctx.db, request);
      return { language: isLocale(user.language) ? user.language : 'fr' };
    });

    app.post('/user/language', async (request) => {
      const { user } = await requireUser(ctx.db, request);
      const { language } = parseBody(LanguageRequest, request.body);
      await ctx.db.updateTable('users').set({ language }).where('id', '=', user.id).execute();
      return { language };
    });

    for (const path of ['/customer/', '/customer']) {
      app.post(path, async (request): Promise<Customer> => {
        const { user } = await requireUser(ctx.db, request);
        if (!isAdmin(user)) throw forbidden('Only owners and administrators may change the company.');
        const { company_name, logo } = parseBody(CustomerUpdate, request.body);
        const changes: { name?: string; logo?: string | null } = {};
        if (company_name !== undefined) changes.name = company_name;
        if (logo !== undefined) changes.logo = logo;
        if (Object.keys(changes).length)
          await ctx.db.updateTable('companies').set(changes).where('id', '=', user.company_id).execute();
        const company = await findCompany(ctx.db, user.company_id);
        if (!company) throw notFound('company');
        return toCustomer(company);
      });
    }

    app.post('/offers/send/', async (request, reply) => {
      const { user } = await requireUser(ctx.db, request);
      const offer = parseBody(OfferRequest, request.body);
      const company = await findCompany(ctx.db, user.company_id);
      if (!company) throw notFound('company');
      const phoneNumber = offer.phone_number ?? '';
      await ctx.db
        .insertInto('offer_requests')
        .values({
          company_id: company.id,
          user_id: user.id,
          name: offer.name,
          phone_number: phoneNumber,
          details: offer.details,
          country: offer.country,
        })
        .execute();
      // The stored request is the record; the mail only tells the sales team, so its failure is logged.
      // The sales team reads French, the product's default language.
      await provider
        .send({
          to: ctx.config.salesEmail,
          language: 'fr',
          companyId: company.id,
          ...renderMail('offer_request', 'fr', {
            company: company.name,
            requester: user.email,
            name: offer.name,
            phoneNumber,
            country: offer.country,
            details: offer.details,
          }),
        })
        .catch((err: unknown) => request.log.error(err));
      return reply.code(201).send({ detail: 'sent' });
    });

    // The demo's mailbox: what the local outbox kept for the company. Absent when mail really leaves.
    for (const path of ['/outbox/', '/outbox']) {
      app.get(path, async (request): Promise<OutboxMail[]> => {
        if (provider.kind !== 'local-outbox') throw notFound('outbox');
        const { user } = await requireUser(ctx.db, request);
        if (!isAdmin(user)) throw forbidden('Only owners and administrators may read the outbox.');
        return listOutbox(ctx.db, user.company_id);
      });
    }
  };
}
