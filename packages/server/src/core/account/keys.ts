import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashToken } from '../../auth/tokens.ts';
import type { DB } from '../../db/schema.ts';

/** Keys mailed to a user, each for one purpose. */
export type KeyKind = 'email_confirm' | 'password_reset' | 'invitation';

/** Email confirmation links work 3 days; password reset links 1 hour; agent invitations 7 days. */
export const KEY_TTL_MS: Readonly<Record<KeyKind, number>> = {
  email_confirm: 3 * 24 * 60 * 60_000,
  password_reset: 60 * 60_000,
  invitation: 7 * 24 * 60 * 60_000,
};

/**
 * A new key for a user, replacing the earlier ones of the same kind so only the latest link works.
 * Only the SHA-256 of the key is stored.
 */
export async function issueKey(
  db: Kysely<DB>,
  userId: number,
  email: string,
  kind: KeyKind,
  now: number,
): Promise<string> {
  const key = randomBytes(24).toString('base64url');
  await db.deleteFrom('account_keys').where('user_id', '=', userId).where('kind', '=', kind).execute();
  await db
    .insertInto('account_keys')
    .values({
      key_hash: hashToken(key),
      user_id: userId,
      kind,
      email,
      expires_at: new Date(now + KEY_TTL_MS[kind]),
    })
    .execute();
  return key;
}

export interface KeyRow {
  userId: number;
  email: string;
  expired: boolean;
}

/** The key's row whatever its age, or null when unknown. */
export async function findKey(
  db: Kysely<DB>,
  key: string,
  kind: KeyKind,
  now: number,
): Promise<KeyRow | null> {
  const row = await db
    .selectFrom('account_keys')
    .select(['user_id', 'email', 'expires_at'])
    .where('key_hash', '=', hashToken(key))
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? { userId: row.user_id, email: row.email, expired: row.expires_at.getTime() <= now } : null;
}

/**
 * Deletes a live key of a user and answers it, or null when it is unknown, someone else's, expired
 * or already used.
 * The delete is the claim: two uses racing each other cannot both win.
 */
export async function consumeKey(
  db: Kysely<DB>,
  key: string,
  kind: KeyKind,
  now: number,
  userId: number,
): Promise<{ userId: number; email: string } | null> {
  const row = await db
    .deleteFrom('account_keys')
    .where('key_hash', '=', hashToken(key))
    .where('kind', '=', kind)
    .where('user_id', '=', userId)
    .where('expires_at', '>', new Date(now))
    .returning(['user_id', 'email'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, email: row.email } : null;
}
