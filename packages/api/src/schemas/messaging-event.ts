import * as v from 'valibot';

/** The session event kinds of spec 000 §3, plus the taking over that the room log also records. */
export const MESSAGING_EVENT_KINDS = [
  'session_taken',
  'session_closed',
  'session_auto_closed',
  'session_transferred_agent',
  'session_transferred_skill',
  'workchains_smartcoaching_message',
] as const;
export type MessagingEventKind = (typeof MESSAGING_EVENT_KINDS)[number];

/**
 * Spec 002 §9: session events come 50 a page for a guest's events and 10 a page in the room
 * detail (spec 000 §7: "page_size 10 with cutoff_datetime, kinds, ordering desc"). 50 is the
 * default and the most a page holds.
 */
export const MESSAGING_EVENTS_PAGE_SIZE = 50;
export const MESSAGING_EVENTS_DETAIL_PAGE_SIZE = 10;

export const MESSAGING_EVENTS_ORDERINGS = ['asc', 'desc'] as const;

const Kind = v.picklist(MESSAGING_EVENT_KINDS, 'invalid_field');
const Uuid = v.pipe(v.string('invalid_field'), v.uuid('invalid_field'));

/**
 * `GET /api/guests/guests/messaging-events` query: the events of one guest (`guest`), of one
 * session (`session`), or one event (`id`, usually with page_size 1). Exactly one of the three.
 * `kinds` repeats in the query string (spec 000 §7: arrays are multi-value); `cutoff_datetime`
 * keeps the events strictly before it, so the next page starts where the last one ended.
 */
export const MessagingEventsQuery = v.pipe(
  v.object({
    guest: v.optional(Uuid),
    session: v.optional(Uuid),
    id: v.optional(Uuid),
    page_size: v.pipe(
      v.optional(v.string(), String(MESSAGING_EVENTS_PAGE_SIZE)),
      v.transform(Number),
      v.integer('invalid_field'),
      v.minValue(1, 'invalid_field'),
      v.maxValue(MESSAGING_EVENTS_PAGE_SIZE, 'invalid_field'),
    ),
    cutoff_datetime: v.optional(v.pipe(v.string(), v.isoTimestamp('invalid_field'))),
    kinds: v.optional(
      v.pipe(
        v.union([Kind, v.array(Kind)], 'invalid_field'),
        v.transform((kinds) => (Array.isArray(kinds) ? kinds : [kinds])),
      ),
    ),
    ordering: v.optional(v.picklist(MESSAGING_EVENTS_ORDERINGS, 'invalid_field'), 'desc'),
  }),
  v.check((q) => [q.guest, q.session, q.id].filter(Boolean).length === 1, 'one_of_guest_session_id_required'),
);
export type MessagingEventsQuery = v.InferOutput<typeof MessagingEventsQuery>;
/** What a caller passes: the query before the server's defaults and conversions. */
export type MessagingEventsParams = {
  guest?: string;
  session?: string;
  id?: string;
  page_size?: number;
  cutoff_datetime?: string;
  kinds?: readonly MessagingEventKind[];
  ordering?: (typeof MESSAGING_EVENTS_ORDERINGS)[number];
};

/** One event of a session's log: what happened, in which session, by whom, when. */
export const MessagingEvent = v.object({
  id: v.string(),
  kind: v.picklist(MESSAGING_EVENT_KINDS),
  session_id: v.string(),
  session_group_id: v.string(),
  guest_id: v.string(),
  skill_id: v.number(),
  author: v.nullable(v.object({ uuid: v.nullable(v.string()), name: v.string() })),
  created_at: v.string(),
});
export type MessagingEvent = v.InferOutput<typeof MessagingEvent>;

export const MessagingEventsPage = v.object({
  events: v.array(MessagingEvent),
  has_more: v.boolean(),
});
export type MessagingEventsPage = v.InferOutput<typeof MessagingEventsPage>;
