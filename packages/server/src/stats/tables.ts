import type { ColumnType, Generated } from 'kysely';

// The statistics' roll-ups (migrations 0031 and 0047) and the workchain runs they export (migration 0042).
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

/** A company's past local day whose conversation sums are kept (migration 0047, `stats/days.ts`). */
export interface StatsDaysTable {
  company_id: number;
  zone: string;
  starts_at: Date;
  ends_at: Date;
  state: 'computing' | 'ready' | 'stale';
  version: Generated<number>;
  computed_at: Date;
  valid_until: Date | null;
}

/** A day's sums for one skill, channel and agent (`DaySums` in `stats/days.ts`). */
export interface StatsDayGroupsTable {
  company_id: number;
  zone: string;
  starts_at: Date;
  skill_id: number | null;
  channel: string;
  agent_id: number | null;
  n: number;
  handled: number;
  closed: number;
  late: number;
  waiting_sum: number;
  waiting_n: number;
  fr_sum: number;
  fr_n: number;
  run_sum: number;
  run_n: number;
  sat_sum: number;
  sat_n: number;
  nps_n: number;
  promoters: number;
  detractors: number;
  visitor_messages: number;
  agent_messages: number;
  closed_here: number;
  /** The group's conversations per contact reason given (reason id → conversations). */
  reasons: string;
}

/** When a company's past year of days is next kept ahead of its readers (`stats/days-keeper.ts`). */
export interface StatsDaysRunsTable {
  company_id: number;
  next_at: Date;
}
