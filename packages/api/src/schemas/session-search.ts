import * as v from 'valibot';
import { INT4_MAX, maybe, RowId } from './common.ts';
import { RichContent } from './message.ts';

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
  skill: maybe(RowId),
  agent: maybe(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
  dt_gt: maybe(Instant),
  dt_lt: maybe(Instant),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(INT4_MAX)), 0),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SESSION_SEARCH_MAX_LIMIT)), 20),
});
export type SessionSearchRequest = v.InferInput<typeof SessionSearchRequest>;

/** An agent as a search result names them. */
export const SessionAgent = v.object({ uuid: v.string(), full_name: v.string() });
export type SessionAgent = v.InferOutput<typeof SessionAgent>;

/** A session search result of spec 000 §3 (`id` is the room uuid). */
export const SessionSearchResult = v.object({
  id: v.string(),
  state: v.picklist(['waiting', 'running', 'late', 'closed', 'transferred', 'requeued']),
  agent: v.nullable(SessionAgent),
  transferred_agent: v.nullable(SessionAgent),
  created_at: v.string(),
  guest_full_name: v.string(),
  guest_username: v.nullable(v.string()),
  guest_idle: v.boolean(),
  last_message: v.nullable(v.object({ rich_content: RichContent, created_at: v.string() })),
  last_waiting_time: v.nullable(v.string()),
  unread_message_count: v.number(),
  skill: v.object({ id: v.number(), label: v.string(), alert_short_late: v.boolean() }),
  origin: v.nullable(v.string()),
});
export type SessionSearchResult = v.InferOutput<typeof SessionSearchResult>;

/** Answer of `POST /api/guests/sessions/search`: a page of results and how many match in all. */
export const SessionSearchResponse = v.object({
  sessions: v.array(SessionSearchResult),
  total_sessions: v.number(),
  has_more: v.boolean(),
});
export type SessionSearchResponse = v.InferOutput<typeof SessionSearchResponse>;
