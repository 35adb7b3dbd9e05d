import { randomUUID } from 'node:crypto';
import {
  type AgentProtocol,
  type GuestProtocol,
  type Message,
  RealtimeSocket,
  type SocketFrame,
  type WireProtocol,
} from '@omnicanal/api';
import { WebSocket as NodeWebSocket } from 'ws';

/**
 * The soak's clients: a visitor (guest session and guest socket, as `<oc-web-chat>` runs them) and
 * an agent (agents socket, as the inbox runs it), both on the shared RealtimeSocket so reconnection,
 * resume, the outbox and idempotent retries are the product's own. Each records what it received,
 * before any de-duplication of its own, so the run can tell lost and doubled messages apart.
 */

/** A message as one side received it, in arrival order. */
export interface Received {
  seq: number | null;
  message: Message;
}

/** A sent message: resolved with the stored message, or rejected when the send failed for good. */
export interface Sent {
  room: string;
  text: string;
  clientId: string;
  done: Promise<Message | null>;
}

/** What every client of the soak shares. */
export interface ClientOptions {
  /** ws://host:port of the proxy. */
  wsBase: string;
  reconnectMs: number;
  /** Catch-up time of each reconnection: socket opened to resume answered, in ms. */
  onCatchUp: (ms: number) => void;
}

/** One side's RealtimeSocket with a handle on its live WebSocket, to drop it at will. */
class ChaosSocket<P extends WireProtocol> {
  readonly socket: RealtimeSocket<P>;
  #ws: NodeWebSocket | null = null;
  #offline = false;
  #connections = 0;
  #openedAt = 0;

  constructor(
    path: string,
    token: string,
    initialSeq: number | null,
    options: ClientOptions,
    onEvent: (frame: SocketFrame) => void,
  ) {
    const track = (ws: NodeWebSocket) => {
      this.#ws = ws;
      this.#connections++;
      this.#openedAt = performance.now();
    };
    // The product's client takes the WebSocket constructor; this one lets the soak reach the socket.
    const Tracked = class extends NodeWebSocket {
      constructor(url: string) {
        super(url);
        track(this);
      }
    };
    this.socket = new RealtimeSocket<P>({
      url: () => (this.#offline ? null : `${options.wsBase}${path}?token=${encodeURIComponent(token)}`),
      initialSeq,
      onEvent,
      onResumed: () => {
        if (this.#connections > 1) options.onCatchUp(performance.now() - this.#openedAt);
      },
      reconnectMs: options.reconnectMs,
      WebSocketImpl: Tracked as unknown as typeof WebSocket,
    });
    this.socket.connect();
  }

  get open(): boolean {
    return this.socket.state === 'open';
  }

  get offline(): boolean {
    return this.#offline;
  }

  /** The connection breaks without a closing handshake, as a network drop does. */
  drop(): boolean {
    const ws = this.#ws;
    if (!ws || ws.readyState !== NodeWebSocket.OPEN) return false;
    ws.terminate();
    return true;
  }

  /** The device goes offline: the socket breaks and no reconnection is tried until `online()`. */
  goOffline(): void {
    this.#offline = true;
    this.#ws?.terminate();
  }

  /** Back online: the client reconnects at once, as on the browser's `online` event. */
  online(): void {
    this.#offline = false;
    this.socket.connect();
  }

  close(): void {
    this.socket.close();
  }
}

const txt = (text: string) => ({ type: 'txt' as const, text });

/** Stored messages keep the client id; the answer may leave it out (the sender knows it). */
const settled = (promise: Promise<Message>, clientId: string): Promise<Message | null> =>
  promise.then(
    (message) => ({ ...message, client_id: message.client_id ?? clientId }),
    () => null,
  );

/** A visitor with an open conversation. */
export class Visitor {
  readonly name: string;
  readonly room: string;
  readonly received: Received[] = [];
  readonly sent: Sent[] = [];
  /** The room's status as the last room_update told the visitor. */
  status: string;
  readonly #chaos: ChaosSocket<GuestProtocol>;

  constructor(
    name: string,
    session: { token: string; room: { uuid: string; status: string }; last_seq: number },
    options: ClientOptions,
  ) {
    this.name = name;
    this.room = session.room.uuid;
    this.status = session.room.status;
    this.#chaos = new ChaosSocket<GuestProtocol>(
      '/api/guests/ws',
      session.token,
      session.last_seq,
      options,
      (frame) => {
        if (frame.kind === 'message')
          this.received.push({ seq: frame.seq ?? null, message: frame.data as Message });
        if (frame.kind === 'room_update') this.status = (frame.data as { status: string }).status;
      },
    );
  }

  get chaos(): ChaosSocket<GuestProtocol> {
    return this.#chaos;
  }

  /** Sends a text as the widget does: a fresh client id, retried with it after a reconnection. */
  send(text: string): Sent {
    const clientId = randomUUID();
    const request = this.#chaos.socket.request(
      'send_message',
      { rich_content: txt(text), client_id: clientId },
      { retry: true },
    );
    const sent = { room: this.room, text, clientId, done: settled(request, clientId) };
    this.sent.push(sent);
    return sent;
  }
}

/** A signed-in agent: takes the rooms it is given and answers each visitor message once. */
export class Agent {
  readonly name: string;
  readonly received: Received[] = [];
  readonly sent: Sent[] = [];
  /** Rooms this agent holds: it answers their visitors. */
  readonly rooms = new Set<string>();
  /** Each room's status as the last room_update told the agent. */
  readonly statuses = new Map<string, string>();
  readonly #answered = new Set<string>();
  #scheduled = 0;
  readonly #chaos: ChaosSocket<AgentProtocol>;
  readonly #replyDelay: () => number;

  constructor(name: string, token: string, options: ClientOptions & { replyDelay: () => number }) {
    this.name = name;
    this.#replyDelay = options.replyDelay;
    // As the inbox: the first connection starts from now (its lists are loaded), later ones replay.
    this.#chaos = new ChaosSocket<AgentProtocol>('/api/agents/ws', token, null, options, (frame) => {
      if (frame.kind === 'room_update') {
        const room = frame.data as { uuid: string; status: string };
        this.statuses.set(room.uuid, room.status);
      }
      if (frame.kind !== 'message') return;
      const message = frame.data as Message;
      this.received.push({ seq: frame.seq ?? null, message });
      if (message.kind === 'visitor') this.#answer(message);
    });
  }

  get chaos(): ChaosSocket<AgentProtocol> {
    return this.#chaos;
  }

  /** Takes a waiting room; a take lost with its connection is sent again (taking one's own room is a no-op). */
  async take(room: string): Promise<void> {
    this.rooms.add(room);
    await this.#chaos.socket.request('take_room', { room }, { retry: true });
    for (const { message } of this.received)
      if (message.room === room && message.kind === 'visitor') this.#answer(message);
  }

  /** Visitor messages of held rooms whose answer is not sent yet. */
  unanswered(): number {
    let count = this.#scheduled;
    for (const { message } of this.received)
      if (message.kind === 'visitor' && this.rooms.has(message.room) && !this.#answered.has(message.event))
        count++;
    return count;
  }

  #answer(message: Message): void {
    if (!this.rooms.has(message.room) || this.#answered.has(message.event)) return;
    this.#answered.add(message.event);
    this.#scheduled++;
    const text = `${this.name} → ${(message.rich_content as { text?: string }).text ?? ''}`;
    setTimeout(() => {
      this.#scheduled--;
      const clientId = randomUUID();
      const request = this.#chaos.socket.request(
        'send_message',
        { room: message.room, rich_content: txt(text), client_id: clientId },
        { retry: true },
      );
      this.sent.push({ room: message.room, text, clientId, done: settled(request, clientId) });
    }, this.#replyDelay());
  }
}
