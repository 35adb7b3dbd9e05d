import type { Replay, StoredEvent } from '../events/log.ts';

export interface ResumeAnswer {
  last_seq: number;
  truncated?: true;
}

/**
 * The ordered event feed of one socket. It is registered on the bus as soon as the socket is
 * authenticated, but holds live events back until the client sends `resume`: the replay from the
 * log goes out first, then the held events newer than the replay, then the answer. After that, live
 * events go straight out. Each event reaches the client once, in seq order.
 */
export class EventStream {
  readonly #accept: (event: StoredEvent) => boolean;
  readonly #send: (event: StoredEvent) => void;
  #resumed = false;
  #held: StoredEvent[] = [];
  #lastSent = 0;

  constructor(accept: (event: StoredEvent) => boolean, send: (event: StoredEvent) => void) {
    this.#accept = accept;
    this.#send = send;
  }

  /** Bus callback for live events. */
  onEvent(event: StoredEvent): void {
    if (!this.#accept(event)) return;
    if (!this.#resumed) {
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
    this.#resumed = false;
    const { events, upto, truncated } = await read(since);
    for (const event of events) if (this.#accept(event)) this.#send(event);
    // The reader is now complete up to `upto`, whether or not it saw anything.
    let last = upto;
    for (const event of this.#held) {
      if (event.seq <= last) continue;
      last = event.seq;
      this.#send(event);
    }
    this.#held = [];
    this.#lastSent = last;
    this.#resumed = true;
    return truncated ? { last_seq: last, truncated: true } : { last_seq: last };
  }
}
