import type { InvitationKind } from '@omnicanal/api';
import type { CreatedAt, Timestamp } from '../db/columns.ts';

// The table the cobrowse service writes. Composed into `DB` by db/schema.ts.

/** A co-browsing or video invitation sent into a room; only the token's hash is kept. */
export interface InvitationsTable {
  token_hash: string;
  company_id: number;
  room_uuid: string;
  /** Only the invitation kinds of the contract are ever written (the body is checked). */
  kind: InvitationKind;
  created_by: number;
  expires_at: Timestamp;
  created_at: CreatedAt;
}
