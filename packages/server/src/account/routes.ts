import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { createEmailProvider } from '../email/create.ts';
import { SmtpProvider } from '../email/smtp.ts';
import { AccountMailer } from './mailer.ts';
import { passwordRoutes } from './password-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { registrationRoutes } from './registration-routes.ts';
import { securityRoutes } from './security-routes.ts';

/**
 * The account side of the core service (spec 000 §7 "Account and session"), mounted at /api/core
 * beside sign-in: registration, email confirmation, passwords, the account and the company, offers,
 * two-factor, masquerade, single sign-on and the local outbox.
 */
export function accountRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // SMTP when SMTP_URL is set, the local outbox otherwise.
    const provider = createEmailProvider(ctx.config, ctx.db);
    if (provider instanceof SmtpProvider) app.addHook('onClose', async () => provider.close());
    const mailer = new AccountMailer(ctx.db, provider, ctx.config.publicUrl);
    await app.register(registrationRoutes(ctx, mailer));
    await app.register(passwordRoutes(ctx, mailer));
    await app.register(profileRoutes(ctx, provider));
    await app.register(securityRoutes(ctx, ctx.config.sso));
  };
}
