import {
  AccountUpdate,
  AccountUser,
  Acknowledgement,
  Customer,
  CustomerUpdate,
  LanguageRequest,
  NotificationOptions,
  NotificationSettingsUpdate,
  OfferRequest,
  OutboxMail,
} from '@omnicanal/api';
import { isLocale } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { customerOf } from '../../billing/customer.ts';
import type { DB } from '../../db/schema.ts';
import { listMails } from '../../email/outbox.ts';
import { renderMail } from '../../email/templates.ts';
import { notFound } from '../../http/errors.ts';
import type { ServicePlugin } from '../../http/valibot.ts';
import { findCompany, findUserById } from '../repo.ts';
import { loadUser } from '../user-view.ts';

/** Owners and administrators only, with the 403 sentence of the action. */
const admins = (denied: string) => ({ auth: 'user', rank: 'admin', denied }) as const;

/** The profile fields and the notification choices a user may change on their own account. */
const AccountSettingsUpdate = v.object({ ...AccountUpdate.entries, ...NotificationSettingsUpdate.entries });

/** The stored options read through the schema: a user who never chose has every option on. */
export const notificationOptionsOf = (stored: unknown): NotificationOptions =>
  v.parse(NotificationOptions, stored ?? {});

async function accountOf(app: { db: Kysely<DB> }, userId: number): Promise<AccountUser> {
  const user = await findUserById(app.db, userId);
  if (!user) throw notFound('user');
  return {
    ...(await loadUser(app.db, user)),
    notification_options: notificationOptionsOf(user.notification_options),
    two_factor: user.two_factor_secret !== null,
  };
}

/** The user's own account, the company, offer requests and the local outbox. */
export const profileRoutes: ServicePlugin = async (app) => {
  const provider = app.email;
  app.get(
    '/user/account',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'The signed-in user’s own account, with their notification choices.',
        response: { 200: AccountUser },
      },
    },
    async (request): Promise<AccountUser> => accountOf(app, request.actor.userId),
  );

  app.post(
    '/user/account',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Changes the signed-in user’s profile and notification choices.',
        body: AccountSettingsUpdate,
        response: { 200: AccountUser },
      },
    },
    async (request): Promise<AccountUser> => {
      const { user } = request.actor;
      const { notification_options, ...update } = request.body;
      const changes: Record<string, unknown> = Object.fromEntries(
        Object.entries(update).filter(([, value]) => value !== undefined),
      );
      if (notification_options) changes.notification_options = JSON.stringify(notification_options);
      if (Object.keys(changes).length)
        await app.db.updateTable('users').set(changes).where('id', '=', user.id).execute();
      return accountOf(app, user.id);
    },
  );

  // The language is answered as it is written.
  app.get(
    '/user/language',
    {
      config: { auth: 'user' },
      schema: { summary: 'The signed-in user’s language.', response: { 200: LanguageRequest } },
    },
    async (request) => {
      const { language } = request.actor;
      return { language: isLocale(language) ? language : 'fr' };
    },
  );

  app.post(
    '/user/language',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Changes the signed-in user’s language.',
        body: LanguageRequest,
        response: { 200: LanguageRequest },
      },
    },
    async (request) => {
      const { language } = request.body;
      await app.db.updateTable('users').set({ language }).where('id', '=', request.actor.userId).execute();
      return { language };
    },
  );

  for (const path of ['/customer/', '/customer']) {
    app.get(
      path,
      {
        config: { auth: 'user' },
        schema: {
          summary: 'The signed-in user’s company: its name, logo and offer.',
          response: { 200: Customer },
        },
      },
      async (request) => {
        return customerOf(app.db, app.config.edition, request.actor.companyId, new Date(app.clock()));
      },
    );
    app.post(
      path,
      {
        config: admins('Only owners and administrators may change the company.'),
        schema: {
          summary: 'Changes the company’s name or logo.',
          description: 'Owners and administrators only.',
          body: CustomerUpdate,
          response: { 200: Customer },
        },
      },
      async (request): Promise<Customer> => {
        const { user } = request.actor;
        const { company_name, logo } = request.body;
        const changes: { name?: string; logo?: string | null } = {};
        if (company_name !== undefined) changes.name = company_name;
        if (logo !== undefined) changes.logo = logo;
        if (Object.keys(changes).length)
          await app.db.updateTable('companies').set(changes).where('id', '=', user.company_id).execute();
        return customerOf(app.db, app.config.edition, user.company_id, new Date(app.clock()));
      },
    );
  }

  app.post(
    '/offers/send/',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Asks the sales team for an offer.',
        description: 'Keeps the request and mails it to the sales team. Limited per company.',
        body: OfferRequest,
        response: { 201: Acknowledgement },
      },
    },
    async (request, reply) => {
      const { user } = request.actor;
      await app.limits.consume('mailCompany', user.company_id);
      const offer = request.body;
      const company = await findCompany(app.db, user.company_id);
      if (!company) throw notFound('company');
      const phoneNumber = offer.phone_number ?? '';
      await app.db
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
          to: app.config.salesEmail,
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
    },
  );

  // The development mailbox: the mail the local outbox kept for the caller's own address, and only
  // in the development/test mode. Reset, confirmation and invitation links are read by the person
  // they were sent to, never by an administrator. Absent when mail really leaves.
  if (provider.kind === 'local-outbox' && app.config.devMailbox)
    for (const path of ['/outbox/', '/outbox'])
      app.get(
        path,
        {
          config: { auth: 'user' },
          schema: {
            summary: 'The mail kept for the signed-in user’s address by the local outbox.',
            description: 'Development and test mode only, when mail does not leave the server.',
            response: { 200: v.array(OutboxMail) },
          },
        },
        async (request): Promise<OutboxMail[]> => listMails(app.db, { to: request.actor.user.email }),
      );
};
