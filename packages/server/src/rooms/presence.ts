import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** How often an instance tells the database its agents' sockets are still open. */
export const PRESENCE_HEARTBEAT_MS = 30_000;
/** A socket not heard of for this long counts as gone (its instance stopped without closing it). */
export const PRESENCE_STALE_MS = 3 * PRESENCE_HEARTBEAT_MS;

/**
 * Presence of this instance's agents sockets (spec 000 §4). A socket lives on one instance while
 * allocation may run on any other, so presence is a row per open socket that a heartbeat keeps
 * fresh: an agent is connected while one of their rows is (`connectedAt`), and an instance that
 * dies leaves rows that go stale rather than agents who stay online.
 */
export class Presence {
  readonly #db: Kysely<DB>;
  readonly #now: () => Date;
  readonly #onError: (err: unknown) => void;
  readonly #sockets = new Set<string>();
  /** Writes under way, waited for on close so none outlives the database. */
  readonly #pending = new Set<Promise<unknown>>();
  #heartbeat: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(db: Kysely<DB>, now: () => Date, onError: (err: unknown) => void = console.error) {
    this.#db = db;
    this.#now = now;
    this.#onError = onError;
  }

  /**
   * Records an open socket of the user; the answer records its close. `changed` runs once each
   * row is written or removed, when the user's status may read differently.
   */
  async open(userId: number, changed: () => void = () => undefined): Promise<() => void> {
    const socketId = randomUUID();
    await this.#track(
      this.#db
        .insertInto('agent_presence')
        .values({ socket_id: socketId, user_id: userId, seen_at: this.#now() })
        .execute(),
    );
    this.#sockets.add(socketId);
    this.#startHeartbeat();
    changed();
    return () => {
      // Sockets closed by the instance's own shutdown keep their row, which goes stale.
      if (!this.#sockets.delete(socketId) || this.#closed) return;
      this.#track(this.#db.deleteFrom('agent_presence').where('socket_id', '=', socketId).execute())
        .then(changed)
        .catch(this.#onError);
    };
  }

  /** Stops the heartbeat and waits for the writes under way. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  #startHeartbeat(): void {
    if (this.#heartbeat) return;
    this.#heartbeat = setInterval(() => {
      if (this.#sockets.size === 0) return;
      this.#track(
        this.#db
          .updateTable('agent_presence')
          .set({ seen_at: this.#now() })
          .where('socket_id', 'in', [...this.#sockets])
          .execute(),
      ).catch(this.#onError);
    }, PRESENCE_HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  #track<T>(write: Promise<T>): Promise<T> {
    this.#pending.add(write);
    return write.finally(() => this.#pending.delete(write));
  }
}

/** SQL: the user of `users.id` has a fresh socket at `now`. */
export function connectedAt(now: Date) {
  const since = new Date(now.getTime() - PRESENCE_STALE_MS);
  return (eb: ExpressionBuilder<DB, 'users'>) =>
    eb.exists(
      eb
        .selectFrom('agent_presence')
        .select('agent_presence.socket_id')
        .whereRef('agent_presence.user_id', '=', 'users.id')
        .where('agent_presence.seen_at', '>', since),
    );
}
