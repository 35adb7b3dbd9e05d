import type { Kysely } from 'kysely';
import { findUserById, type UserRow } from '../core/repo.ts';
import type { DB } from '../db/schema.ts';
import { sessionOfHash } from './tokens.ts';

/**
 * Whose sessions changed: their tokens may be gone (sign-out, password change or reset, deletion,
 * an email changed by someone else) or their user changed (role, skills). Carried by the event bus
 * to every instance, so the truth stays in the database and a notice only says where to look.
 */
export interface SessionChange {
  userIds?: readonly number[];
  companyIds?: readonly number[];
  /** Every socket checks itself (after notices may have been missed). */
  everyone?: boolean;
}

/** One open socket of a signed-in user. */
export interface SessionSocket {
  tokenHash: string;
  userId: number;
  companyId: number;
  /** When the socket's token expires: the socket ends then. */
  expiresAt: Date;
  /** Ends the socket as signed out (`not_authenticated`). */
  end(): void;
  /** Closes the socket so that the client connects again, and its token is checked then. */
  reconnect(): void;
  /** Takes the user's new role and skills; answers false when the user may no longer use a socket. */
  reread(user: UserRow): Promise<boolean>;
}

/** setTimeout's longest delay; a token that lives longer is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The agents sockets of this instance. A socket ends when its token expires, and on every session
 * change that names its user or company, after checking its token and user in the database: a
 * token no longer live ends the socket; a live one re-reads the user (spec 000 §6: a new role or
 * new skills apply to the next event, without signing the agent out).
 */
export class SessionSockets {
  readonly #sockets = new Set<SessionSocket>();
  readonly #db: Kysely<DB>;
  readonly #onError: (err: unknown) => void;

  constructor(db: Kysely<DB>, onError: (err: unknown) => void) {
    this.#db = db;
    this.#onError = onError;
  }

  /**
   * Registers an open socket until the returned function is called (on close). The token is checked
   * once more after registering: a revocation that came between the socket's first check and now
   * found nothing to end.
   */
  add(socket: SessionSocket): () => void {
    this.#sockets.add(socket);
    void this.apply({}, [socket]);
    let timer: ReturnType<typeof setTimeout> | null = null;
    const arm = () => {
      const left = socket.expiresAt.getTime() - Date.now();
      timer = setTimeout(
        () => {
          if (!this.#sockets.has(socket)) return;
          if (Date.now() >= socket.expiresAt.getTime()) socket.end();
          else arm();
        },
        Math.min(Math.max(left, 0), MAX_TIMER_MS),
      );
      timer.unref?.();
    };
    arm();
    return () => {
      this.#sockets.delete(socket);
      if (timer) clearTimeout(timer);
    };
  }

  /** How many sockets are open here (for tests and diagnostics). */
  get size(): number {
    return this.#sockets.size;
  }

  /** Checks the sockets a change names against the database, ending or updating each. */
  async apply(change: SessionChange, also: readonly SessionSocket[] = []): Promise<void> {
    const users = new Set(change.userIds ?? []);
    const companies = new Set(change.companyIds ?? []);
    const named = [...this.#sockets].filter(
      (s) => change.everyone || users.has(s.userId) || companies.has(s.companyId) || also.includes(s),
    );
    await Promise.all(
      named.map((socket) =>
        this.#check(socket).catch((err: unknown) => {
          // A socket that cannot be checked is not left open on a token that may be revoked, nor
          // signed out for a database hiccup: the client connects again and is checked then.
          socket.reconnect();
          this.#onError(err);
        }),
      ),
    );
  }

  async #check(socket: SessionSocket): Promise<void> {
    const session = await sessionOfHash(this.#db, socket.tokenHash);
    const user = session ? await findUserById(this.#db, session.userId) : null;
    if (!session || !user || !this.#sockets.has(socket)) {
      if (this.#sockets.has(socket)) socket.end();
      return;
    }
    if (!(await socket.reread(user))) socket.end();
  }
}
