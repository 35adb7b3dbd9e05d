import { WebsiteDomain, WebsiteDomainInput } from '@omnicanal/api';
import * as v from 'valibot';
import { notFound } from '../../http/errors.ts';
import { IdParams, type ServicePlugin } from '../../http/valibot.ts';
import { isUniqueViolation } from '../../msglib/scope.ts';
import { alreadyExists, type SettingsAccess, settingsRoute } from './access.ts';

/** Beside the partner origins (Settings › API publique): administrators. */
const ACCESS: SettingsAccess = { rank: 'admin', what: 'website domains' };

/**
 * The company's website domains, mounted under /api/core: the origins of its own websites. Once it
 * lists any, the widget's calls and socket answer only those (an entry point's own list wins over
 * it); with none, any website. Read on every visitor call, so a change applies at once everywhere.
 */
export const websiteDomainsRoutes: ServicePlugin = async (app) => {
  const db = app.db;
  const access = settingsRoute(ACCESS);
  for (const path of ['/website-domains/', '/website-domains']) {
    app.get(
      path,
      {
        config: access,
        schema: {
          summary: 'The company’s website domains.',
          response: { 200: v.array(WebsiteDomain) },
        },
      },
      async (request) => {
        const rows = await db
          .selectFrom('website_domains')
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
          summary: 'Adds one of the company’s websites to those its visitors’ widget may run on.',
          description:
            'An origin is `https://host[:port]`, as browsers send it; a copy with a trailing slash is taken. From the first one on, the widget answers only the listed websites.',
          body: WebsiteDomainInput,
          response: { 201: WebsiteDomain },
        },
      },
      async (request, reply) => {
        try {
          const row = await db
            .insertInto('website_domains')
            .values({ company_id: request.actor.companyId, origin: request.body.origin })
            .returning(['id', 'origin', 'created_at'])
            .executeTakeFirstOrThrow();
          return reply.code(201).send({ ...row, created_at: row.created_at.toISOString() });
        } catch (error) {
          if (isUniqueViolation(error)) throw alreadyExists('origin');
          throw error;
        }
      },
    );
  }
  app.delete(
    '/website-domains/:id',
    {
      config: { ...access, answers: 'no-content' },
      schema: {
        summary: 'Takes a website off the company’s list.',
        description: 'With the last one gone, the widget answers any website again.',
        params: IdParams('id'),
      },
    },
    async (request, reply) => {
      const result = await db
        .deleteFrom('website_domains')
        .where('company_id', '=', request.actor.companyId)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound('website domain');
      return reply.code(204).send();
    },
  );
};
