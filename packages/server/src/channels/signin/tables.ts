import type { SigninAccount } from '@omnicanal/api';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, JsonNullable, Timestamp, TimestampNullable, WithDefault } from '../../db/columns.ts';

/** A sign-in to a channel provider under way or done (0041_channel_signins). */
export interface ChannelSigninsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  provider: string;
  kind: string;
  /** The state's hash: the state itself is only in the admin's URL. */
  state_hash: string;
  /** The local provider's code, by hash, once its page answered. */
  code_hash: string | null;
  /** The accounts the admin left ticked on the local page. */
  granted: JsonNullable<string[]>;
  /** The admin refused on the local page. */
  refused: WithDefault<boolean>;
  expires_at: Timestamp;
  /** Set when exchanged: a state works once. */
  used_at: TimestampNullable;
  /** The accounts the exchange found (without their credentials). */
  accounts: JsonNullable<SigninAccount[]>;
  /** Account id -> sealed credential, once exchanged (channels/secrets.ts). */
  credentials: ColumnType<Record<string, string>, string | undefined, string>;
  /** When a channel took one of the accounts (claimed before the save): a sign-in connects one channel. */
  connected_at: TimestampNullable;
  /** That channel, once saved. */
  channel_id: number | null;
  created_at: CreatedAt;
}
