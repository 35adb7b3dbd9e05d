import type { RichContent } from '@omnicanal/api';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, JsonNullable, Timestamp, TimestampNullable } from '../../db/columns.ts';
import type { StoredWalk } from './state.ts';

// The tables of the bot runtime (migration 0017). Composed into `DB` by db/schema.ts.

/** Who owns a visitor's conversation: the bot, or (after the hand-off) the room engine. */
export type BotOwner = 'bot' | 'queue';

/** A conversation while a bot owns it; its uuid is the room's once handed off. */
export interface BotSessionsTable {
  uuid: string;
  company_id: number;
  skill_id: number;
  guest_id: number;
  bot_id: string;
  channel: string;
  guest_token_hash: string;
  session_group_integer_id: number;
  infos: Json<Record<string, unknown>>;
  owner: BotOwner;
  state: Json<StoredWalk>;
  created_at: CreatedAt;
  handed_off_at: TimestampNullable;
  /** The entry point the conversation came through (migration 0020), if any. */
  integration_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the bot, waiting on the visitor, gives up and closes the conversation (null: not waiting). */
  expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The channel a contact wrote on (migration 0025); null for the web chat. */
  channel_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Who a step speaks for in the transcript. */
export type StepAuthor = 'bot' | 'visitor' | 'system';

/**
 * One step of a bot conversation: a node run (its action), the visitor's answer to the node it
 * waited on, or the hand-off. `content` and `event` are set when the visitor saw something: the
 * transcript the agent receives is made of them, under the same message ids.
 */
export interface BotStepsTable {
  id: Generated<number>;
  session: string;
  company_id: number;
  bot: string;
  tree: string | null;
  node: string | null;
  action: string;
  at: Timestamp;
  answer: string | null;
  author: StepAuthor;
  content: JsonNullable<RichContent>;
  event: string | null;
  client_id: string | null;
}
