import * as v from 'valibot';
import { GuestBotState } from './bot-prompt.ts';
import { INT4_MAX, maybe, RowId } from './common.ts';
import { Message } from './message.ts';
import { Room } from './room.ts';
import { GuestWebivr, WebivrHandOff } from './webivr-visitor.ts';

const Name = v.pipe(v.string(), v.trim(), v.maxLength(128));

/** POST /api/guests/sessions: a visitor opens a web-chat conversation for a skill. */
export const OpenGuestSession = v.object({
  skill: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INT4_MAX)),
  /**
   * The entry point the widget opens through: its skill wins over `skill`, and its rules apply (IP
   * lists, max open events per session, session TTL), and its web tree is where the skill's bot starts.
   */
  entry_point: maybe(RowId),
  name: maybe(Name),
  email: maybe(v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254))),
  language: maybe(v.pipe(v.string(), v.maxLength(16))),
  /**
   * Who the website says its signed-in visitor is: a JWT it signed (HS256) with the company's
   * visitor identification secret. Checked by the server; a refused one opens nothing.
   */
  identity: maybe(v.pipe(v.string(), v.maxLength(4096))),
  /**
   * Extra data about the visitor from the website, by the company's extra data keys (`GET
   * /extra-data-keys`); keys the company does not define are ignored.
   */
  extra: maybe(
    v.pipe(
      v.record(v.pipe(v.string(), v.maxLength(64)), v.pipe(v.string(), v.trim(), v.maxLength(1000))),
      v.check((extra) => Object.keys(extra).length <= 50, 'too_many'),
    ),
  ),
  /**
   * A hand-off from the web IVR menu: its messaging node's skill answers (over the entry point's),
   * and the path the visitor took is kept with the room for the agents.
   */
  webivr: maybe(WebivrHandOff),
});
export type OpenGuestSession = v.InferOutput<typeof OpenGuestSession>;

/**
 * What the visitor keeps to reconnect: the guest token speaks for this conversation only. `bot` is
 * there while a bot owns the conversation (no agent's room yet: the visitor is told `waiting`) and
 * says what the bot waits on.
 */
export const GuestSession = v.object({
  token: v.string(),
  room: v.pick(Room, ['uuid', 'status']),
  skill: v.object({ id: v.number(), name: v.string() }),
  messages: v.array(Message),
  last_seq: v.number(),
  bot: maybe(GuestBotState),
});
export type GuestSession = v.InferOutput<typeof GuestSession>;

/** GET /api/guests/widget: which skill's widget to show. */
const QueryId = (name: string) =>
  v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, name), v.transform(Number)));

/**
 * `GET /api/guests/widget?skill=<id>` or `?entry_point=<id>`: one of the two (an entry point
 * speaks for its skill, and its own customisation wins).
 */
export const GuestWidgetQuery = v.pipe(
  v.object({ skill: QueryId('skill'), entry_point: QueryId('entry_point') }),
  v.check((query) => query.skill !== undefined || query.entry_point !== undefined, 'skill'),
);
export type GuestWidgetQuery = v.InferOutput<typeof GuestWidgetQuery>;

/**
 * What `<oc-web-chat>` needs before a conversation exists, readable by anyone (the page embedding
 * it is public): the skill's web chat and widget customisation (spec 002 §2–§3) merged into one
 * appearance, and the skill's messages a visitor may be shown. Nothing about agents or the company
 * beyond what the widget displays.
 */
export const GuestWidget = v.object({
  skill: v.object({ id: v.number(), name: v.string() }),
  /** Whether someone can answer now; the widget shows the skill's message of the same name. */
  availability: v.picklist(['online', 'offline', 'pause', 'full']),
  appearance: v.object({
    color: v.string(),
    logo: v.nullable(v.string()),
    company_name: v.string(),
    punchline: v.string(),
    title: v.string(),
    subtitle: v.string(),
    position: v.picklist(['left', 'right']),
    offset_x: v.number(),
    offset_y: v.number(),
    version: v.picklist([1, 2]),
    cta_text: v.string(),
    force_cta_display: v.boolean(),
    auto_open_delay: v.nullable(v.number()),
    /** The "powered by Omnicanal" line under the panel. */
    powered_by: v.boolean(),
    /** The answering agent's name and picture shown to the visitor. */
    show_agents: v.boolean(),
    /** The pre-chat step asks the email as well as the name. */
    ask_email: v.boolean(),
  }),
  /** The published web IVR the entry point opens: the widget shows its menu before the chat. */
  webivr: maybe(GuestWebivr),
  messages: v.object({
    welcome: v.string(),
    waiting: v.string(),
    online: v.string(),
    offline: v.string(),
    full: v.string(),
    pause: v.string(),
    takeover: v.string(),
  }),
});
export type GuestWidget = v.InferOutput<typeof GuestWidget>;

/**
 * `POST /api/guests/history`: an identified visitor asks for their earlier conversations with the
 * skill's company. The website's signed identity is the visitor's proof; without one there is no
 * history to read (an anonymous visitor has only their current conversation).
 */
export const GuestHistoryQuery = v.object({
  skill: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INT4_MAX)),
  identity: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
});
export type GuestHistoryQuery = v.InferOutput<typeof GuestHistoryQuery>;

/** One earlier, closed conversation as the visitor's list shows it: when it ended and how. */
export const GuestPastConversation = v.object({
  uuid: v.string(),
  closed_at: v.nullable(v.string()),
  /** The text of its last visitor, agent or bot line (null when none was text). */
  last_message: v.nullable(v.string()),
});
export type GuestPastConversation = v.InferOutput<typeof GuestPastConversation>;

/** The identified visitor's earlier conversations, newest first. */
export const GuestHistory = v.object({ conversations: v.array(GuestPastConversation) });
export type GuestHistory = v.InferOutput<typeof GuestHistory>;
