import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** Agent tokens live 12 hours; the console refreshes them before that. */
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/** A masquerade token lives 30 minutes and is never refreshed: acting as someone else stays brief. */
export const MASQUERADE_TTL_MS = 30 * 60 * 1000;

/** 32 random bytes, base64url: what the client keeps. Only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedToken {
  token: string;
  expires_at: string;
}

export async function issueToken(db: Kysely<DB>, userId: number, now = new Date()): Promise<IssuedToken> {
  const token = newToken();
  const expires = new Date(now.getTime() + TOKEN_TTL_MS);
  await db
    .insertInto('auth_tokens')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: expires })
    .execute();
  return { token, expires_at: expires.toISOString() };
}

/** A token to act as `userId`, tied to the masquerade's audit row, short-lived and not refreshable. */
export async function issueMasqueradeToken(
  db: Kysely<DB>,
  userId: number,
  auditId: number,
  now = new Date(),
): Promise<IssuedToken> {
  const token = newToken();
  const expires = new Date(now.getTime() + MASQUERADE_TTL_MS);
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: expires,
      masquerade_audit_id: auditId,
    })
    .execute();
  return { token, expires_at: expires.toISOString() };
}

/** What a live token stands for. */
export interface TokenSession {
  userId: number;
  expiresAt: Date;
  /** The audit row of the masquerade that issued the token, or null for a sign-in's token. */
  masqueradeAuditId: number | null;
}

/** The session of a live token by its hash, or null for unknown and expired tokens. */
export async function sessionOfHash(db: Kysely<DB>, tokenHash: string): Promise<TokenSession | null> {
  const row = await db
    .selectFrom('auth_tokens')
    .select(['user_id', 'expires_at', 'masquerade_audit_id'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row
    ? { userId: row.user_id, expiresAt: row.expires_at, masqueradeAuditId: row.masquerade_audit_id }
    : null;
}

/** The session of a live token, or null for unknown and expired tokens. */
export function tokenSession(db: Kysely<DB>, token: string): Promise<TokenSession | null> {
  return sessionOfHash(db, hashToken(token));
}

/** The user id a live token speaks for, or null for unknown and expired tokens. */
export async function tokenUser(db: Kysely<DB>, token: string): Promise<number | null> {
  return (await tokenSession(db, token))?.userId ?? null;
}

/** Deletes a token; answers whether it existed. */
export async function revokeToken(db: Kysely<DB>, token: string): Promise<boolean> {
  const result = await db
    .deleteFrom('auth_tokens')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Swaps a live token for a new one in one transaction, so a refresh raced by another refresh of the
 * same token yields one new token, not two. A masquerade token is not refreshed: it ends on time.
 */
export async function refreshToken(db: Kysely<DB>, token: string): Promise<IssuedToken | null> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('auth_tokens')
      .where('token_hash', '=', hashToken(token))
      .where('expires_at', '>', new Date())
      .where('masquerade_audit_id', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    return removed ? issueToken(trx, removed.user_id) : null;
  });
}
