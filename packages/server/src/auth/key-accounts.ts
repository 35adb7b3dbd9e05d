import { KEY_ACCOUNT_TOKEN_PREFIX } from '@omnicanal/api';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { hashToken } from './tokens.ts';

/** A live key account, found by its token. */
export interface KeyAccountClient {
  keyAccountId: number;
  label: string;
}

/**
 * A key account reading one company's dashboards (issue 19 point 3): carried by the request
 * instead of `request.actor`, never by a console route.
 */
export interface DashboardViewer {
  keyAccountId: number;
  companyId: number;
}

/** Whether a bearer token is a key account's (its prefix), so a user's token is never looked up here. */
export const isKeyAccountToken = (token: string | null): token is string =>
  !!token && token.startsWith(KEY_ACCOUNT_TOKEN_PREFIX) && token.length <= 128;

/** The key account of a token, or null for an unknown or revoked one. */
export async function keyAccountOfToken(db: Kysely<DB>, token: string): Promise<KeyAccountClient | null> {
  if (!isKeyAccountToken(token)) return null;
  const row = await db
    .selectFrom('key_accounts')
    .select(['id', 'label'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? { keyAccountId: row.id, label: row.label } : null;
}

/** Whether a company granted its dashboards to a key account. */
export async function isGranted(db: Kysely<DB>, keyAccountId: number, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('key_account_grants')
    .select('company_id')
    .where('key_account_id', '=', keyAccountId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return !!row;
}
