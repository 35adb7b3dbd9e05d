import { Acknowledgement, EmailRequest, EmailValidateRequest, RegisterRequest } from '@omnicanal/api';
import type { Offer } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { ServicePlugin } from '../../http/valibot.ts';
import { perAddress } from '../../limits/plugin.ts';
import { createCompany, createUser, findUserByEmail, findUserById } from '../repo.ts';
import { findKey } from './keys.ts';
import type { AccountMailer } from './mailer.ts';

const emailAlreadyLinked = () =>
  new HttpError(400, 'email_already_linked', 'An account is already linked to this email address.', {
    email: ['email_already_linked'],
  });

const emailNotFound = () =>
  new HttpError(404, 'email_not_found', 'No account has this email address.', { email: ['email_not_found'] });

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

/**
 * Registration and the confirmation mail's resend (spec 000 §7, §8 "Email", "Registration"):
 * hosted edition only, where the account plugin registers them.
 */
export function registrationRoutes(mailer: AccountMailer): ServicePlugin {
  return async (app) => {
    /**
     * spec 000 §7 gives `/appsumo/register` the same "registration fields" as `/register`, so the
     * deal-marketplace registration takes no code of its own: it differs only by the company's
     * offer, marked `is_appsumo`.
     */
    const register = (path: string, offer: Partial<Offer>) =>
      app.post(
        path,
        {
          config: { auth: 'public', rateLimit: perAddress('mailClient') },
          schema: {
            summary: 'Registers a company and its owner, and sends the confirmation mail.',
            description: 'Hosted edition only. Refuses an address that already has an account.',
            body: RegisterRequest,
            response: { 201: Acknowledgement },
          },
        },
        async (request, reply) => {
          const input = request.body;
          // email_already_linked tells that the address has an account (spec 000 §8 names it): it
          // stays, behind a limit per client and per address.
          await app.limits.consume('mailAddress', input.email);
          if (await findUserByEmail(app.db, input.email)) throw emailAlreadyLinked();
          let userId: number;
          try {
            // Company and owner together or not at all.
            userId = await app.db.transaction().execute(async (trx) => {
              const company = await createCompany(trx, { name: input.company, offer });
              const user = await createUser(trx, {
                companyId: company.id,
                email: input.email,
                password: input.password1,
                role: 'owner',
                firstName: input.first_name,
                lastName: input.last_name,
                hasConfirmEmail: false,
                language: input.language,
              });
              if (input.phone_number)
                await trx
                  .updateTable('users')
                  .set({ phone_number: input.phone_number })
                  .where('id', '=', user.id)
                  .execute();
              return user.id;
            });
          } catch (err) {
            // Two registrations racing with one address: the unique index decides.
            if (isUniqueViolation(err)) throw emailAlreadyLinked();
            throw err;
          }
          const user = await findUserById(app.db, userId);
          if (user) {
            // The account stands even if the mail fails: the resend button of the console sends another.
            await mailer.sendConfirmation(user, app.clock()).catch((err: unknown) => request.log.error(err));
          }
          return reply.code(201).send({ detail: 'registered' });
        },
      );
    register('/register', {});
    register('/appsumo/register', { is_appsumo: true });

    // The console's "resend" button; signed in or not (the email of the body decides).
    // email_not_found is the spec's own answer (spec 000 §8 "Email"), so it stays, behind a limit
    // per client and per address.
    app.post(
      '/email/send-validate',
      {
        config: { auth: 'public', rateLimit: perAddress('mailClient') },
        schema: {
          summary: 'Sends the address confirmation mail again.',
          description: 'Hosted edition only. Refuses an unknown or already validated address.',
          body: EmailRequest,
          response: { 200: Acknowledgement },
        },
      },
      async (request) => {
        const { email } = request.body;
        await app.limits.consume('mailAddress', email);
        const user = await findUserByEmail(app.db, email);
        if (!user) throw emailNotFound();
        if (user.has_confirm_email)
          throw new HttpError(400, 'email_already_validated', 'This email address is already validated.');
        await mailer.sendConfirmation(user, app.clock());
        return { detail: 'sent' };
      },
    );
  };
}

/**
 * Email confirmation from the mailed link, in every edition: a hosted registration confirms its
 * address with it, and so does an address a manager gave to someone else (settings/agents).
 */
export const emailValidationRoutes: ServicePlugin = async (app) => {
  app.post(
    '/email/validate',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Confirms an email address with the key of the mailed link.',
        body: EmailValidateRequest,
        response: { 200: Acknowledgement },
      },
    },
    async (request) => {
      const { key } = request.body;
      const found = await findKey(app.db, key, 'email_confirm', app.clock());
      const user = found ? await findUserById(app.db, found.userId) : null;
      // A key for an address the user has since changed confirms nothing.
      if (!found || !user || user.email !== found.email) throw emailNotFound();
      if (user.has_confirm_email)
        throw new HttpError(400, 'email_already_validated', 'This email address is already validated.');
      if (found.expired)
        throw new HttpError(
          400,
          'activation_link_expired',
          'The activation link has expired: ask for a new one.',
        );
      await app.db.updateTable('users').set({ has_confirm_email: true }).where('id', '=', user.id).execute();
      return { detail: 'validated' };
    },
  );
};
