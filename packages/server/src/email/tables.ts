import type { Generated } from 'kysely';
import type { CreatedAt } from '../db/columns.ts';

// The local outbox provider's table. Composed into `DB` by db/schema.ts.

/** A mail kept by the local outbox provider instead of being sent. */
export interface OutboxTable {
  id: Generated<number>;
  company_id: number | null;
  to_email: string;
  subject: string;
  body: string;
  language: string;
  created_at: CreatedAt;
}
