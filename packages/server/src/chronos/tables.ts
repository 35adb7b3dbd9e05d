import type { Generated } from 'kysely';
import type { CreatedAt } from '../db/columns.ts';

// The table the chronos service writes. Composed into `DB` by db/schema.ts.

/** A schedule rule that chronos nodes route on. */
export interface ChronosRulesTable {
  id: Generated<number>;
  company_id: number;
  label: string;
  created_at: CreatedAt;
}
