import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp, TimestampNullable, WithDefault } from '../db/columns.ts';

// The scheduled exports' tables (migration 0037). Composed into `DB` by db/schema.ts.

export interface ScheduledExportsTable {
  id: Generated<number>;
  company_id: number;
  label: string;
  is_active: WithDefault<boolean>;
  /** One of `EXPORT_KINDS` of `@omnicanal/core`. */
  kind: string;
  filename: string;
  recurrence_rule: string;
  account_id: number | null;
  sftp_path: WithDefault<string>;
  user_id: number | null;
  ticket_type: ColumnType<string | null, string | null | undefined, string | null>;
  /** The due instant the schedulers claim; null while inactive. */
  next_run_at: TimestampNullable;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ScheduledExportRunsTable {
  id: Generated<number>;
  export_id: number;
  company_id: number;
  /** `schedule` or `manual`. */
  trigger: string;
  /** `running`, `succeeded` or `failed`. */
  status: WithDefault<string>;
  started_at: Timestamp;
  finished_at: TimestampNullable;
  /** A running run whose lease has passed is due (new, or its instance died). */
  lease_until: Timestamp;
  attempts: WithDefault<number>;
  period_from: Timestamp;
  period_to: Timestamp;
  filename: ColumnType<string | null, string | null | undefined, string | null>;
  rows: ColumnType<number | null, number | null | undefined, number | null>;
  bytes: ColumnType<number | null, number | null | undefined, number | null>;
  error_code: ColumnType<string | null, string | null | undefined, string | null>;
}
