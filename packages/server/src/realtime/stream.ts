import type { Replay, StoredEvent } from '../events/log.ts';

export interface ResumeAnswer {
  last_seq: number;
  truncated?: true;
}

/**
 * The ordered event feed of one socket. It is registered on the bus as soon as the socket is
 * authenticated, but sends nothing until the client sends `resume`: the replay from the log goes
 * out first, then the live events that arrived while the log was read and are newer than the
 * replay, then the answer. After that, live events go straight out. Each event reaches the client
 * once, in seq order.
 *
 * Only the events that arrive during a resume are held. One delivered before the resume began is
 * committed, so the replay's seq (read after it) covers it and the replay itself carries it when
 * the client asked for it: holding it would only grow the memory of a socket that never resumes.
 */
/** Replayed events sent between two checks that the client keeps up. */
const REPLAY_BATCH = 100;

export class EventStream {
  readonly #accept: (event: StoredEvent) => boolean;
  readonly #send: (event: StoredEvent) => void;
  readonly #pace: () => Promise<void>;
  #state: 'waiting' | 'resuming' | 'live' = 'waiting';
  #held: StoredEvent[] = [];
  #lastSent = 0;

  /**
   * `pace` resolves once the client has taken most of what was sent: a replay (up to REPLAY_CAP
   * events, megabytes) goes out in batches, so it never looks like a client that stopped reading.
   */
  constructor(
    accept: (event: StoredEvent) => boolean,
    send: (event: StoredEvent) => void,
    pace: () => Promise<void> = async () => undefined,
  ) {
    this.#accept = accept;
    this.#send = send;
    this.#pace = pace;
  }

  /** How many live events wait for a resume to finish (what this socket keeps in memory). */
  get held(): number {
    return this.#held.length;
  }

  /** Bus callback for live events. */
  onEvent(event: StoredEvent): void {
    if (this.#state === 'waiting' || !this.#accept(event)) return;
    if (this.#state === 'resuming') {
      this.#held.push(event);
      return;
    }
    if (event.seq <= this.#lastSent) return;
    this.#lastSent = event.seq;
    this.#send(event);
  }

  /**
   * Replays what the client missed after `since`. Live events are held while the log is read, so
   * nothing committed in between is lost or sent twice.
   */
  async resume(since: number | null, read: (since: number | null) => Promise<Replay>): Promise<ResumeAnswer> {
    this.#state = 'resuming';
    let replayed: Replay;
    try {
      replayed = await read(since);
    } catch (err) {
      // The client gets an error and must resume again: nothing is held meanwhile.
      this.#state = 'waiting';
      this.#held = [];
      throw err;
    }
    const { events, upto, truncated } = replayed;
    let sent = 0;
    for (const event of events) {
      if (!this.#accept(event)) continue;
      this.#send(event);
      if (++sent % REPLAY_BATCH === 0) await this.#pace();
    }
    // The reader is now complete up to `upto`, whether or not it saw anything.
    let last = upto;
    for (const event of this.#held) {
      if (event.seq <= last) continue;
      last = event.seq;
      this.#send(event);
    }
    this.#held = [];
    this.#lastSent = last;
    this.#state = 'live';
    return truncated ? { last_seq: last, truncated: true } : { last_seq: last };
  }
}
