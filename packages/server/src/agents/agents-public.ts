import type { PublicAgent } from '@omnicanal/api';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { bearerToken, userOfToken } from '../auth/guard.ts';
import type { DB } from '../db/schema.ts';
import { roomOfGuestToken } from '../guests/repo.ts';
import { notAuthenticated, notFound } from '../http/errors.ts';

/** Shown when an agent has no name: the email is not public. */
export const PUBLIC_AGENT_FALLBACK_NAME = 'Agent';

/**
 * The company a caller of a public call speaks for: a console user's, or the company of the
 * conversation a visitor's token belongs to. Anyone else is not authenticated.
 */
export async function callerCompany(db: Kysely<DB>, request: FastifyRequest): Promise<number> {
  const token = bearerToken(request);
  const user = await userOfToken(db, token);
  if (user) return user.company_id;
  const room = await roomOfGuestToken(db, token);
  if (room) return room.company_id;
  throw notAuthenticated();
}

/**
 * `GET /agents/public/{id}`: an agent of the caller's company by uuid, as a visitor may see them.
 * Agents of other companies (and invitations not yet accepted) do not exist for the caller.
 */
export async function publicAgent(db: Kysely<DB>, companyId: number, uuid: string): Promise<PublicAgent> {
  const row = await db
    .selectFrom('users')
    .select(['uuid', 'first_name', 'last_name'])
    .where('uuid', '=', uuid)
    .where('company_id', '=', companyId)
    .where('invitation_pending', '=', false)
    .executeTakeFirst();
  if (!row) throw notFound('agent');
  return {
    uuid: row.uuid,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`.trim() || PUBLIC_AGENT_FALLBACK_NAME,
    // The reference server keeps no avatars yet: the widget shows initials.
    avatar: null,
  };
}
