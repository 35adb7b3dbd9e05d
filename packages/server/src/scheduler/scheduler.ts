/** Something this instance does again and again: each `tick()` is one pass over what is due. */
export interface Job {
  tick(): Promise<unknown>;
}

interface Entry {
  name: string;
  interval: NodeJS.Timeout;
  last: Promise<unknown>;
  running: boolean;
}

/**
 * Every recurring job of the instance, on one clock: room timers, the channel outbox, campaign
 * sends, bot session expiry, billing renewals, scheduled exports. A job claims its due rows from
 * the database, so any number of instances tick without doing a thing twice; the scheduler only
 * says when this instance looks, and stops them all at once (waiting for passes under way).
 */
export class Scheduler {
  readonly #onError: (err: unknown) => void;
  readonly #entries: Entry[] = [];

  constructor(onError: (err: unknown) => void) {
    this.#onError = onError;
  }

  /**
   * Ticks `job` every `ms` (0: never — tests then call its `tick()` themselves). A tick that comes
   * while the job's last pass still runs is skipped: a slow pass never piles up others behind it.
   */
  every(name: string, ms: number, job: Job): void {
    if (ms <= 0) return;
    const entry: Entry = {
      name,
      last: Promise.resolve(),
      running: false,
      interval: setInterval(() => {
        if (entry.running) return;
        entry.running = true;
        entry.last = job
          .tick()
          .catch(this.#onError)
          .finally(() => {
            entry.running = false;
          });
      }, ms),
    };
    entry.interval.unref();
    this.#entries.push(entry);
  }

  /** The names of the jobs ticking on this instance. */
  get jobs(): readonly string[] {
    return this.#entries.map((entry) => entry.name);
  }

  /** Stops every job and waits for the passes under way. */
  async stop(): Promise<void> {
    const entries = this.#entries.splice(0);
    for (const entry of entries) clearInterval(entry.interval);
    await Promise.all(entries.map((entry) => entry.last));
  }
}
