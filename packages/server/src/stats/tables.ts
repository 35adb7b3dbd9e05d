import type { ColumnType, Generated } from 'kysely';

// The statistics' roll-up (migration 0031) and the workchain runs they export (migration 0042).
// Composed into `DB` by db/schema.ts.

type Instant = ColumnType<Date | null, never, never>;

/**
 * Per room, its first and last visitor and agent messages and their counts: written only by the
 * `messages_room_stats` trigger, read by the dashboards.
 */
export interface RoomMessageStatsTable {
  room_uuid: ColumnType<string, never, never>;
  first_visitor: Instant;
  last_visitor: Instant;
  visitor_messages: ColumnType<number, never, never>;
  first_agent: Instant;
  last_agent: Instant;
  agent_messages: ColumnType<number, never, never>;
}

/** One run of a workchain for a conversation (migration 0042), written by the automation area. */
export interface WorkchainRunsTable {
  id: Generated<number>;
  company_id: number;
  workchain_id: string;
  /** Who the workchain belongs to, as `GET /workchains` filters it (`owner_type`). */
  owner_type: string;
  skill_id: number | null;
  /** The conversation (room uuid) it ran for. */
  room_uuid: string | null;
  status: string;
  started_at: Date;
  ended_at: Date | null;
}
