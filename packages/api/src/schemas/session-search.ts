import * as v from 'valibot';
import { INT4_MAX, maybe } from './common.ts';
import type { RichContent } from './message.ts';

/** Most sessions one search page returns. */
export const SESSION_SEARCH_MAX_LIMIT = 50;

/** States a search can filter on; `auto_closed` is searched as `closed` (spec 000 §3). */
export const SESSION_SEARCH_STATES = [
  'waiting',
  'running',
  'late',
  'closed',
  'auto_closed',
  'transferred',
  'requeued',
] as const;
export type SessionSearchState = (typeof SESSION_SEARCH_STATES)[number];

const Instant = v.pipe(v.string(), v.isoTimestamp());

/**
 * Body of `POST /api/guests/sessions/search`: free text over the visitor's name, email and the
 * messages, a state, a skill, an agent (uuid), a creation range, and the page.
 */
export const SessionSearchRequest = v.object({
  query: maybe(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  state: maybe(v.picklist(SESSION_SEARCH_STATES)),
  skill: maybe(v.pipe(v.number(), v.integer(), v.minValue(1))),
  agent: maybe(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
  dt_gt: maybe(Instant),
  dt_lt: maybe(Instant),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(INT4_MAX)), 0),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SESSION_SEARCH_MAX_LIMIT)), 20),
});
export type SessionSearchRequest = v.InferInput<typeof SessionSearchRequest>;

/** An agent as a search result names them. */
export interface SessionAgent {
  uuid: string;
  full_name: string;
}

/** A session search result of spec 000 §3 (`id` is the room uuid). */
export interface SessionSearchResult {
  id: string;
  state: 'waiting' | 'running' | 'late' | 'closed' | 'transferred' | 'requeued';
  agent: SessionAgent | null;
  transferred_agent: SessionAgent | null;
  created_at: string;
  guest_full_name: string;
  guest_username: string | null;
  guest_idle: boolean;
  last_message: { rich_content: RichContent; created_at: string } | null;
  last_waiting_time: string | null;
  unread_message_count: number;
  skill: { id: number; label: string; alert_short_late: boolean };
  origin: string | null;
}

export interface SessionSearchResponse {
  sessions: SessionSearchResult[];
  total_sessions: number;
  has_more: boolean;
}
