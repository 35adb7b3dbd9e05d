import type { CreatedAt, Json } from '../db/columns.ts';

// The company event log. Composed into `DB` by db/schema.ts.

export interface EventsTable {
  company_id: number;
  seq: number;
  kind: string;
  room_uuid: string | null;
  skill_id: number | null;
  agent_id: number | null;
  payload: Json<unknown>;
  created_at: CreatedAt;
}
