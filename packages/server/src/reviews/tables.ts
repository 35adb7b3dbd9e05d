import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, TimestampNullable, WithDefault } from '../db/columns.ts';

/**
 * One review a customer left on a reviews platform (Google, Trustpilot), as the reviews channels
 * bring them in (migration 0046): its rating, who answered it and when. The reviews dashboards
 * (second stats service, `/reviews/dashboard/*`) read it. Composed into `DB` by db/schema.ts.
 */
export interface ReviewsTable {
  id: Generated<number>;
  company_id: number;
  /** The reviews channel it came through; null once that channel is deleted. */
  channel_id: number | null;
  /** `google` or `trustpilot` (REVIEW_PLATFORMS in core). */
  platform: string;
  /** The platform's own id of the review: one row per review, whatever the number of syncs. */
  external_id: string;
  /** Stars, 1 to 5. */
  rating: number;
  author: string;
  body: string;
  /** `waiting` (no answer yet), `answered` or `ignored` (REVIEW_STATUSES in core). */
  status: WithDefault<string>;
  /** The agent who answered or set it aside. */
  agent_id: number | null;
  received_at: ColumnType<Date, Date | string, Date | string>;
  answered_at: TimestampNullable;
  created_at: CreatedAt;
}
