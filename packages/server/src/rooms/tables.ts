import type { ColumnType } from 'kysely';
import type {
  CreatedAt,
  Json,
  JsonNullable,
  Timestamp,
  TimestampNullable,
  WithDefault,
} from '../db/columns.ts';

// The tables of the room engine: rooms, their messages, configuration, timers and agent presence. Composed
// into `DB` by db/schema.ts.

export interface RoomsTable {
  uuid: string;
  company_id: number;
  skill_id: number;
  guest_id: number;
  status: string;
  previous_status: string | null;
  agent_id: number | null;
  guest_token_hash: string;
  infos: Json<Record<string, unknown>>;
  session_group_integer_id: number;
  session_group_id: string;
  unread_msg: WithDefault<number>;
  list_time: Timestamp;
  last_running: TimestampNullable;
  last_waiting: TimestampNullable;
  last_closed: TimestampNullable;
  last_transferred: TimestampNullable;
  session_guest_idle: WithDefault<boolean>;
  close_extras: JsonNullable<Record<string, unknown>>;
  /** The channel a room came through (0021_channels); null for the web chat. */
  channel_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  /** The entry point the visitor's conversation came through (migration 0020), if any. */
  integration_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface MessagesTable {
  uuid: string;
  room_uuid: string;
  company_id: number;
  /** The company event seq of the `message` event that announced it: the total order of a room. */
  seq: number;
  kind: string;
  rich_content: Json<Record<string, unknown>>;
  author: JsonNullable<{ uuid?: string | null; name: string }>;
  client_id: string | null;
  created_at: CreatedAt;
}

export interface RoomConfigurationsTable {
  company_id: number;
  settings: Json<unknown>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RoomTimersTable {
  room_uuid: string;
  kind: string;
  due_at: Timestamp;
}

/** One open agents socket, kept fresh by its instance's heartbeat (presence, spec 000 §4). */
export interface AgentPresenceTable {
  socket_id: string;
  user_id: number;
  seen_at: Timestamp;
}

/** The last room number of each company (0049): conversations are numbered per company. */
export interface RoomCountersTable {
  company_id: number;
  room_seq: number;
}
