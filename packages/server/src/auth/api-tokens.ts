import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { hashToken } from './tokens.ts';

/** Public API tokens carry a prefix so that a leaked one is recognisable in logs and scanners. */
export const PUBLIC_API_TOKEN_PREFIX = 'ocp_';

/** Who a public API token speaks for: its company, the token's row and what it may do. */
export interface PublicApiClient {
  companyId: number;
  tokenId: number;
  /** The token's name, kept with each call for the audit. */
  label: string;
  scopes: readonly string[];
}

/**
 * The client of a public API token, or null for an unknown or revoked one (a revocation deletes
 * the row: the next call is refused). Marks the token as used so administrators can tell live
 * tokens from forgotten ones.
 */
export async function publicApiClient(db: Kysely<DB>, token: string): Promise<PublicApiClient | null> {
  if (!token.startsWith(PUBLIC_API_TOKEN_PREFIX) || token.length > 128) return null;
  const row = await db
    .updateTable('public_api_tokens')
    .set({ last_used_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .returning(['id', 'company_id', 'label', 'scopes'])
    .executeTakeFirst();
  return row ? { companyId: row.company_id, tokenId: row.id, label: row.label, scopes: row.scopes } : null;
}
