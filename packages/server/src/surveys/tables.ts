import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from '../db/columns.ts';

// The surveys' tables (migrations 0026, 0039). Composed into `DB` by db/schema.ts.

export interface SurveysTable {
  id: Generated<number>;
  company_id: number;
  label: string;
  text: string;
  /** '' : our hosted survey page. */
  url: ColumnType<string, string | undefined, string>;
  force_send: ColumnType<boolean, boolean | undefined, boolean>;
  skills: Json<number[]>;
  subaccounts: Json<number[]>;
  /** The satisfaction third-party account whose survey link it sends (0039); null: `url` or our page. */
  account_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

/** A survey sent at a conversation's close, answered at most once. */
export interface SurveyInvitationsTable {
  id: Generated<number>;
  company_id: number;
  survey_id: number | null;
  room_uuid: string;
  token_hash: string;
  created_at: CreatedAt;
  answered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  sat: ColumnType<number | null, number | null | undefined, number | null>;
  nps: ColumnType<number | null, number | null | undefined, number | null>;
  comment: ColumnType<string | null, string | null | undefined, string | null>;
  /** The satisfaction account whose link it sent (0039); its signed endpoint takes the answer. */
  account_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The provider that made the link (`goodays`, `qemotion`); null: our page or the survey's url. */
  provider: ColumnType<string | null, string | null | undefined, string | null>;
}
