import type { ColumnType } from 'kysely';
import type { CreatedAt, Json, TimestampNullable } from '../db/columns.ts';

// The table the smartcoaching service writes. Composed into `DB` by db/schema.ts.

/** Suggestions offered for one visitor message, and the one the agent used. */
export interface SmartcoachingEventsTable {
  id: string;
  company_id: number;
  room_uuid: string;
  message_event: string;
  /** Null once the agent is deleted. */
  user_id: ColumnType<number | null, number, number | null>;
  text: string;
  provider: string;
  suggestions: Json<{ text: string; index: number }[]>;
  final_text: string | null;
  response_index: number | null;
  created_at: CreatedAt;
  responded_at: TimestampNullable;
}
