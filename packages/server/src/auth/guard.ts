import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { findUserById, type UserRow } from '../core/repo.ts';
import type { DB } from '../db/schema.ts';
import { tokenUser } from './tokens.ts';

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The token of a socket's `?token=` query (spec 000 §7: browsers cannot set headers on a
 * WebSocket), or null when absent or repeated.
 */
export function queryToken(request: FastifyRequest): string | null {
  const query: unknown = request.query;
  if (typeof query !== 'object' || query === null || !('token' in query)) return null;
  return typeof query.token === 'string' ? query.token : null;
}

/** The user of a live token, or null. */
export async function userOfToken(db: Kysely<DB>, token: string | null): Promise<UserRow | null> {
  if (!token || token.length > 512) return null;
  const userId = await tokenUser(db, token);
  return userId === null ? null : ((await findUserById(db, userId)) ?? null);
}
