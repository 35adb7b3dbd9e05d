import type { CampaignInput } from '@omnicanal/api';
import type { CampaignStatus, RecipientStatus } from '@omnicanal/core';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, JsonNullable, TimestampNullable, WithDefault } from '../../db/columns.ts';

// The tables of campaigns and their recipients (0028_campaigns). Composed into `DB` by db/schema.ts.

export interface CampaignsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  type: string;
  template_id: number;
  fallback_template_id: number | null;
  entry_point_id: number | null;
  skill_id: number | null;
  /** Messages per hour; null: as fast as the channel takes them. */
  frequency: number | null;
  attempts: WithDefault<number>;
  /** Hours between two attempts. */
  attempt_delay: WithDefault<number>;
  send_count: number | null;
  /** The first send, a wall clock of `tzid`; null for a manual campaign. */
  dtstart: string | null;
  tzid: string;
  recurrence: JsonNullable<NonNullable<CampaignInput['recurrence']>>;
  variables: Json<CampaignInput['variables']>;
  audience_filters: Json<CampaignInput['audience_filters']>;
  console_visibility: WithDefault<boolean>;
  status: CampaignStatus;
  /** When the next send starts; claimed by the instance that starts it. */
  next_send_at: TimestampNullable;
  sends_done: WithDefault<number>;
  /** The columns of its variable file, the live generation of its values, the last one handed out. */
  extra_keys: ColumnType<string[], string | undefined, string>;
  extra_generation: WithDefault<number>;
  extra_next: WithDefault<number>;
  created_at: CreatedAt;
  updated_at: WithDefault<Date | string>;
}

/** A contact's values from the campaign's variable file, in one generation of it. */
export interface CampaignExtraDataTable {
  campaign_id: number;
  generation: number;
  external_id: string;
  variables: Json<Record<string, string>>;
}

/** One contact of one send of a campaign. */
export interface CampaignRecipientsTable {
  id: Generated<number>;
  campaign_id: number;
  company_id: number;
  send: number;
  external_id: string;
  language: string;
  /** The contact's variables when the send started (its message is written with them). */
  variables: Json<Record<string, string>>;
  status: WithDefault<RecipientStatus>;
  attempts: WithDefault<number>;
  /** When it is handed to the channel (again); null once it is. */
  due_at: TimestampNullable;
  channel_message_id: number | null;
  error_code: string | null;
  /** When it was first handed to the channel, and when the contact answered (the statistics' times). */
  sent_at: TimestampNullable;
  replied_at: TimestampNullable;
  updated_at: WithDefault<Date | string>;
}
