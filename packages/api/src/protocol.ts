import { ROOM_LISTS } from '@omnicanal/core';
import * as v from 'valibot';
import { type AgentSettings, type PauseEventData, SettingsUpdate } from './schemas/agent-status.ts';
import type { BotPrompt } from './schemas/bot-prompt.ts';
import { maybe, RowId, Whole } from './schemas/common.ts';
import { ROOM_EVENT_KINDS } from './schemas/invitation.ts';
import { AgentRichContent, ClientId, type DeliveryChange, Message, RichContent } from './schemas/message.ts';
import { Room } from './schemas/room.ts';
import { ANSWER_KINDS } from './schemas/room-event-answer.ts';
import { type RoomTemplate, TEMPLATE_VALUE_MAX_LENGTH } from './schemas/room-template.ts';
import {
  type AgentStats,
  type HeaderStats,
  type StatsCsv,
  StatsQueryEntries,
  SupervisorStatsQueryEntries,
} from './schemas/stats.ts';

/**
 * The realtime protocol shared by the agents socket (`/api/agents/ws?token=`) and the visitors'
 * socket (`/api/guests/ws?token=`).
 *
 * Client -> server: `{ command, id?, ...payload }`. `id` is the client's request id; the answer to
 * that command carries it back. Server -> client, one of:
 * - `{ type: 'response', id, command, data }`: the answer to a command;
 * - `{ type: 'error', id?, command?, code, message }`: a refused command or malformed frame; the
 *   connection stays open;
 * - `{ type: 'event', seq, kind, data }`: something happened. `seq` is the company's event sequence
 *   number, strictly increasing; a client remembers the last one it applied and sends it in
 *   `resume` after reconnecting to get what it missed, in order, before any newer live event
 *   (`since: null` asks for nothing past, only what comes next).
 *   Typing is ephemeral: it carries `seq: null` and is never replayed.
 * - `{ type: 'ping' }` / `{ type: 'pong' }`.
 */

const RoomRef = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const RequestId = maybe(v.pipe(v.string(), v.maxLength(64)));
const Seq = Whole;
/**
 * Where a resume starts: after this seq, or `null` for "from now" (nothing replayed), for a client
 * that loads its state fresh and only needs what happens next.
 */
const Since = v.nullable(Seq);

const cmd = <N extends string, E extends v.ObjectEntries>(name: N, entries: E) =>
  v.object({ command: v.literal(name), id: RequestId, ...entries });

/** Commands of the agents socket (spec 000 §7) handled by the reference server. */
export const AgentCommand = v.variant('command', [
  cmd('ping', {}),
  cmd('pong', {}),
  cmd('resume', { since: Since }),
  cmd('get_rooms_list', {
    status: v.picklist(ROOM_LISTS),
    order_by: maybe(v.picklist(['asc', 'desc'])),
    offset: maybe(Whole),
  }),
  cmd('get_room', { uuid: RoomRef, sudo: maybe(v.boolean()) }),
  cmd('get_messages', { room: RoomRef, lastevent: maybe(v.string()), fromevent: maybe(v.string()) }),
  cmd('send_message', { room: RoomRef, rich_content: AgentRichContent, client_id: ClientId }),
  cmd('room_is_read', { room: RoomRef }),
  cmd('typing', { room: RoomRef, active: v.boolean() }),
  cmd('take_room', { room: RoomRef }),
  cmd('close_room', { room: RoomRef, extras: maybe(v.record(v.string(), v.unknown())) }),
  cmd('transfer_room', {
    room: RoomRef,
    skill: maybe(RowId),
    to_agent: maybe(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
  }),
  cmd('block_room', { room: RoomRef }),
  // A CRM action recorded on the room (spec 000 §7): its data is kept in the room's infos.crm_data.
  cmd('crm_action', {
    room: RoomRef,
    action: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)),
    data: v.record(v.pipe(v.string(), v.maxLength(64)), v.unknown()),
  }),
  // Agent controls: one's own break, and one's settings (spec 000 §7).
  cmd('pause', { pause: v.boolean() }),
  cmd('settings', { update: maybe(SettingsUpdate) }),
  cmd('get_stats', StatsQueryEntries),
  cmd('get_csv_stats', StatsQueryEntries),
  cmd('get_supervisor_stats', SupervisorStatsQueryEntries),
  cmd('get_supervisor_csv_stats', SupervisorStatsQueryEntries),
  cmd('get_header_stats', {}),
  // WhatsApp past its 24-hour window: the approved templates usable in the room, and sending one.
  cmd('get_templates', { room: RoomRef }),
  cmd('send_template', {
    room: RoomRef,
    template: RowId,
    values: v.record(
      v.pipe(v.string(), v.regex(/^\d{1,2}$/)),
      v.pipe(v.string(), v.trim(), v.maxLength(TEMPLATE_VALUE_MAX_LENGTH)),
    ),
    client_id: ClientId,
  }),
  // A room action's invitation (payment, address, slots…), its data checked per kind by the server.
  cmd('room_event', {
    room: RoomRef,
    kind: v.picklist(ROOM_EVENT_KINDS),
    data: v.record(v.string(), v.unknown()),
    client_id: maybe(ClientId),
  }),
]);
export type AgentCommand = v.InferOutput<typeof AgentCommand>;
export type AgentCommandName = AgentCommand['command'];

/** Commands of the visitors' socket. */
export const GuestCommand = v.variant('command', [
  cmd('ping', {}),
  cmd('pong', {}),
  cmd('resume', { since: Since }),
  cmd('get_messages', {}),
  cmd('send_message', { rich_content: RichContent, client_id: ClientId }),
  cmd('typing', { active: v.boolean() }),
  // The widget's page is hidden (idle) or back: agents see the room's idle flag (spec 000 §4).
  cmd('idle', { idle: v.boolean() }),
  // The visitor answers an agent's room action, naming the invitation (the card's message event).
  cmd('answer_room_event', {
    invitation: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    kind: v.picklist(ANSWER_KINDS),
    data: v.record(v.pipe(v.string(), v.maxLength(64)), v.unknown()),
  }),
  // The visitor picks one of the buttons the bot waits on (a choice id of its prompt): a command of
  // its own, so a pick is never a rich content the visitor could forge. Answers the visitor's line.
  cmd('pick_choice', { choice: v.pipe(v.string(), v.minLength(1), v.maxLength(128)), client_id: ClientId }),
]);
export type GuestCommand = v.InferOutput<typeof GuestCommand>;

/** Answer of get_rooms_list. `paging_end` is true when no older room remains past this page. */
export const RoomsPage = v.object({
  status: v.picklist(ROOM_LISTS),
  rooms: v.array(Room),
  count: v.number(),
  paging_end: v.boolean(),
});
export type RoomsPage = v.InferOutput<typeof RoomsPage>;

/**
 * Answer of `resume`: the company's seq when the replay was read; `truncated` when more was missed
 * than the server replays (the client then reloads its lists instead of trusting the replay).
 */
export type ResumeAnswer = { last_seq: number; truncated?: true };

/**
 * Answer of get_messages, oldest first. Without `lastevent`/`fromevent`: the latest page, and
 * `has_more` when older messages remain (ask again with `lastevent` = the first one's event);
 * with `fromevent`: the messages after it, and `has_more` when newer ones remain.
 */
export const MessagesPage = v.object({ messages: v.array(Message), has_more: v.boolean() });
export type MessagesPage = v.InferOutput<typeof MessagesPage>;

/** Page size of get_messages. */
export const MESSAGES_PAGE_SIZE = 100;

/** Page size of get_rooms_list. */
export const ROOMS_PAGE_SIZE = 50;

export type TypingEvent = { room: string; active: boolean; author: 'visitor' | 'agent'; name?: string };

/**
 * A room's unread count changed: a visitor wrote (it went up) or someone read the room (back to 0).
 * Agents who see the room are told, so no client counts on its own; visitors never receive it.
 */
export const UnreadChange = v.object({
  room: RoomRef,
  unread_msg: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type UnreadChange = v.InferOutput<typeof UnreadChange>;

/**
 * Pushed events: `room_update` carries the whole room after a change; `message` a stored message;
 * `unread` a room's new unread count.
 */
export type ServerEvent =
  | { type: 'event'; seq: number; kind: 'room_update'; data: Room }
  | { type: 'event'; seq: number; kind: 'message'; data: Message }
  | { type: 'event'; seq: number; kind: 'unread'; data: UnreadChange }
  | { type: 'event'; seq: null; kind: 'typing'; data: TypingEvent }
  /** A message sent through a channel changed delivery status (spec 002 §8 "not delivered"). */
  | { type: 'event'; seq: number; kind: 'delivery'; data: DeliveryChange }
  /** To the agent alone: their break started or ended (maybe set by a manager). */
  | { type: 'event'; seq: number; kind: 'pause'; data: PauseEventData };

export type ServerResponse = { type: 'response'; id: string | null; command: string; data: unknown };
export type ServerError = {
  type: 'error';
  id: string | null;
  command: string | null;
  code: string;
  message: string;
};
export type ServerFrame = ServerEvent | ServerResponse | ServerError | { type: 'ping' } | { type: 'pong' };

/** What the visitor sees of a room update: no agent internals. */
export type GuestRoomState = { uuid: string; status: Room['status']; agent_name: string | null };
/**
 * While a bot owns the conversation there is no room yet: its lines come with `seq: null` (never
 * replayed: `GET /sessions/current` gives them back), then `bot_prompt` says what it waits on (null:
 * nothing, it handed off) and `bot_event` carries a custom_js_event's label for the widget to emit.
 */
export type GuestServerEvent =
  | { type: 'event'; seq: number; kind: 'room_update'; data: GuestRoomState }
  | { type: 'event'; seq: number | null; kind: 'message'; data: Message }
  | { type: 'event'; seq: null; kind: 'typing'; data: TypingEvent }
  | { type: 'event'; seq: null; kind: 'bot_prompt'; data: BotPrompt | null }
  | { type: 'event'; seq: null; kind: 'bot_event'; data: { label: string } };
export type GuestServerFrame =
  | GuestServerEvent
  | ServerResponse
  | ServerError
  | { type: 'ping' }
  | { type: 'pong' };

/**
 * The answer of each agents-socket command, by name (the response frame's `data`). Changes to a
 * room answer the room as it now is; the room_update that follows is the truth for the lists.
 */
export interface AgentAnswers {
  resume: ResumeAnswer;
  get_rooms_list: RoomsPage;
  get_room: Room;
  get_messages: MessagesPage;
  send_message: Message;
  room_is_read: Room;
  typing: Record<string, never>;
  take_room: Room;
  close_room: Room;
  transfer_room: Room;
  block_room: Room;
  crm_action: Room;
  pause: { pause: boolean };
  settings: AgentSettings;
  get_stats: AgentStats;
  get_csv_stats: StatsCsv;
  get_supervisor_stats: AgentStats;
  get_supervisor_csv_stats: StatsCsv;
  get_header_stats: HeaderStats;
  room_event: Message;
  get_templates: { templates: RoomTemplate[] };
  send_template: Message;
  ping: null;
  pong: null;
}

/** The agents socket as `RealtimeSocket` speaks it: what may be sent, and what each answers. */
export interface AgentProtocol {
  command: v.InferInput<typeof AgentCommand>;
  answers: AgentAnswers;
}

/** The answer of each visitors'-socket command, by name. */
export interface GuestAnswers {
  resume: ResumeAnswer;
  get_messages: { messages: Message[] };
  send_message: Message;
  typing: Record<string, never>;
  idle: { idle: boolean };
  answer_room_event: Message;
  pick_choice: Message;
  ping: null;
  pong: null;
}

/** The visitors' socket as `RealtimeSocket` speaks it. */
export interface GuestProtocol {
  command: v.InferInput<typeof GuestCommand>;
  answers: GuestAnswers;
}
