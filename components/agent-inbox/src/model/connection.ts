import {
  type AgentProtocol,
  type CommandAnswer,
  type CommandName,
  type CommandOptions,
  type CommandPayload,
  DeliveryChange,
  RealtimeSocket,
  Room,
  SocketCommandError,
  type SocketFrame,
  type SocketStatus,
  socketUrl,
  UnreadChange,
} from '@omnicanal/api';
import { decodeMessage, decodeTyping } from '@omnicanal/api/wire';
import { $session, clearSession, serviceBase } from '@omnicanal/stores';
import { atom } from 'nanostores';
import * as v from 'valibot';
import { pauseReceived } from '../AgentBar/model/agentControls.ts';
import { resetOtherAttention, reviewReceived, ticketingReceived } from '../Attention/model/other.ts';
import { visitorWrote } from '../Attention/model/visitorWrote.ts';
import { resetConversation, userSees } from './conversation.ts';
import { deliveryReceived, resetDeliveries } from './deliveries.ts';
import { resetDirectory } from './directory.ts';
import { receiveMessage, resetMessages } from './messages.ts';
import { type ResumePlan, resumePlan } from './resume.ts';
import { resetRooms, roomUpdated, unreadChanged } from './rooms.ts';
import { resetTyping, visitorStoppedTyping, visitorTyping } from './typing.ts';

/** `idle` until the inbox starts, then the socket's own status. */
export type ConnectionStatus = 'idle' | SocketStatus;

/** Whether the inbox is live: the banner shows while it is `closed`. */
export const $connection = atom<ConnectionStatus>('idle');

export interface ConnectionOptions {
  /** Node code passes `ws`; the browser's WebSocket by default. */
  WebSocketImpl?: typeof WebSocket;
  /** Origin a path-only `api-base` resolves against; `location.origin` by default. */
  origin?: string;
  reconnectMs?: number;
  pingMs?: number;
}

/** Something went wrong outside of a user's action (a refused event, a failed refresh). */
export interface Problem {
  code: string;
  message: string;
}

export interface ConnectionHooks {
  /**
   * After every successful (re)connection, once the missed events are applied: `reload` when
   * they could not all be replayed (or nothing is loaded yet) and the lists must be fetched again.
   */
  onResumed?: (plan: ResumePlan) => void;
}

const problemListeners = new Set<(problem: Problem) => void>();
const hooks = new Set<ConnectionHooks>();

export function onProblem(listener: (problem: Problem) => void): () => void {
  problemListeners.add(listener);
  return () => problemListeners.delete(listener);
}

export function reportProblem(error: unknown): void {
  const problem: Problem =
    error instanceof SocketCommandError
      ? { code: error.code, message: error.message }
      : { code: 'unknown', message: error instanceof Error ? error.message : String(error) };
  for (const listener of problemListeners) listener(problem);
}

/** Registers what other model modules do on connection events (kept out of here to stay small). */
export function addConnectionHooks(h: ConnectionHooks): () => void {
  hooks.add(h);
  return () => hooks.delete(h);
}

let socket: RealtimeSocket<AgentProtocol> | null = null;
let users = 0;
let unsubscribeSession: (() => void) | null = null;
/** The token the models' data belongs to, and the last event seq applied for it. */
let dataToken: string | null = $session.get().token;
// A first connection loads the lists, so it needs no replay: it starts from now (null); later
// ones replay from the last seq applied.
let lastSeq: number | null = null;

/** The live socket, for commands; null when signed out or stopped. */
export function currentSocket(): RealtimeSocket<AgentProtocol> | null {
  return socket;
}

/** Sends a command; fails with `closed` when there is no connection to queue it on. */
export function command<N extends CommandName<AgentProtocol>>(
  name: N,
  payload: CommandPayload<AgentProtocol, N>,
  options: CommandOptions = {},
): Promise<CommandAnswer<AgentProtocol, N>> {
  if (!socket) return Promise.reject(new SocketCommandError('closed', 'no connection'));
  return socket.request(name, payload, options);
}

function resetModels(): void {
  resetRooms();
  resetMessages();
  resetDeliveries();
  resetTyping();
  resetConversation();
  resetDirectory();
  resetOtherAttention();
  lastSeq = null;
}

// The data belongs to one identity: a new token never shows, even for a frame, the lists of the
// previous one. Watched from the start, whether or not an inbox is mounted.
$session.listen(({ token }) => {
  if (token === dataToken) return;
  dataToken = token;
  resetModels();
});

/** The server also tells the old audience a room left them (transfer, re-queue): drop it then. */
const mayStillSee = (room: Room): boolean => userSees(room, $session.get().user);

/** The server's `unread` event: the room's count, and "a visitor wrote" when it is above zero. */
export function unreadReceived(change: UnreadChange): void {
  unreadChanged(change);
  // The count only goes up for a visitor's message: that is what rings.
  if (change.unread_msg > 0) visitorWrote(change.room);
}

function onEvent(frame: SocketFrame): void {
  switch (frame.kind) {
    case 'room_update': {
      const parsed = v.safeParse(Room, frame.data);
      if (!parsed.success) {
        reportProblem(new SocketCommandError('invalid_payload', 'room_update'));
        return;
      }
      roomUpdated(parsed.output, mayStillSee(parsed.output));
      return;
    }
    case 'message': {
      const message = decodeMessage(frame.data);
      if (!message) {
        reportProblem(new SocketCommandError('invalid_payload', 'message'));
        return;
      }
      receiveMessage(message);
      if (message.kind === 'visitor') visitorStoppedTyping(message.room);
      return;
    }
    case 'unread': {
      const parsed = v.safeParse(UnreadChange, frame.data);
      if (!parsed.success) {
        reportProblem(new SocketCommandError('invalid_payload', 'unread'));
        return;
      }
      unreadReceived(parsed.output);
      return;
    }
    case 'pause':
      // The agent's break, maybe set by a manager: the agent bar follows it live.
      if (!pauseReceived(frame.data)) reportProblem(new SocketCommandError('invalid_payload', 'pause'));
      return;
    case 'review':
      if (!reviewReceived(frame.data)) reportProblem(new SocketCommandError('invalid_payload', 'review'));
      return;
    case 'ticketing':
      if (!ticketingReceived(frame.data))
        reportProblem(new SocketCommandError('invalid_payload', 'ticketing'));
      return;
    case 'delivery': {
      // A reply sent through a channel moved on with its provider (queued, sent, delivered, failed).
      const parsed = v.safeParse(DeliveryChange, frame.data);
      if (!parsed.success) {
        reportProblem(new SocketCommandError('invalid_payload', 'delivery'));
        return;
      }
      deliveryReceived(parsed.output);
      return;
    }
    case 'typing': {
      const typing = decodeTyping(frame.data);
      if (typing?.author === 'visitor') visitorTyping(typing.room, typing.active);
      return;
    }
  }
}

function open(token: string, options: ConnectionOptions): void {
  // Whether this identity's lists were loaded: a resume from a known seq then only replays.
  let loaded = lastSeq !== null;
  socket = new RealtimeSocket<AgentProtocol>({
    url: () =>
      socketUrl(serviceBase('agents'), '/ws', options.origin ?? globalThis.location.origin, { token }),
    initialSeq: lastSeq,
    onSeq: (seq) => {
      lastSeq = seq;
    },
    onEvent,
    onStatus: (status) => $connection.set(status),
    onResumed: ({ truncated }) => {
      const plan = resumePlan({ loaded, truncated });
      loaded = true;
      for (const h of hooks) h.onResumed?.(plan);
    },
    onError: (frame) => {
      // Typing is ephemeral: a refused indicator (room closed meanwhile) is nothing to report;
      // a refused token is onUnauthorized's business.
      if (frame.command === 'typing' || frame.code === 'not_authenticated') return;
      reportProblem(new SocketCommandError(frame.code ?? 'unknown', frame.message ?? ''));
    },
    // spec 000 §8: not_authenticated forgets the token; the element then says so and tells the host.
    onUnauthorized: () => clearSession(),
    ...(options.WebSocketImpl ? { WebSocketImpl: options.WebSocketImpl } : {}),
    ...(options.reconnectMs !== undefined ? { reconnectMs: options.reconnectMs } : {}),
    ...(options.pingMs !== undefined ? { pingMs: options.pingMs } : {}),
  });
  socket.connect();
}

function shut(): void {
  socket?.close();
  socket = null;
  $connection.set('idle');
}

/**
 * Starts the inbox's realtime link for the session's token, and follows the token: a new identity
 * starts from empty lists, a sign-out closes the socket. Shared by every mounted inbox of the page;
 * the returned function releases this user of it.
 */
export function startConnection(options: ConnectionOptions = {}): () => void {
  users += 1;
  if (users === 1) {
    let current: string | null | undefined;
    unsubscribeSession = $session.subscribe(({ token }) => {
      if (token === current) return;
      current = token;
      shut();
      if (token) open(token, options);
    });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users > 0) return;
    unsubscribeSession?.();
    unsubscribeSession = null;
    shut();
  };
}
