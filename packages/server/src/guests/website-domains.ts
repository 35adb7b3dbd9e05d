import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
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

/** The company and entry point a target belongs to, when it exists. */
async function ownerOf(
  db: Kysely<DB>,
  target: VisitorTarget,
): Promise<{ companyId: number; entryPoint: number | null } | null> {
  if ('entryPoint' in target) {
    const row = await db
      .selectFrom('integrations')
      .select('company_id')
      .where('id', '=', target.entryPoint)
      .executeTakeFirst();
    return row ? { companyId: row.company_id, entryPoint: target.entryPoint } : null;
  }
  if ('skill' in target) {
    const row = await db
      .selectFrom('skills')
      .select('company_id')
      .where('id', '=', target.skill)
      .executeTakeFirst();
    return row ? { companyId: row.company_id, entryPoint: null } : null;
  }
  const token = target.conversation;
  if (!token || token.length > 512) return null;
  const hash = hashToken(token);
  // A room, or while a bot still owns the conversation, its bot session.
  const row =
    (await db
      .selectFrom('rooms')
      .select(['company_id', 'integration_id'])
      .where('guest_token_hash', '=', hash)
      .executeTakeFirst()) ??
    (await db
      .selectFrom('bot_sessions')
      .select(['company_id', 'integration_id'])
      .where('guest_token_hash', '=', hash)
      .executeTakeFirst());
  return row ? { companyId: row.company_id, entryPoint: row.integration_id } : null;
}

/**
 * The website origins a visitor's call is held to: the entry point's own list when it has one,
 * else its company's; empty when neither lists any (or the target is unknown: the call's own
 * answer then says so).
 */
export async function websiteDomainsFor(db: Kysely<DB>, target: VisitorTarget): Promise<string[]> {
  const owner = await ownerOf(db, target);
  if (!owner) return [];
  if (owner.entryPoint !== null) {
    const entry = await db
      .selectFrom('integrations')
      .select('website_domains')
      .where('id', '=', owner.entryPoint)
      .executeTakeFirst();
    if (entry && (entry.website_domains ?? []).length > 0) return entry.website_domains;
  }
  const rows = await db
    .selectFrom('website_domains')
    .select('origin')
    .where('company_id', '=', owner.companyId)
    .execute();
  return rows.map((row) => row.origin);
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
