import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, TimestampNullable, WithDefault } from '../db/columns.ts';

// The tables the guests service writes: visitors and the guests added to a conversation. Composed into
// `DB` by db/schema.ts.

export interface GuestsTable {
  id: Generated<number>;
  uuid: string;
  company_id: number;
  name: string;
  email: string | null;
  language: string | null;
  created_at: CreatedAt;
  blocked_at: TimestampNullable;
  /** Kept by agents in the detail panel (spec 000 §7 POST /guests/{guest}/info). */
  phone_number: ColumnType<string | null, string | null | undefined, string | null>;
  extra: ColumnType<Record<string, string>, string | undefined, string>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  /** The website's own id of an identified visitor (0018): one guest on every device. */
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A company's secret for signing its visitors' identity (0018); none while the feature is off. */
export interface VisitorIdentitySecretsTable {
  company_id: number;
  secret: string;
  /** When this secret was made: renewed with it. */
  created_at: WithDefault<Date>;
}

/** A guest an agent added to a conversation (0012); the room's own visitor is not repeated. */
export interface SessionGroupGuestsTable {
  session_group_id: string;
  company_id: number;
  guest_id: number;
  kind: string;
  /** Null once the agent who added the guest is deleted. */
  added_by: ColumnType<number | null, number | null, number | null>;
  created_at: CreatedAt;
}
