import { VisitorIdentitySecret } from '@omnicanal/api';
import { identitySecretOf, removeIdentitySecret, renewIdentitySecret } from '../../guests/identity.ts';
import type { ServicePlugin } from '../../http/valibot.ts';
import { type SettingsAccess, settingsRoute } from './access.ts';

/** The secret signs who a website's visitors are: administrators only, as for public API tokens. */
const ACCESS: SettingsAccess = { rank: 'admin', what: 'visitor identification' };

/**
 * Visitor identification, mounted under /api/core: read the company's secret (null while off),
 * make a new one (the old stops verifying at once), or turn identification off.
 */
export const visitorIdentityRoutes: ServicePlugin = async (app) => {
  const access = settingsRoute(ACCESS);
  app.get(
    '/visitor-identity',
    {
      config: access,
      schema: {
        summary: 'The secret that signs who the website’s visitors are.',
        description: 'Null while visitor identification is off.',
        response: { 200: VisitorIdentitySecret },
      },
    },
    async (request) => identitySecretOf(app.db, request.actor.companyId),
  );
  app.post(
    '/visitor-identity',
    {
      config: access,
      schema: {
        summary: 'Makes a new visitor identification secret.',
        description: 'The old secret stops verifying at once.',
        response: { 200: VisitorIdentitySecret },
      },
    },
    async (request) => renewIdentitySecret(app.db, request.actor.companyId),
  );
  app.delete(
    '/visitor-identity',
    {
      config: { ...access, answers: 'no-content' },
      schema: { summary: 'Turns visitor identification off, removing its secret.' },
    },
    async (request, reply) => {
      await removeIdentitySecret(app.db, request.actor.companyId);
      return reply.code(204).send();
    },
  );
};
