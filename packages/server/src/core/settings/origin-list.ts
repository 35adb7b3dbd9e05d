import { PartnerOrigin, PartnerOriginInput } from '@omnicanal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { notFound } from '../../http/errors.ts';
import { IdParams, type ServicePlugin } from '../../http/valibot.ts';
import { isUniqueViolation } from '../../msglib/scope.ts';
import { alreadyExists, type SettingsAccess, settingsRoute } from './access.ts';

/*
 * A company's list of web origins (`https://host[:port]`), kept for administrators under
 * /api/core: its partner origins (the CRMs that may embed the console) and its website domains
 * (where its widget may run). The same three calls over a table of the same shape; what differs is
 * said by `OriginList`.
 */

/** One list: its table and path, its words, and what to do once it changed. */
export interface OriginList {
  table: 'partner_origins' | 'website_domains';
  /** `/partner-origins`: the list at that path (with or without its slash), one item under it. */
  path: string;
  access: SettingsAccess;
  /** An item's name when it is not found (`partner origin`). */
  one: string;
  summaries: { list: string; add: string; addDetail: string; remove: string; removeDetail: string };
  /** Called after an origin is added or taken off (a cache to refresh). */
  changed?: (app: FastifyInstance) => void;
}

/** The list's read, add and delete calls. PartnerOrigin's shapes are the website domains' too. */
export function originListRoutes(list: OriginList): ServicePlugin {
  return async (app) => {
    const db = app.db;
    const access = settingsRoute(list.access);
    for (const path of [`${list.path}/`, list.path]) {
      app.get(
        path,
        {
          config: access,
          schema: { summary: list.summaries.list, response: { 200: v.array(PartnerOrigin) } },
        },
        async (request) => {
          const rows = await db
            .selectFrom(list.table)
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
            summary: list.summaries.add,
            description: `An origin is \`https://host[:port]\`, as browsers send it; a copy with a trailing slash is taken.${list.summaries.addDetail ? ` ${list.summaries.addDetail}` : ''}`,
            body: PartnerOriginInput,
            response: { 201: PartnerOrigin },
          },
        },
        async (request, reply) => {
          try {
            const row = await db
              .insertInto(list.table)
              .values({ company_id: request.actor.companyId, origin: request.body.origin })
              .returning(['id', 'origin', 'created_at'])
              .executeTakeFirstOrThrow();
            list.changed?.(app);
            return reply.code(201).send({ ...row, created_at: row.created_at.toISOString() });
          } catch (error) {
            if (isUniqueViolation(error)) throw alreadyExists('origin');
            throw error;
          }
        },
      );
    }
    app.delete(
      `${list.path}/:id`,
      {
        config: { ...access, answers: 'no-content' },
        schema: {
          summary: list.summaries.remove,
          description: list.summaries.removeDetail,
          params: IdParams('id'),
        },
      },
      async (request, reply) => {
        const result = await db
          .deleteFrom(list.table)
          .where('company_id', '=', request.actor.companyId)
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) throw notFound(list.one);
        list.changed?.(app);
        return reply.code(204).send();
      },
    );
  };
}
