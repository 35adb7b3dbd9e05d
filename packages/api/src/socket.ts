import { AGENT_SOCKET_RECONNECT_MS, uuid4 } from '@omnicanal/core';

/**
 * The realtime client shared by the agent console and the visitor widget. It owns the things that
 * lose conversations when done ad hoc:
 * - on every (re)connection it first sends `resume {since: lastSeq}` and holds every other command
 *   until the server has answered it, so replayed events always come before new ones;
 * - it drops any event whose seq it has already applied, so a replay never doubles anything;
 * - commands issued while offline wait in an outbox and go out once resumed; an idempotent command
 *   (a send with a client id) whose answer was lost is sent again after reconnecting;
 * - it reconnects 5 s after a close (spec 000 §9), at once when the browser comes back online.
 * Framework-free: it takes the WebSocket constructor so Node code can pass `ws`.
 */

export type SocketStatus = 'connecting' | 'open' | 'closed';

export interface SocketFrame {
  type: string;
  id?: string | null;
  seq?: number | null;
  kind?: string;
  command?: string | null;
  code?: string;
  message?: string;
  data?: unknown;
}

export interface RealtimeSocketOptions {
  /** URL to connect to, computed at every attempt so a refreshed token is used. */
  url: () => string | null;
  /** Events (frames of type `event`) in order, each at most once. */
  onEvent: (frame: SocketFrame) => void;
  onStatus?: (status: SocketStatus) => void;
  /** Error frames not tied to a pending command (e.g. not_authenticated). */
  onError?: (frame: SocketFrame) => void;
  /** The server refused the token: no reconnection until `connect()` is called again. */
  onUnauthorized?: () => void;
  /**
   * The last seq already applied: 0 (the default) replays everything the server still has; `null`
   * starts from now, for a client that loads its state fresh after every resume.
   */
  initialSeq?: number | null;
  onSeq?: (seq: number) => void;
  /**
   * Every successful resume, after the replay. `truncated`: more was missed than the server
   * replays, so the client's lists must be reloaded rather than patched.
   */
  onResumed?: (info: { truncated: boolean }) => void;
  reconnectMs?: number;
  /** Client-side keep-alive: a ping this often, the socket is recycled when no frame came back. */
  pingMs?: number;
  WebSocketImpl?: typeof WebSocket;
}

/**
 * What a socket speaks: the commands a client may send (objects discriminated by `command`) and
 * the answer of each, by command name. `protocol.ts` defines the agents' and the visitors'.
 */
export interface WireProtocol {
  command: { command: string };
  answers: object;
}

/** The names of a protocol's commands. */
export type CommandName<P extends WireProtocol> = P['command']['command'];

/** What a command carries besides its name and request id. */
export type CommandPayload<P extends WireProtocol, N extends CommandName<P>> = Omit<
  Extract<P['command'], { command: N }>,
  'command' | 'id'
>;

/** The data a command is answered with (unknown for a command the protocol gives no answer). */
export type CommandAnswer<P extends WireProtocol, N extends CommandName<P>> = N extends keyof P['answers']
  ? P['answers'][N]
  : unknown;

/** The payload may be left out when every field of it is optional. */
type PayloadArgs<P extends WireProtocol, N extends CommandName<P>, Rest extends unknown[]> =
  Record<string, never> extends CommandPayload<P, N>
    ? [payload?: CommandPayload<P, N>, ...rest: Rest]
    : [payload: CommandPayload<P, N>, ...rest: Rest];

export interface CommandOptions {
  /** Safe to send again after a reconnect when its answer was lost (sends carry a client id). */
  retry?: boolean;
}

interface Pending {
  id: string;
  frame: Record<string, unknown>;
  retry: boolean;
  sent: boolean;
  resolve: (data: unknown) => void;
  reject: (error: SocketCommandError) => void;
}

export class SocketCommandError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message || code);
    this.name = 'SocketCommandError';
    this.code = code;
  }
}

const NOT_AUTHENTICATED_CLOSE = 4401;

export class RealtimeSocket<P extends WireProtocol> {
  private ws: WebSocket | null = null;
  private status: SocketStatus = 'closed';
  private resumed = false;
  private stopped = true;
  private seq: number | null;
  private nextId = 1;
  private pending = new Map<string, Pending>();
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lastFrameAt = 0;
  private readonly options: RealtimeSocketOptions;
  private readonly onOnline = () => {
    if (!this.stopped && this.status === 'closed') this.open();
  };

  constructor(options: RealtimeSocketOptions) {
    this.options = options;
    this.seq = options.initialSeq === undefined ? 0 : options.initialSeq;
  }

  get lastSeq(): number {
    return this.seq ?? 0;
  }

  get state(): SocketStatus {
    return this.status;
  }

  connect(): void {
    this.stopped = false;
    globalThis.addEventListener?.('online', this.onOnline);
    if (this.status === 'closed') this.open();
  }

  /** Closes for good: pending commands fail, no reconnection. */
  close(): void {
    this.stopped = true;
    globalThis.removeEventListener?.('online', this.onOnline);
    this.clearTimers();
    this.ws?.close(1000);
    this.ws = null;
    this.setStatus('closed');
    for (const p of this.pending.values()) p.reject(new SocketCommandError('closed', 'socket closed'));
    this.pending.clear();
  }

  /** Sends a command and resolves with its answer's data; queued while offline. */
  request<N extends CommandName<P>>(
    command: N,
    ...[payload, options = {}]: PayloadArgs<P, N, [options?: CommandOptions]>
  ): Promise<CommandAnswer<P, N>> {
    const id = `c${this.nextId++}`;
    return new Promise<CommandAnswer<P, N>>((resolve, reject) => {
      const entry: Pending = {
        id,
        frame: { ...payload, command, id },
        retry: options.retry ?? false,
        sent: false,
        resolve: resolve as (data: unknown) => void,
        reject,
      };
      this.pending.set(id, entry);
      if (this.resumed) this.transmit(entry);
    });
  }

  /** Fire-and-forget frame (typing); dropped when offline, as it means nothing later. */
  notify<N extends CommandName<P>>(command: N, ...[payload]: PayloadArgs<P, N, []>): void {
    if (this.resumed) this.raw({ ...payload, command });
  }

  private open(): void {
    const url = this.options.url();
    if (!url) return;
    // Opened early (connect() or the browser back online) while a reconnection was scheduled: the
    // timer would otherwise open a second socket later, leaving this one connected and unheard.
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const Impl = this.options.WebSocketImpl ?? globalThis.WebSocket;
    this.setStatus('connecting');
    this.resumed = false;
    const ws = new Impl(url);
    this.ws = ws;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      this.lastFrameAt = Date.now();
      this.startPing();
      this.raw({ command: 'resume', id: 'resume', since: this.seq });
    };
    ws.onmessage = (e: MessageEvent) => {
      if (this.ws !== ws) return;
      this.lastFrameAt = Date.now();
      this.receive(String(e.data));
    };
    ws.onclose = (e: CloseEvent) => {
      if (this.ws !== ws) return;
      this.dropped(e.code === NOT_AUTHENTICATED_CLOSE);
    };
    ws.onerror = () => {
      // A close event always follows; reconnection is handled there.
    };
  }

  private receive(text: string): void {
    let frame: SocketFrame;
    try {
      frame = JSON.parse(text) as SocketFrame;
    } catch {
      return;
    }
    switch (frame.type) {
      case 'ping':
        this.raw({ command: 'pong' });
        return;
      case 'pong':
        return;
      case 'event':
        this.applyEvent(frame);
        return;
      case 'response':
        if (frame.id === 'resume')
          this.onResumed(frame.data as { last_seq?: number; truncated?: boolean } | null);
        else this.settle(frame, null);
        return;
      case 'error':
        if (frame.code === 'not_authenticated') {
          this.stopped = true;
          this.options.onUnauthorized?.();
        }
        if (frame.id && this.pending.has(frame.id)) this.settle(frame, frame);
        else this.options.onError?.(frame);
        return;
    }
  }

  private applyEvent(frame: SocketFrame): void {
    if (typeof frame.seq === 'number') {
      if (this.seq !== null && frame.seq <= this.seq) return;
      this.seq = frame.seq;
      this.options.onSeq?.(frame.seq);
    }
    this.options.onEvent(frame);
  }

  private onResumed(answer: { last_seq?: number; truncated?: boolean } | null): void {
    // The server's seq at replay time: a client that saw nothing it may see (seq 0) must not ask
    // for the whole history again at every reconnection.
    if (typeof answer?.last_seq === 'number' && (this.seq === null || answer.last_seq > this.seq)) {
      this.seq = answer.last_seq;
      this.options.onSeq?.(this.seq);
    }
    this.resumed = true;
    this.setStatus('open');
    for (const entry of this.pending.values()) if (!entry.sent) this.transmit(entry);
    this.options.onResumed?.({ truncated: answer?.truncated === true });
  }

  private settle(frame: SocketFrame, error: SocketFrame | null): void {
    const entry = frame.id ? this.pending.get(frame.id) : undefined;
    if (!entry) return;
    this.pending.delete(entry.id);
    if (error) entry.reject(new SocketCommandError(error.code ?? 'error', error.message ?? ''));
    else entry.resolve(frame.data);
  }

  private transmit(entry: Pending): void {
    entry.sent = true;
    this.raw(entry.frame);
  }

  private raw(frame: Record<string, unknown>): void {
    if (this.ws && this.ws.readyState === 1) this.ws.send(JSON.stringify(frame));
  }

  private dropped(unauthorized: boolean): void {
    this.clearTimers();
    this.ws = null;
    this.resumed = false;
    this.setStatus('closed');
    for (const entry of [...this.pending.values()]) {
      if (!entry.sent || entry.retry) {
        entry.sent = false;
        continue;
      }
      // Its answer is lost and sending it again could act twice: the caller decides.
      this.pending.delete(entry.id);
      entry.reject(new SocketCommandError('connection_lost', 'connection lost'));
    }
    if (unauthorized) {
      this.stopped = true;
      this.options.onUnauthorized?.();
      return;
    }
    if (!this.stopped) {
      this.reconnectTimer = setTimeout(() => {
        this.reconnectTimer = null;
        if (!this.stopped) this.open();
      }, this.options.reconnectMs ?? AGENT_SOCKET_RECONNECT_MS);
    }
  }

  private startPing(): void {
    const every = this.options.pingMs ?? 25_000;
    this.pingTimer = setInterval(() => {
      if (Date.now() - this.lastFrameAt > every * 2) {
        // Nothing came back for two rounds: the link is dead even if no close arrived.
        this.ws?.close();
        this.dropped(false);
        return;
      }
      this.raw({ command: 'ping' });
    }, every);
  }

  private clearTimers(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.reconnectTimer = null;
    this.pingTimer = null;
  }

  private setStatus(status: SocketStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }
}

/** A client id for a send: unique per attempt of the user, reused by every retry of it. */
export function newClientId(): string {
  return uuid4();
}
