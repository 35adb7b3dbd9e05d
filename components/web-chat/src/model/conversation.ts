import type { BotPrompt, GuestRoomState, GuestSession, MessageKind, RichContent } from '@omnicanal/api';
import type { SocketFrame, SocketStatus } from '@omnicanal/api/socket';
import { decodeBotPrompt, decodeGuestRoomState, decodeMessage, decodeTyping } from '@omnicanal/api/wire';
import type { RoomStatus } from '@omnicanal/core';

/**
 * The visitor's conversation as plain immutable data, and the pure functions that move it along.
 * No DOM, no timers, no network: the session controller feeds it server data and the element
 * renders it, so every rule here (merge, dedupe, order, room transitions) is unit-tested in Node.
 *
 * Phases: `idle` (no conversation yet; the first message opens one), `resuming` (a stored token is
 * being checked), `starting` (the session is being opened), `failed` (opening or resuming failed:
 * the visitor may retry), `active`, `closed` (the room is closed; a new message needs a new one).
 */
export type Phase = 'idle' | 'resuming' | 'starting' | 'failed' | 'active' | 'closed';

/** `sent` once the server stored it; own messages are `sending` until then, `failed` if refused. */
export type Delivery = 'sent' | 'sending' | 'failed';

/** One line of the log: a stored message, an own message on its way, or a line the widget adds. */
export interface Entry {
  /** Stable render key: the message's event id, or its client id while it is on its way. */
  key: string;
  event: string | null;
  clientId: string | null;
  /** `notice` marks a line written by the widget itself (an agent joined). */
  kind: MessageKind | 'notice';
  /** Author's display name as the server gave it (agents), else null. */
  author: string | null;
  content: RichContent;
  createdAt: string;
  delivery: Delivery;
}

export interface ConversationState {
  phase: Phase;
  room: string | null;
  status: RoomStatus | null;
  agentName: string | null;
  entries: readonly Entry[];
  agentTyping: boolean;
  connection: SocketStatus;
  /** The socket was open once: a later drop is a reconnection, worth telling the visitor. */
  wasOnline: boolean;
  /** Code of the last failure to open or resume the conversation. */
  error: string | null;
  /** The server writes its own `event` lines (joined, closed): the widget then adds none. */
  narrated: boolean;
  /**
   * What the bot waits on while it owns the conversation: buttons to pick (each its own command,
   * never a message the visitor could forge), or typed text. Null otherwise.
   */
  prompt: BotPrompt | null;
}

export function initialConversation(phase: Phase = 'idle'): ConversationState {
  return {
    phase,
    room: null,
    status: null,
    agentName: null,
    entries: [],
    agentTyping: false,
    connection: 'closed',
    wasOnline: false,
    error: null,
    narrated: false,
    prompt: null,
  };
}

/** Own messages wait at the bottom; everything the server stored goes above them, in its order. */
function insertStored(entries: readonly Entry[], entry: Entry): Entry[] {
  const firstPending = entries.findIndex((e) => e.delivery !== 'sent' && e.kind === 'visitor');
  if (firstPending < 0) return [...entries, entry];
  return [...entries.slice(0, firstPending), entry, ...entries.slice(firstPending)];
}

/**
 * Adds a stored message at most once: a known event id is ignored, and a message carrying the
 * client id of an own message on its way replaces that one (the server echoes our sends).
 */
export function receiveMessage(state: ConversationState, value: unknown): ConversationState {
  const message = decodeMessage(value);
  if (!message) return state;
  if (state.entries.some((e) => e.event === message.event)) return state;
  const entry: Entry = {
    key: message.event,
    event: message.event,
    clientId: message.client_id ?? null,
    kind: message.kind,
    author: message.author?.name ?? null,
    content: message.rich_content,
    createdAt: message.created_at,
    delivery: 'sent',
  };
  let entries = state.entries;
  if (entry.clientId) entries = entries.filter((e) => e.clientId !== entry.clientId);
  let narrated = state.narrated;
  if (message.kind === 'event' && !narrated) {
    // The server narrates room changes itself: our own notices would say the same thing twice.
    narrated = true;
    entries = entries.filter((e) => e.kind !== 'notice');
  }
  const fromAgent = message.kind === 'agent' || message.kind === 'bot';
  return {
    ...state,
    entries: insertStored(entries, entry),
    narrated,
    agentTyping: fromAgent ? false : state.agentTyping,
  };
}

/** An own message, shown at once and marked as on its way. */
export function addOwnMessage(
  state: ConversationState,
  text: string,
  clientId: string,
  now: Date = new Date(),
): ConversationState {
  const entry: Entry = {
    key: clientId,
    event: null,
    clientId,
    kind: 'visitor',
    author: null,
    content: { type: 'txt', text },
    createdAt: now.toISOString(),
    delivery: 'sending',
  };
  return { ...state, entries: [...state.entries, entry] };
}

/** Marks an own message still on its way (by client id) as sending again or failed. */
export function setDelivery(
  state: ConversationState,
  clientId: string,
  delivery: Delivery,
): ConversationState {
  let changed = false;
  const entries = state.entries.map((e) => {
    if (e.clientId !== clientId || e.delivery === 'sent' || e.delivery === delivery) return e;
    changed = true;
    return { ...e, delivery };
  });
  return changed ? { ...state, entries } : state;
}

/** Own messages not yet stored, oldest first: what must (still) be sent. */
export function unsent(state: ConversationState): Entry[] {
  return state.entries.filter((e) => e.kind === 'visitor' && e.delivery !== 'sent');
}

/** A room update: status, agent, and a "joined" notice when an agent starts answering. */
export function applyRoomUpdate(state: ConversationState, room: Partial<GuestRoomState>): ConversationState {
  const status = room.status ?? state.status;
  const agentName = room.agent_name ?? (status === 'running' ? state.agentName : null);
  const next: ConversationState = { ...state, room: room.uuid ?? state.room, status, agentName };
  const joined =
    status === 'running' && !!agentName && (state.status !== 'running' || state.agentName !== agentName);
  if (joined && !state.narrated) {
    next.entries = [...state.entries, notice(`joined:${agentName}:${state.entries.length}`, agentName)];
  }
  // A closed room never reopens (spec 000 §4): the visitor starts a new conversation instead.
  if (status === 'closed') {
    next.phase = 'closed';
    next.prompt = null;
    next.agentTyping = false;
    // Nothing more will be accepted in this room: own messages still on their way never will be.
    next.entries = next.entries.map((e) =>
      e.delivery === 'sending' ? { ...e, delivery: 'failed' as const } : e,
    );
  }
  return next;
}

function notice(key: string, name: string): Entry {
  return {
    key,
    event: null,
    clientId: null,
    kind: 'notice',
    author: name,
    content: { type: 'txt', text: name },
    createdAt: new Date().toISOString(),
    delivery: 'sent',
  };
}

/** The session the server answered on open or resume: room, history, status. */
export function applySession(state: ConversationState, session: GuestSession): ConversationState {
  const prompt = session.bot ? decodeBotPrompt(session.bot.prompt) : null;
  let next: ConversationState = { ...state, error: null, room: session.room.uuid, prompt };
  for (const message of session.messages) next = receiveMessage(next, message);
  next = applyRoomUpdate(next, { uuid: session.room.uuid, status: session.room.status });
  return next.phase === 'closed' ? next : { ...next, phase: 'active' };
}

/** An event frame of the visitor's socket. Unknown kinds are ignored (newer servers). */
export function applyFrame(state: ConversationState, frame: SocketFrame): ConversationState {
  switch (frame.kind) {
    case 'message':
      return receiveMessage(state, frame.data);
    case 'room_update': {
      const room = decodeGuestRoomState(frame.data);
      return room ? applyRoomUpdate(state, room) : state;
    }
    case 'bot_prompt':
      return setPrompt(state, decodeBotPrompt(frame.data));
    case 'typing': {
      const typing = decodeTyping(frame.data);
      // Our own typing may be echoed back: only the other side's counts.
      if (!typing || typing.author === 'visitor') return state;
      return setAgentTyping(state, typing.active);
    }
    default:
      return state;
  }
}

/** What the bot waits on now (null: nothing, the visitor's pick is on its way or it handed off). */
export function setPrompt(state: ConversationState, prompt: BotPrompt | null): ConversationState {
  return state.prompt === prompt ? state : { ...state, prompt };
}

/** The buttons the visitor may pick now, if any. */
export function promptChoices(state: ConversationState): BotPrompt['choices'] {
  return state.phase === 'active' && state.prompt?.kind === 'buttons' ? state.prompt.choices : [];
}

export function setAgentTyping(state: ConversationState, agentTyping: boolean): ConversationState {
  if (state.phase === 'closed' && agentTyping) return state;
  return state.agentTyping === agentTyping ? state : { ...state, agentTyping };
}

export function setConnection(state: ConversationState, connection: SocketStatus): ConversationState {
  return { ...state, connection, wasOnline: state.wasOnline || connection === 'open' };
}

/** Opening or resuming failed: own messages waiting for it are marked failed. */
export function failStart(state: ConversationState, code: string): ConversationState {
  const entries = state.entries.map((e) =>
    e.delivery === 'sending' ? { ...e, delivery: 'failed' as const } : e,
  );
  return { ...state, phase: 'failed', error: code, entries };
}

/** Whether the visitor is reconnecting after having been online (shown discreetly). */
export function isReconnecting(state: ConversationState): boolean {
  return state.phase === 'active' && state.wasOnline && state.connection !== 'open';
}
