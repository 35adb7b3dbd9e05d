/**
 * A scripted stand-in for the agents socket, for tests only: it records the frames the client
 * sends and answers commands with a handler, the way the reference server frames them.
 */
export type Frame = Record<string, unknown> & { command?: string; id?: string };
export type Answer = { data: unknown } | { error: string } | undefined;

export class FakeServer {
  sockets: FakeWebSocket[] = [];
  /** Accept every connection at once (as a reachable server does); off to script the opening. */
  autoAccept = false;
  /** The answer to `resume`: `truncated` when the client missed more than a replay holds. */
  resumeAnswer: { last_seq: number; truncated?: true } = { last_seq: 0 };
  /** Answers each command; `undefined` leaves it unanswered. */
  handler: (frame: Frame) => Answer = () => ({ data: {} });

  get current(): FakeWebSocket {
    const socket = this.sockets.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  }

  /** Commands the client sent over every socket, ping/pong excluded. */
  commands(name?: string): Frame[] {
    return this.sockets
      .flatMap((s) => s.sent)
      .filter((f) => f.command !== 'ping' && f.command !== 'pong' && (!name || f.command === name));
  }

  /** A WebSocket class bound to this server, to hand to the code under test. */
  get WebSocket(): typeof WebSocket {
    const server = this;
    class Bound extends FakeWebSocket {
      constructor(url: string) {
        super(url, server);
      }
    }
    return Bound as unknown as typeof WebSocket;
  }
}

export class FakeWebSocket {
  readonly url: string;
  readyState = 0;
  sent: Frame[] = [];
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onclose: ((e: CloseEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  readonly #server: FakeServer;

  constructor(url: string, server: FakeServer) {
    this.url = url;
    this.#server = server;
    server.sockets.push(this);
    if (server.autoAccept) setTimeout(() => this.accept(), 0);
  }

  /** The connection is accepted. */
  accept(): void {
    if (this.readyState !== 0) return;
    this.readyState = 1;
    this.onopen?.({} as Event);
  }

  send(text: string): void {
    const frame = JSON.parse(text) as Frame;
    this.sent.push(frame);
    if (frame.command === 'ping' || frame.command === 'pong') return;
    if (frame.command === 'resume') {
      queueMicrotask(() =>
        this.push({ type: 'response', id: 'resume', command: 'resume', data: this.#server.resumeAnswer }),
      );
      return;
    }
    const answer = this.#server.handler(frame);
    if (!answer) return;
    queueMicrotask(() => {
      if ('error' in answer)
        this.push({
          type: 'error',
          id: frame.id,
          command: frame.command,
          code: answer.error,
          message: answer.error,
        });
      else this.push({ type: 'response', id: frame.id, command: frame.command, data: answer.data });
    });
  }

  /** A frame from the server. */
  push(frame: Record<string, unknown>): void {
    if (this.readyState !== 1) return;
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
  }

  /** The server (or the network) drops the connection. */
  drop(code = 1006): void {
    if (this.readyState !== 3) this.#closed(code);
  }

  /** Closed by the client: as in browsers, the close event comes later. */
  close(code = 1000): void {
    if (this.readyState >= 2) return;
    this.readyState = 2;
    queueMicrotask(() => this.#closed(code));
  }

  #closed(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

/** Lets queued microtasks and zero-delay timers run. */
export const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
