import type { ServerError } from '@omnicanal/api';
import { UNKNOWN_COMMAND } from '@omnicanal/core';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { WebSocket } from 'ws';
import { issuesCode, issuesDetail } from '../http/errors.ts';
import { holdsNul } from '../http/nul.ts';
import { type FrameBudgets, FrameLimiter } from '../limits/frames.ts';
import { CommandError } from './errors.ts';

/** Close code after a refused authentication, as HTTP 401. */
export const CLOSE_NOT_AUTHENTICATED = 4401;
/** Close code after a client kept sending frames over its budget, as HTTP 429. */
export const CLOSE_RATE_LIMITED = 4429;
/** A console socket opened by a page of an origin the deployment does not allow. */
export const CLOSE_ORIGIN_REFUSED = 4403;

/** The command of a frame's text, or null, for the frame budget (the frame is validated later). */
function commandOf(text: string | null): { id: string | null; command: string | null } {
  try {
    const frame = JSON.parse(text ?? '') as unknown;
    if (!frame || typeof frame !== 'object') return { id: null, command: null };
    const { id, command } = frame as Record<string, unknown>;
    return { id: typeof id === 'string' ? id : null, command: typeof command === 'string' ? command : null };
  } catch {
    return { id: null, command: null };
  }
}

/** Close code of a client that fell too far behind ("try again later"): it reconnects and resumes. */
export const CLOSE_TOO_SLOW = 1013;

/**
 * Bytes a socket may have queued and not yet written to its client. A client that lags beyond
 * this is told to reload and disconnected, so one stalled client never holds the server's memory
 * (and its resume replays what it missed, from the log).
 */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** How long a replay waits for a client to take what it was sent before the bound decides. */
const DRAIN_WAIT_MS = 30_000;

/** How long a lagging client has to take the close before its connection is cut. */
const CLOSE_GRACE_MS = 5_000;

/** The error code of the notice a lagging client receives before it is disconnected. */
export const RELOAD = 'reload';

type Command = { command: string; id?: string | null | undefined };
type Handler<C> = (command: C) => Promise<unknown>;

/** The command names of a `v.variant('command', …)` schema, to tell unknown commands from bad payloads. */
export function commandNames(schema: { options: readonly { entries: { command: { literal: string } } }[] }) {
  return new Set(schema.options.map((o) => o.entries.command.literal));
}

/**
 * The plumbing both sockets share: frame parsing, validation with the shared schema, answers,
 * `ping`/`pong`, and one command at a time per socket so answers keep the order of the commands.
 *
 * The message listener is attached at once, before authentication finishes: `ws` drops frames that
 * arrive while nobody listens. Frames received meanwhile wait for `start()`.
 */
export class Connection<C extends Command> {
  readonly socket: WebSocket;
  readonly #schema: v.GenericSchema<unknown, C>;
  readonly #names: Set<string>;
  readonly #log: (err: unknown) => void;
  #handler: Handler<C> | null = null;
  #ready!: () => void;
  #queue: Promise<void>;
  #alive = true;
  readonly #maxBuffered: number;
  #pinger: NodeJS.Timeout;
  readonly #limiter: FrameLimiter | null;
  readonly #cleanups: (() => void)[] = [];

  constructor(
    socket: WebSocket,
    options: {
      schema: v.GenericSchema<unknown, C>;
      names: Set<string>;
      pingIntervalMs: number;
      log: (err: unknown) => void;
      /** The client's frame budget; none: every frame runs. */
      frames?: FrameBudgets;
      /** MAX_BUFFERED_BYTES unless given (tests use a small bound). */
      maxBufferedBytes?: number;
    },
  ) {
    this.socket = socket;
    this.#maxBuffered = options.maxBufferedBytes ?? MAX_BUFFERED_BYTES;
    this.#schema = options.schema;
    this.#names = options.names;
    this.#log = options.log;
    this.#limiter = options.frames ? new FrameLimiter(options.frames, performance.now()) : null;
    this.#queue = new Promise<void>((resolve) => {
      this.#ready = resolve;
    });
    socket.on('message', (data, isBinary) => {
      this.#alive = true;
      const text = isBinary ? null : data.toString();
      // Checked on arrival, so a refused frame never waits in the queue.
      if (this.#limiter && !this.#admit(this.#limiter, text)) return;
      this.#queue = this.#queue.then(() => this.#handle(text)).catch(this.#log);
    });
    // The server pings; a client that stayed silent for a whole interval is gone. A tick that
    // comes late means this process was stalled (a busy machine, a long synchronous task): the
    // client's answer may be waiting unread — timers run before the loop reads sockets — so a late
    // tick only pings again, and the next tick on time decides.
    const interval = options.pingIntervalMs;
    let lastTick = performance.now();
    this.#pinger = setInterval(() => {
      const now = performance.now();
      const late = now - lastTick > interval * 1.5;
      lastTick = now;
      if (!this.#alive && !late) {
        socket.terminate();
        return;
      }
      this.#alive = false;
      this.send({ type: 'ping' });
    }, interval);
    this.#pinger.unref();
    socket.on('close', () => {
      clearInterval(this.#pinger);
      for (const cleanup of this.#cleanups.splice(0)) cleanup();
    });
  }

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  onClose(cleanup: () => void): void {
    if (this.socket.readyState === this.socket.CLOSED) cleanup();
    else this.#cleanups.push(cleanup);
  }

  send(frame: object): void {
    this.sendText(JSON.stringify(frame));
  }

  /**
   * Sends a frame already serialised (an event serialised once for every socket: as UTF-8 bytes,
   * `ws` sends them as they are instead of encoding the text again for each socket). Past the
   * buffer bound the client gets the reload notice instead and the socket closes; frames sent
   * after that are dropped, and the client's resume replays them from the log.
   */
  sendText(text: string | Buffer): void {
    if (!this.open) return;
    if (this.socket.bufferedAmount > this.#maxBuffered) {
      this.refuse(RELOAD, 'The connection fell too far behind: reload.', CLOSE_TOO_SLOW);
      // A client that stopped reading never answers the close: its buffers go after a grace.
      setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
      return;
    }
    this.socket.send(text, { binary: false });
  }

  /**
   * Resolves once the client has taken most of what was sent (a quarter of the buffer bound left),
   * or after 30 s: then the bound decides, as for any client that stopped reading.
   */
  async drained(): Promise<void> {
    const until = Date.now() + DRAIN_WAIT_MS;
    while (this.open && this.socket.bufferedAmount > this.#maxBuffered / 4 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 10));
  }

  /** Starts answering commands, including those received before. */
  start(handler: Handler<C>): void {
    this.#handler = handler;
    this.#ready();
  }

  /** Refuses the connection: an error frame, then a close with `closeCode`. */
  refuse(code: string, message: string, closeCode: number): void {
    clearInterval(this.#pinger);
    if (this.open)
      this.socket.send(
        JSON.stringify({ type: 'error', id: null, command: null, code, message } satisfies ServerError),
      );
    this.socket.close(closeCode, code);
  }

  /** Whether a frame is within the budget; answers or closes when it is not. */
  #admit(limiter: FrameLimiter, text: string | null): boolean {
    if (!this.open) return false;
    const { id, command } = commandOf(text);
    const verdict = limiter.admit(command, performance.now());
    if (verdict === 'run') return true;
    if (verdict === 'close')
      this.refuse('rate_limited', 'Too many frames: the connection is closed.', CLOSE_RATE_LIMITED);
    else this.#error(id, command, 'rate_limited', 'Too many frames: this one was not run.');
    return false;
  }

  #error(id: string | null, command: string | null, code: string, message: string): void {
    this.send({ type: 'error', id, command, code, message } satisfies ServerError);
  }

  async #handle(text: string | null): Promise<void> {
    if (!this.#handler || !this.open) return;
    let frame: unknown;
    try {
      frame = JSON.parse(text ?? '');
    } catch {
      this.#error(null, null, 'invalid_json', 'The frame is not valid JSON.');
      return;
    }
    const record =
      frame && typeof frame === 'object' && !Array.isArray(frame) ? (frame as Record<string, unknown>) : null;
    const id = typeof record?.id === 'string' ? record.id : null;
    const name = typeof record?.command === 'string' ? record.command : null;
    if (!record || name === null) {
      this.#error(id, null, 'invalid_payload', 'A frame is an object with a string `command`.');
      return;
    }
    if (!this.#names.has(name)) {
      this.#error(id, name, 'unknown_command', UNKNOWN_COMMAND);
      return;
    }
    if (holdsNul(record)) {
      this.#error(id, name, 'invalid_payload', 'Text may not contain the character U+0000.');
      return;
    }
    const parsed = v.safeParse(this.#schema, record);
    if (!parsed.success) {
      this.#error(id, name, issuesCode(parsed.issues), issuesDetail(parsed.issues));
      return;
    }
    const command = parsed.output;
    if (command.command === 'ping') return this.send({ type: 'pong' });
    if (command.command === 'pong') return;
    try {
      const data = await this.#handler(command);
      this.send({ type: 'response', id, command: name, data });
    } catch (err) {
      if (err instanceof CommandError) return this.#error(id, name, err.code, err.message);
      this.#log(err);
      this.#error(id, name, 'server_error', 'The server failed to run the command.');
    }
  }
}

type CommandSchema<C> = v.GenericSchema<unknown, C> & {
  options: readonly { entries: { command: { literal: string } } }[];
};

/**
 * The route handler of a socket: a Connection for every client, opened by `open` (which checks the
 * token and subscribes); a failure while opening closes the socket with server_error.
 */
export function socketRoute<C extends Command>(
  schema: CommandSchema<C>,
  settings: { pingIntervalMs: number; log: (err: unknown) => void; frames?: FrameBudgets },
  open: (conn: Connection<C>, request: FastifyRequest) => Promise<void>,
) {
  const names = commandNames(schema);
  return (socket: WebSocket, request: FastifyRequest) => {
    const conn = new Connection<C>(socket, { schema, names, ...settings });
    open(conn, request).catch((err) => {
      settings.log(err);
      conn.refuse('server_error', 'The server failed to open the connection.', 1011);
    });
  };
}
