import type { ColumnType } from 'kysely';

// The statistics' roll-up (migration 0031). Composed into `DB` by db/schema.ts.

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
