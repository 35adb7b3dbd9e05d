import type { RichContent } from '@omnicanal/api';
import type { Generated } from 'kysely';
import type { CreatedAt, JsonNullable, TimestampNullable, WithDefault } from '../db/columns.ts';
import type { OutboundTemplate } from './providers/provider.ts';

// The tables the channels write (0021_channels). Composed into `DB` by db/schema.ts.

/** A contact of a channel (a phone number, a chat id) is one guest of the company. */
export interface ChannelContactsTable {
  channel_id: number;
  address: string;
  guest_id: number;
  created_at: CreatedAt;
}

/** Direction of a message crossing a channel. */
export type ChannelDirection = 'in' | 'out';

/**
 * Delivery of an outbound message: `queued` (waiting for its turn or a retry), `sent` (the provider
 * took it), `delivered` (it reached the contact), `read` (the contact opened it), `failed` (given up,
 * `error_code` says why).
 * Inbound messages are `received`.
 */
export type DeliveryStatus = 'received' | 'queued' | 'sent' | 'delivered' | 'read' | 'failed';

/** One message crossing a channel, in either direction; outbound rows are the outbox's jobs. */
export interface ChannelMessagesTable {
  id: Generated<number>;
  company_id: number;
  channel_id: number;
  direction: ChannelDirection;
  room_uuid: string | null;
  message_uuid: string | null;
  /** The provider's id of the message: unique per channel and direction, so a retry stores nothing. */
  provider_message_id: string | null;
  /** The contact's address on the channel. */
  address: string;
  status: DeliveryStatus;
  error_code: string | null;
  attempts: WithDefault<number>;
  /** When the outbox should (re)try it; null once nothing is left to do. */
  due_at: TimestampNullable;
  /** What a message without a room says (a campaign's, 0028); others are read from their room. */
  content: JsonNullable<RichContent>;
  /** The approved template it goes as, when it is one (0038); its text is in `content` or the room. */
  template: JsonNullable<OutboundTemplate>;
  created_at: CreatedAt;
  updated_at: WithDefault<Date | string>;
}
