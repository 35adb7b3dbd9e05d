import type { Generated } from 'kysely';
import type { CreatedAt, TimestampNullable } from '../../db/columns.ts';

// Key accounts (migration 0033). Composed into `DB` by db/schema.ts.

/** A key account: a dashboards viewer outside the rank table; only its token's hash is kept. */
export interface KeyAccountsTable {
  id: Generated<number>;
  label: string;
  token_hash: string;
  /** The company whose owner made it (null once that company is deleted). */
  created_by_company: number | null;
  created_at: CreatedAt;
  /** Set when the key account is closed: its token is refused from then on. */
  revoked_at: TimestampNullable;
}

/** A company whose dashboards a key account may read. */
export interface KeyAccountGrantsTable {
  key_account_id: number;
  company_id: number;
  granted_at: CreatedAt;
}
