import type { ServicePlugin } from '../../http/valibot.ts';
import { AccountMailer } from './mailer.ts';
import { passwordRoutes } from './password-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { emailValidationRoutes, registrationRoutes } from './registration-routes.ts';
import { securityRoutes } from './security-routes.ts';

/**
 * The account side of the core service (spec 000 §7 "Account and session"), mounted at /api/core
 * beside sign-in: registration, email confirmation, passwords, the account and the company, offers,
 * two-factor, masquerade, single sign-on and the local outbox.
 */
export const accountRoutes: ServicePlugin = async (app) => {
  const mailer = new AccountMailer(app.db, app.email, app.config.publicUrl);
  // spec 000 §1: self-registration is a hosted-edition screen; the routes do not exist otherwise.
  if (app.config.edition === 'hosted') await app.register(registrationRoutes(mailer));
  await app.register(emailValidationRoutes);
  await app.register(passwordRoutes(mailer));
  await app.register(profileRoutes);
  await app.register(securityRoutes);
};
