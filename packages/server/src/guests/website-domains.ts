import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { hashToken } from '../auth/tokens.ts';
import type { DB } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { Infrastructure } from '../infrastructure.ts';
import { ourOrigins } from './visitor-content.ts';

/*
 * Website domains (issue 23, the visitor side). The widget's calls and socket serve our customers'
 * own websites, so they answer any origin until the entry point the visitor comes through lists
 * its websites, or, when it lists none, its company does: then only those origins. The server's
 * own origin (the hosted link page, the console's preview) always passes, and so does a caller
 * that sends no `Origin` (not a browser page: nothing for CORS to protect).
 *
 * The lists are read on every visitor call (a small indexed read beside the others a call makes),
 * so a change applies at once on every instance.
 */

/** What a visitor's call is about: the entry point or skill it names, or its conversation token. */
export type VisitorTarget = { entryPoint: number } | { skill: number } | { conversation: string | null };

/**
 * The company and entry point a target belongs to, as a one-row query (none when it does not
 * exist). A conversation token names a room, or while a bot still owns the conversation, its bot
 * session: the room first.
 */
function ownerOf(target: VisitorTarget) {
  if ('entryPoint' in target)
    return sql`select company_id, id as entry_point from integrations where id = ${target.entryPoint}`;
  if ('skill' in target)
    return sql`select company_id, null::integer as entry_point from skills where id = ${target.skill}`;
  const token = target.conversation;
  if (!token || token.length > 512) return null;
  const hash = hashToken(token);
  return sql`select company_id, entry_point from (
      select 1 as rank, company_id, integration_id as entry_point from rooms where guest_token_hash = ${hash}
      union all
      select 2, company_id, integration_id from bot_sessions where guest_token_hash = ${hash}
    ) owners order by rank limit 1`;
}

/**
 * The website origins a visitor's call is held to: the entry point's own list when it has one,
 * else its company's; empty when neither lists any (or the target is unknown: the call's own
 * answer then says so). One statement: every visitor call (a session, a resume, a socket) makes it.
 */
export async function websiteDomainsFor(db: Kysely<DB>, target: VisitorTarget): Promise<string[]> {
  const owner = ownerOf(target);
  if (!owner) return [];
  const { rows } = await sql<{ domains: string[] }>`
    select coalesce(
      (select integrations.website_domains from integrations
        where integrations.id = owner.entry_point and jsonb_array_length(integrations.website_domains) > 0),
      (select coalesce(jsonb_agg(website_domains.origin), '[]'::jsonb) from website_domains
        where website_domains.company_id = owner.company_id)
    ) as domains
    from (${owner}) owner`.execute(db);
  return rows[0]?.domains ?? [];
}

/**
 * Whether a page of `origin` may use the visitor side under `domains`: any page when the list is
 * empty, no `Origin` (not a page), one of the server's own origins, or a listed origin.
 */
export function websiteAllows(
  domains: readonly string[],
  origin: string | undefined,
  own: readonly string[],
): boolean {
  if (domains.length === 0 || !origin) return true;
  return own.includes(origin) || domains.includes(origin);
}

/** Whether the page that opened `request` may use the visitor side for `target`. */
export async function visitorOriginAllowed(
  ctx: Pick<Infrastructure, 'db' | 'config'>,
  request: FastifyRequest,
  target: VisitorTarget,
): Promise<{ allowed: boolean; listed: boolean }> {
  const domains = await websiteDomainsFor(ctx.db, target);
  const own = ourOrigins(request, ctx.config.publicUrl);
  return { allowed: websiteAllows(domains, request.headers.origin, own), listed: domains.length > 0 };
}

const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-max-age',
  'access-control-expose-headers',
];

/**
 * Holds a visitor's HTTP call to its website domains. Refused: `403 origin_not_allowed` with no
 * CORS headers, so the page cannot read anything. Allowed under a list: the answer names the
 * page's origin instead of `*` and varies on it, so a shared cache never hands it to another site.
 */
export async function guardVisitorOrigin(
  ctx: Pick<Infrastructure, 'db' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  target: VisitorTarget,
): Promise<void> {
  const { allowed, listed } = await visitorOriginAllowed(ctx, request, target);
  const origin = request.headers.origin;
  if (!allowed) {
    for (const header of CORS_HEADERS) reply.removeHeader(header);
    throw new HttpError(403, 'origin_not_allowed', 'This website may not use this chat.');
  }
  if (listed && origin) {
    reply.header('access-control-allow-origin', origin);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Origin` : 'Origin');
  }
}
