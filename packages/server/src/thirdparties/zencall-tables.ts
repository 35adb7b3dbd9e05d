import type { Generated } from 'kysely';
import type { CreatedAt } from '../db/columns.ts';

/** A callback launched from a room (0036_zencall). Composed into `DB` by db/schema.ts. */
export interface ZencallLaunchesTable {
  id: Generated<number>;
  company_id: number;
  account_id: number;
  room_uuid: string;
  agent_id: number | null;
  callback_id: string;
  phone: string;
  provider: string;
  launched_at: CreatedAt;
}
