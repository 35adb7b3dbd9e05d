import type { WireBot } from '@omnicanal/api';
import type { ColumnType } from 'kysely';
import type { Json } from '../db/columns.ts';

// The table the bot service writes. Composed into `DB` by db/schema.ts.

/** A bot in its wire form (spec 001 §3), keyed by skill and bot id. */
export interface BotsTable {
  company_id: number;
  skill_id: number;
  bot_id: string;
  data: Json<WireBot>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
