import { EmailRequest, EmailValidateRequest, RegisterRequest } from '@omnicanal/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { createCompany, createUser, DEFAULT_OFFER, findUserByEmail, findUserById } from '../core/repo.ts';
import type { Offer } from '../db/schema.ts';
import { HttpError, notFound, parseBody } from '../http/errors.ts';
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

/** Registration (hosted edition) and email confirmation (spec 000 §7, §8 "Email", "Registration"). */
export function registrationRoutes(ctx: AppContext, mailer: AccountMailer) {
  return async (app: FastifyInstance) => {
    /**
     * spec 000 §7 gives `/appsumo/register` the same "registration fields" as `/register`, so the
     * deal-marketplace registration takes no code of its own: it differs only by the company's
     * offer, marked `is_appsumo`.
     */
    const register =
      (offer: Offer) =>
      async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
        // spec 000 §1: self-registration is a hosted-edition screen; the route does not exist otherwise.
        if (ctx.config.edition !== 'hosted') throw notFound('route');
        const input = parseBody(RegisterRequest, request.body);
        if (await findUserByEmail(ctx.db, input.email)) throw emailAlreadyLinked();
        let userId: number;
        try {
          // Company and owner together or not at all.
          userId = await ctx.db.transaction().execute(async (trx) => {
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
        const user = await findUserById(ctx.db, userId);
        if (user) {
          // The account stands even if the mail fails: the resend button of the console sends another.
          await mailer
            .sendConfirmation(user, ctx.config.clock())
            .catch((err: unknown) => request.log.error(err));
        }
        return reply.code(201).send({ detail: 'registered' });
      };
    app.post('/register', register(DEFAULT_OFFER));
    app.post('/appsumo/register', register({ ...DEFAULT_OFFER, is_appsumo: true }));

    // The console's "resend" button; signed in or not (the email of the body decides).
    app.post('/email/send-validate', async (request) => {
      const { email } = parseBody(EmailRequest, request.body);
      const user = await findUserByEmail(ctx.db, email);
      if (!user) throw emailNotFound();
      if (user.has_confirm_email)
        throw new HttpError(400, 'email_already_validated', 'This email address is already validated.');
      await mailer.sendConfirmation(user, ctx.config.clock());
      return { detail: 'sent' };
    });

    app.post('/email/validate', async (request) => {
      const { key } = parseBody(EmailValidateRequest, request.body);
      const found = await findKey(ctx.db, key, 'email_confirm', ctx.config.clock());
      const user = found ? await findUserById(ctx.db, found.userId) : null;
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
      await ctx.db.updateTable('users').set({ has_confirm_email: true }).where('id', '=', user.id).execute();
      return { detail: 'validated' };
    });
  };
}
