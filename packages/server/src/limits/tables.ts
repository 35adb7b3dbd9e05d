import type { Timestamp } from '../db/columns.ts';

/** One rate-limit counter: `hits` within the window that ends at `reset_at`. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: Timestamp;
}
