/**
 * One pass at a time: a pass asked for while another runs starts when it ends, so a job never
 * overlaps itself on an instance (a slow pass and the next tick, or a test's `tick()` and the
 * interval's). Across instances the job's rows are claimed from the database instead.
 */
export class Serial<T> {
  readonly #run: () => Promise<T>;
  readonly #failed: T;
  #last: Promise<T>;

  /** `failed` is what a pass after a failed one starts from (the failure is its caller's). */
  constructor(run: () => Promise<T>, failed: T) {
    this.#run = run;
    this.#failed = failed;
    this.#last = Promise.resolve(failed);
  }

  /** Runs a pass once the one under way (if any) has ended; answers its result. */
  run(): Promise<T> {
    const pass = this.#last.catch(() => this.#failed).then(() => this.#run());
    this.#last = pass;
    return pass;
  }

  /** Waits for the pass under way, whatever its outcome. */
  async settled(): Promise<void> {
    await this.#last.catch(() => undefined);
  }
}
