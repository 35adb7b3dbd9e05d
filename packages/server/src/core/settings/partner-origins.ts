import { PartnerOrigin, PartnerOriginInput } from '@omnicanal/api';
import * as v from 'valibot';
import { notFound } from '../../http/errors.ts';
import { IdParams, type ServicePlugin } from '../../http/valibot.ts';
import { isUniqueViolation } from '../../msglib/scope.ts';
import { alreadyExists, type SettingsAccess, settingsRoute } from './access.ts';

/** Beside the public API tokens (Settings › API publique): administrators. */
const ACCESS: SettingsAccess = { rank: 'admin', what: 'partner origins' };

/**
 * The company's partner origins, mounted under /api/core: the pages of a partner's CRM that may
 * call the console's API and open its socket for this company (issue 23), besides the deployment's
 * `OMNICANAL_ALLOWED_ORIGINS`. A change applies at once on this instance, within 30 s on the others.
 */
export const partnerOriginsRoutes: ServicePlugin = async (app) => {
  const db = app.db;
  const access = settingsRoute(ACCESS);
  for (const path of ['/partner-origins/', '/partner-origins']) {
    app.get(
      path,
      {
        config: access,
        schema: {
          summary: 'The company’s partner origins.',
          response: { 200: v.array(PartnerOrigin) },
        },
      },
      async (request) => {
        const rows = await db
          .selectFrom('partner_origins')
          .select(['id', 'origin', 'created_at'])
          .where('company_id', '=', request.actor.companyId)
          .orderBy('origin')
          .execute();
        return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
      },
    );
    app.post(
      path,
      {
        config: access,
        schema: {
          summary: 'Allows the pages of a partner origin to call the API for the company.',
          description:
            'An origin is `https://host[:port]`, as browsers send it; a copy with a trailing slash is taken.',
          body: PartnerOriginInput,
          response: { 201: PartnerOrigin },
        },
      },
      async (request, reply) => {
        try {
          const row = await db
            .insertInto('partner_origins')
            .values({ company_id: request.actor.companyId, origin: request.body.origin })
            .returning(['id', 'origin', 'created_at'])
            .executeTakeFirstOrThrow();
          app.partnerOrigins.changed();
          return reply.code(201).send({ ...row, created_at: row.created_at.toISOString() });
        } catch (error) {
          if (isUniqueViolation(error)) throw alreadyExists('origin');
          throw error;
        }
      },
    );
  }
  app.delete(
    '/partner-origins/:id',
    {
      config: { ...access, answers: 'no-content' },
      schema: {
        summary: 'Takes a partner origin off the company’s list.',
        description: 'Its pages are refused from the next call on (other instances within 30 s).',
        params: IdParams('id'),
      },
    },
    async (request, reply) => {
      const result = await db
        .deleteFrom('partner_origins')
        .where('company_id', '=', request.actor.companyId)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound('partner origin');
      app.partnerOrigins.changed();
      return reply.code(204).send();
    },
  );
};
