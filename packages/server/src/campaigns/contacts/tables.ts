import type { AudienceFilters } from '@omnicanal/api';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, JsonNullable, WithDefault } from '../../db/columns.ts';

// The tables of audiences and their imports (0024_audiences). Composed into `DB` by db/schema.ts.

/** An audience (contact list, spec 002 §3); its live contacts are those of `generation`. */
export interface ContactListsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  /** The external_id kind of its contacts (PHONE_NUMBER, FACEBOOK_PSID, GBM_CONVERSATION_ID). */
  kind: string;
  language: string;
  source: string;
  origin: string;
  filters: JsonNullable<AudienceFilters>;
  /** The live generation of contacts; 0 before any. */
  generation: WithDefault<number>;
  /** The last generation handed to a fill (live, running or abandoned). */
  next_generation: WithDefault<number>;
  contacts_count: WithDefault<number>;
  extra_keys: ColumnType<string[], string | undefined, string>;
  /** An `sftp` audience's SFTP third-party account and CSV file (0039). */
  sftp_account_id: ColumnType<number | null, number | null | undefined, number | null>;
  sftp_path: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: WithDefault<Date | string>;
}

/** A contact of one generation of an audience, keyed by its (normalised) external_id. */
export interface ContactsTable {
  list_id: number;
  generation: number;
  external_id: string;
  language: string;
  email: string | null;
  phone: string | null;
  extra: Json<Record<string, string>>;
  /** Its line in the imported file, when it came from one. */
  line: number | null;
}

export type ContactImportStatus = 'running' | 'done' | 'failed';

/** An import into an audience, with its progress while it runs and its report after. */
export interface ContactImportsTable {
  id: Generated<number>;
  company_id: number;
  list_id: number;
  generation: number;
  status: WithDefault<ContactImportStatus>;
  file_name: string | null;
  bytes_read: WithDefault<number>;
  bytes_total: number | null;
  rows_read: WithDefault<number>;
  accepted: WithDefault<number>;
  rejected: WithDefault<number>;
  error_code: string | null;
  error_detail: string | null;
  error_line: number | null;
  started_at: CreatedAt;
  updated_at: WithDefault<Date | string>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A row an import refused: its line and why. */
export interface ContactImportRejectsTable {
  import_id: number;
  line: number;
  reason: string;
  value: string;
}

/** A campaign's audiences: an audience referenced here cannot be deleted (blocked_by_campaign). */
export interface CampaignContactListsTable {
  campaign_id: number;
  contact_list_id: number;
}
