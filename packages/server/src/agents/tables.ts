import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, WithDefault } from '../db/columns.ts';

// The tables the agents service writes: contact reasons and the extra fields kept about guests. Composed
// into `DB` by db/schema.ts.

/** A contact reason (spec 002 §3); no skills means it applies to every skill. */
export interface ContactReasonsTable {
  id: Generated<number>;
  company_id: number;
  label: string;
  skills: Json<number[]>;
  subaccounts: Json<number[]>;
  created_at: CreatedAt;
}

/** The reasons given for a closed room (spec 000 §3 Contact reason event). */
export interface ContactReasonEventsTable {
  id: Generated<number>;
  company_id: number;
  room_uuid: string;
  /** Null once the agent who gave the reasons is deleted. */
  user_id: ColumnType<number | null, number, number | null>;
  comment: string;
  contact_reasons: Json<number[]>;
  labels: Json<string[]>;
  customer: number | null;
  created_at: CreatedAt;
}

/** The extra fields a company keeps about its guests (GET /extra-data-keys). */
export interface ExtraDataKeysTable {
  company_id: number;
  key: string;
  label: string;
  position: WithDefault<number>;
}
