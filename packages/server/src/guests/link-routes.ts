import * as v from 'valibot';
import { pageLocale } from '../http/html-page.ts';
import type { ServicePlugin } from '../http/valibot.ts';
import { perAddress } from '../limits/plugin.ts';
import { LINK_PAGE_CSS, type LinkTarget, linkPage } from './link-page.ts';

const Params = v.object({ entry_point: v.pipe(v.string(), v.maxLength(20)) });
const Query = v.object({ lang: v.optional(v.pipe(v.string(), v.maxLength(8))) });
const PUBLIC = { auth: 'public', rateLimit: perAddress('guestLink'), answers: 'page' } as const;

/**
 * `GET /api/guests/link/{entry_point}`: an entry point's hosted page (link-page.ts), public as a
 * link sent to customers is. Served for an entry point with the web channel; any other address
 * answers the page saying the link is gone (404). The widget it opens applies the entry point's
 * own rules (IP lists, hours, its web IVR).
 */
export const guestLinkRoutes: ServicePlugin = async (app) => {
  const targetOf = async (raw: string): Promise<LinkTarget | null> => {
    if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
    const row = await app.db
      .selectFrom('integrations')
      .innerJoin('companies', 'companies.id', 'integrations.company_id')
      .select(['integrations.id', 'integrations.name', 'integrations.channels', 'companies.name as company'])
      .where('integrations.id', '=', Number(raw))
      .executeTakeFirst();
    if (!row?.channels?.includes('web')) return null;
    return { entryPoint: row.id, company: row.company, name: row.name };
  };

  app.get(
    '/link.css',
    { config: PUBLIC, schema: { summary: 'The stylesheet of the entry points’ link page.' } },
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/css; charset=utf-8')
        .send(LINK_PAGE_CSS),
  );

  app.get(
    '/link/:entry_point',
    {
      config: PUBLIC,
      schema: {
        summary: 'An entry point’s hosted link page, as HTML: the visitor widget opened on it.',
        description:
          'What a URL link entry point is, and where a campaign’s visual IVR link leads: the entry point’s web IVR menu, or its chat. An unknown entry point, or one without the web channel, answers a page saying the link is gone (404). `lang` chooses the language, else the browser’s.',
        params: Params,
        querystring: Query,
      },
    },
    async (request, reply) => {
      const target = await targetOf(request.params.entry_point);
      const locale = pageLocale(request.query.lang, request.headers['accept-language']);
      return reply
        .code(target ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(linkPage(locale, target));
    },
  );
};
