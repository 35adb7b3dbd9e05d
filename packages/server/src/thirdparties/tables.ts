import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, TimestampNullable } from '../db/columns.ts';

// The third-party accounts' table (migration 0035). Composed into `DB` by db/schema.ts.

export interface ThirdpartyAccountsTable {
  id: Generated<number>;
  company_id: number;
  /** ai, callback, console, crm, mail, satisfaction, sftp, ticketing. */
  category: string;
  /** The provider: `sftp`, `zencall`, `pipedrive`… */
  kind: string;
  label: string;
  skills: Json<number[]>;
  /** The kind's public fields (an SFTP account: host, port, username). */
  settings: Json<Record<string, unknown>>;
  /** The kind's secret fields, each sealed with `sealSecret` (an SFTP account: password, if any). */
  secrets: Json<Record<string, string>>;
  /** The SFTP server's host key fingerprint an admin confirmed (`SHA256:…`). */
  sftp_host_key: ColumnType<string | null, string | null | undefined, string | null>;
  sftp_confirmed_at: TimestampNullable;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
