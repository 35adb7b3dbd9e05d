import { PublicApiCallsPage, PublicApiCallsQuery } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import { companyZone } from '../../billing/quotas.ts';
import type { DB } from '../../db/schema.ts';
import type { ServicePlugin } from '../../http/valibot.ts';
import { type SettingsAccess, settingsRoute } from './access.ts';

/** Beside the tokens (Settings › API publique): administrators. */
const ACCESS: SettingsAccess = { rank: 'admin', what: 'public API audit' };

/** The calls of a company matching the filters: one token's, one status class (`4xx`) or code. */
function matching(db: Kysely<DB>, companyId: number, query: PublicApiCallsQuery) {
  let calls = db.selectFrom('public_api_calls').where('company_id', '=', companyId);
  if (query.token !== undefined) calls = calls.where('token_id', '=', query.token);
  if (query.status !== undefined) {
    const hundred = Number(query.status[0]) * 100;
    calls = query.status.endsWith('xx')
      ? calls.where('status', '>=', hundred).where('status', '<', hundred + 100)
      : calls.where('status', '=', Number(query.status));
  }
  return calls;
}

/**
 * The audit of the company's public API, mounted under /api/core: every call made with one of its
 * tokens (kept by the access hook), newest first, by pages, with the company's time zone so the
 * screen shows times on the company's clock.
 */
export const publicApiCallsRoutes: ServicePlugin = async (app) => {
  const db = app.db;
  for (const path of ['/public-api/calls', '/public-api/calls/']) {
    app.get(
      path,
      {
        config: settingsRoute(ACCESS),
        schema: {
          summary: 'A page of the calls made with the company’s public API tokens, newest first.',
          description:
            '`token` keeps one token’s calls, `status` one class of answers (`4xx`) or one code (`404`). `zone` is the company’s time zone.',
          querystring: PublicApiCallsQuery,
          response: { 200: PublicApiCallsPage },
        },
      },
      async (request) => {
        const { companyId } = request.actor;
        const query = request.query;
        const [rows, total, zone] = await Promise.all([
          matching(db, companyId, query)
            .select(['id', 'at', 'token_id', 'token_label', 'method', 'path', 'status', 'scope'])
            .orderBy('at', 'desc')
            .orderBy('id', 'desc')
            .offset(query.offset)
            .limit(query.limit)
            .execute(),
          matching(db, companyId, query)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirst(),
          companyZone(db, companyId),
        ]);
        return {
          results: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
          count: Number(total?.n ?? 0),
          zone,
        };
      },
    );
  }
};
