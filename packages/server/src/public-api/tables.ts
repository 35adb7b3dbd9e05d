import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../db/columns.ts';

// The public API's own table. Composed into `DB` by db/schema.ts.

/** One call made with a public API token, kept for the company's audit (its token may be gone since). */
export interface PublicApiCallsTable {
  id: Generated<number>;
  company_id: number;
  token_id: number | null;
  method: string;
  path: string;
  status: number;
  at: CreatedAt;
  /** The scope the route needed; null for calls kept before migration 0043. */
  scope: ColumnType<string | null, string | null | undefined, string | null>;
  /** The token's name at the time of the call (kept after a revocation deletes the token). */
  token_label: ColumnType<string | null, string | null | undefined, string | null>;
}
