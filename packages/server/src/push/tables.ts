import type { ColumnType } from 'kysely';

// The table the push service writes. Composed into `DB` by db/schema.ts.

/** A mobile device's push registration (0011); no push sender exists yet, so it is only recorded. */
export interface PushRegistrationsTable {
  token: string;
  user_id: number;
  kind: string;
  activated: boolean;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
