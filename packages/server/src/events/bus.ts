import { randomUUID } from 'node:crypto';
import type { TypingEvent } from '@omnicanal/api';
import { sql } from 'kysely';
import pg from 'pg';
import type { SessionChange } from '../auth/session-sockets.ts';
import type { Database } from '../db/database.ts';
import { currentSeq, EVENTS_CHANNEL, loadEvents, type StoredEvent } from './log.ts';

/** Typing is ephemeral: never stored, never replayed, carried with what visibility needs. */
export interface TypingSignal {
  company_id: number;
  room_uuid: string;
  skill_id: number;
  agent_id: number | null;
  data: TypingEvent;
}

/**
 * An agent's socket opened or closed: their status (spec 002 §4: available or disconnected) may
 * have changed. Ephemeral like typing: the truth is the presence rows, this only says to look.
 */
export interface PresenceSignal {
  company_id: number;
  user_id: number;
}

export interface Subscriber {
  /**
   * Only the events and typing of this room (a visitor's socket). Kept apart so an event costs
   * its room's subscribers, not a call per visitor of the company.
   */
  room?: string;
  onEvent(event: StoredEvent): void;
  onTyping(signal: TypingSignal): void;
  /** Company-wide subscribers only (monitoring). */
  onPresence?(signal: PresenceSignal): void;
}

interface CompanyState {
  /** Last seq handed to subscribers: events are delivered once each, in seq order. */
  delivered: number;
  /** Subscribers to every event of the company. */
  subscribers: Set<Subscriber>;
  /** Subscribers to one room, by room uuid. */
  rooms: Map<string, Set<Subscriber>>;
  /** Deliveries run one after the other so a gap fill never overtakes a later event. */
  chain: Promise<void>;
}

type Notice =
  | { c: number; s: number; o: string }
  | { c: number; t: TypingSignal; o: string }
  | { c: number; p: PresenceSignal; o: string }
  | { u: SessionChange; o: string };

const RECONNECT_MS = 1_000;

/** Who hears an event or typing of `room`: the company's subscribers, then the room's. */
function* audience(state: CompanyState, room: string | null): Iterable<Subscriber> {
  yield* state.subscribers;
  if (room !== null) yield* state.rooms.get(room) ?? [];
}

/**
 * In-process fan-out of committed events to the sockets of this instance. With PostgreSQL, other
 * instances' events arrive by LISTEN/NOTIFY as `{company, seq}` and are loaded from the log.
 *
 * A company's seqs are gapless and commit in order (see appendEvent), so the bus can promise each
 * subscriber every event once, in seq order: an event past a gap first loads the gap from the log,
 * an event at or below the last delivered seq is a duplicate (its own NOTIFY echo, for instance).
 * Only companies with subscribers are tracked; a first subscriber starts from the current seq, and
 * anything older reaches it through `resume`, which reads the log.
 */
export class EventBus {
  readonly #database: Database;
  readonly #companies = new Map<number, CompanyState>();
  readonly #origin = randomUUID();
  readonly #sessionListeners = new Set<(change: SessionChange) => void>();
  /** Delivery queues still running, including those of companies whose last subscriber left. */
  readonly #queues = new Set<Promise<void>>();
  #listener: pg.Client | null = null;
  #closed = false;
  #onError: (err: unknown) => void;

  constructor(database: Database, onError: (err: unknown) => void = (err) => console.error(err)) {
    this.#database = database;
    this.#onError = onError;
  }

  /** Starts listening to other instances (PostgreSQL only). */
  async start(): Promise<void> {
    if (this.#database.kind === 'postgres') await this.#listen();
  }

  /**
   * Stops listening and delivering. Deliveries already queued finish first (they may read the log),
   * so the database can be closed once this resolves.
   */
  async close(): Promise<void> {
    this.#closed = true;
    const listener = this.#listener;
    this.#listener = null;
    await listener?.end().catch(() => undefined);
    await Promise.all(this.#queues);
  }

  /** Registers a subscriber; resolves once the company is tracked, so a resume after it misses nothing. */
  async subscribe(companyId: number, subscriber: Subscriber): Promise<() => void> {
    let state = this.#companies.get(companyId);
    if (!state) {
      const fresh: CompanyState = {
        delivered: Number.POSITIVE_INFINITY,
        subscribers: new Set(),
        rooms: new Map(),
        chain: Promise.resolve(),
      };
      const init = currentSeq(this.#database.db, companyId).then((seq) => {
        fresh.delivered = seq;
      });
      fresh.chain = init.catch(this.#onError);
      this.#companies.set(companyId, fresh);
      state = fresh;
    }
    const tracked = state;
    const room = subscriber.room;
    let set = tracked.subscribers;
    if (room !== undefined) {
      set = tracked.rooms.get(room) ?? new Set();
      tracked.rooms.set(room, set);
    }
    set.add(subscriber);
    const unsubscribe = () => {
      set.delete(subscriber);
      if (room !== undefined && set.size === 0 && tracked.rooms.get(room) === set) tracked.rooms.delete(room);
      if (
        tracked.subscribers.size === 0 &&
        tracked.rooms.size === 0 &&
        this.#companies.get(companyId) === tracked
      )
        this.#companies.delete(companyId);
    };
    // Only a company's first subscriber waits, for its current seq. Later ones need nothing from
    // the delivery queue, however long it is: what it has delivered is in the log for their
    // resume, what it has not reaches them live (held until the resume, then de-duplicated).
    if (tracked.delivered === Number.POSITIVE_INFINITY) await tracked.chain;
    if (tracked.delivered === Number.POSITIVE_INFINITY) {
      unsubscribe();
      throw new Error(`event bus: cannot read the event seq of company ${companyId}`);
    }
    return unsubscribe;
  }

  /** What appendEvent needs to NOTIFY other instances: this instance's id, or null without PostgreSQL. */
  get notifyOrigin(): string | null {
    return this.#database.kind === 'postgres' ? this.#origin : null;
  }

  /**
   * Hands events committed by this instance to subscribers. Call after the transaction commits;
   * resolves once they are delivered, so a command's answer can follow the events it caused.
   */
  publish(events: readonly StoredEvent[]): Promise<void> {
    const done: Promise<void>[] = [];
    for (const event of events)
      done.push(this.#enqueue(event.company_id, (state) => this.#deliverUpTo(state, event)));
    return Promise.all(done).then(() => undefined);
  }

  /** Sends a typing signal to this instance's subscribers and, with PostgreSQL, to the others. */
  typing(signal: TypingSignal): void {
    this.#typingHere(signal);
    if (this.#database.kind !== 'postgres') return;
    const notice: Notice = { c: signal.company_id, t: signal, o: this.#origin };
    sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(notice)})`
      .execute(this.#database.db)
      .catch(this.#onError);
  }

  /** Tells this instance's subscribers and, with PostgreSQL, the others that an agent came or went. */
  presence(signal: PresenceSignal): void {
    this.#presenceHere(signal);
    if (this.#database.kind !== 'postgres') return;
    const notice: Notice = { c: signal.company_id, p: signal, o: this.#origin };
    sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(notice)})`
      .execute(this.#database.db)
      .catch(this.#onError);
  }

  /**
   * Tells every instance, this one included, that the sessions of some users or companies changed
   * (revoked tokens, a new role): each checks its open sockets. Call after the change commits.
   */
  sessionsChanged(change: SessionChange): void {
    this.#sessionsHere(change);
    if (this.#database.kind !== 'postgres') return;
    const notice: Notice = { u: change, o: this.#origin };
    sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(notice)})`
      .execute(this.#database.db)
      .catch(this.#onError);
  }

  /** Listens to session changes of every instance; answers the function that stops listening. */
  onSessionsChanged(listener: (change: SessionChange) => void): () => void {
    this.#sessionListeners.add(listener);
    return () => this.#sessionListeners.delete(listener);
  }

  #sessionsHere(change: SessionChange): void {
    for (const listener of this.#sessionListeners) {
      try {
        listener(change);
      } catch (err) {
        this.#onError(err);
      }
    }
  }

  #presenceHere(signal: PresenceSignal): void {
    const state = this.#companies.get(signal.company_id);
    if (!state) return;
    for (const subscriber of state.subscribers) {
      try {
        subscriber.onPresence?.(signal);
      } catch (err) {
        this.#onError(err);
      }
    }
  }

  #typingHere(signal: TypingSignal): void {
    const state = this.#companies.get(signal.company_id);
    if (!state) return;
    for (const subscriber of audience(state, signal.room_uuid)) {
      try {
        subscriber.onTyping(signal);
      } catch (err) {
        this.#onError(err);
      }
    }
  }

  #enqueue(companyId: number, task: (state: CompanyState) => Promise<void>): Promise<void> {
    const state = this.#companies.get(companyId);
    // A closing instance delivers nothing new: its sockets are going and its database with them.
    if (!state || this.#closed) return Promise.resolve();
    const chain = state.chain.then(() => task(state)).catch(this.#onError);
    state.chain = chain;
    this.#queues.add(chain);
    void chain.then(() => this.#queues.delete(chain));
    return chain;
  }

  /** Delivers every event up to `target` (a full event or just its seq), filling gaps from the log. */
  async #deliverUpTo(state: CompanyState, target: StoredEvent | { company_id: number; seq: number }) {
    if (target.seq <= state.delivered) return;
    const full = 'kind' in target;
    const gapEnd = full ? target.seq - 1 : target.seq;
    if (gapEnd > state.delivered) {
      const missing = await loadEvents(this.#database.db, target.company_id, state.delivered, gapEnd);
      for (const event of missing) this.#deliver(state, event);
    }
    if (full) this.#deliver(state, target);
  }

  #deliver(state: CompanyState, event: StoredEvent): void {
    if (event.seq <= state.delivered) return;
    state.delivered = event.seq;
    for (const subscriber of audience(state, event.room_uuid)) {
      try {
        subscriber.onEvent(event);
      } catch (err) {
        this.#onError(err);
      }
    }
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#database.url ?? undefined });
    client.on('notification', (message) => {
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      this.#onNotice(JSON.parse(message.payload) as Notice);
    });
    // A lost LISTEN connection is re-opened; events committed meanwhile are loaded from the log.
    const reconnect = () => {
      if (this.#closed || this.#listener !== client) return;
      this.#listener = null;
      client.end().catch(() => undefined);
      this.#retryListen();
    };
    client.on('error', (err) => {
      this.#onError(err);
      reconnect();
    });
    client.on('end', reconnect);
    await client.connect();
    await client.query(`listen ${EVENTS_CHANNEL}`);
    this.#listener = client;
  }

  #retryListen(): void {
    setTimeout(() => {
      if (this.#closed) return;
      this.#listen().then(
        () => {
          this.#catchUpAll();
          // Session notices sent while the listener was down are lost: every socket checks itself.
          this.#sessionsHere({ everyone: true });
        },
        (err) => {
          this.#onError(err);
          this.#retryListen();
        },
      );
    }, RECONNECT_MS).unref();
  }

  #onNotice(notice: Notice): void {
    // Our own events were delivered by publish(); loading them again would only delay the chain.
    if (notice.o === this.#origin) return;
    if ('u' in notice) {
      this.#sessionsHere(notice.u);
      return;
    }
    if ('t' in notice) {
      this.#typingHere(notice.t);
      return;
    }
    if ('p' in notice) {
      this.#presenceHere(notice.p);
      return;
    }
    void this.#enqueue(notice.c, (state) =>
      this.#deliverUpTo(state, { company_id: notice.c, seq: notice.s }),
    );
  }

  #catchUpAll(): void {
    for (const companyId of this.#companies.keys()) {
      void this.#enqueue(companyId, async (state) => {
        const seq = await currentSeq(this.#database.db, companyId);
        await this.#deliverUpTo(state, { company_id: companyId, seq });
      });
    }
  }
}
