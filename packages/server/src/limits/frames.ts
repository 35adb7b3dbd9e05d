/**
 * Frame limits of a socket, per connection: a token bucket per command (and one for all frames),
 * refilled continuously. A frame over its budget is refused and not run, so a flooding client is
 * slowed to the budget; a client that keeps flooding is disconnected.
 */
export interface FrameBudget {
  /** Frames that may come at once. */
  burst: number;
  /** Frames per second refilled. */
  perSecond: number;
}

export interface FrameBudgets {
  /** Every frame, whatever its command (pings, unknown and invalid frames included). */
  all: FrameBudget;
  /** Commands with a budget of their own, on top of `all`. */
  commands: Readonly<Record<string, FrameBudget>>;
  /** Refused frames within `strikeWindowMs` after which the socket is closed. */
  strikes: number;
  strikeWindowMs: number;
}

/**
 * A visitor types a message every few seconds at most; the widget sends `typing` on keystrokes
 * (throttled) and `idle` on focus changes. Bursts leave room for a reconnect's catch-up.
 */
export const GUEST_FRAME_BUDGETS: FrameBudgets = {
  all: { burst: 60, perSecond: 10 },
  commands: {
    send_message: { burst: 10, perSecond: 1 },
    typing: { burst: 10, perSecond: 2 },
    idle: { burst: 6, perSecond: 0.5 },
  },
  strikes: 30,
  strikeWindowMs: 10_000,
};

class Bucket {
  #tokens: number;
  #at: number;
  readonly #budget: FrameBudget;

  constructor(budget: FrameBudget, now: number) {
    this.#budget = budget;
    this.#tokens = budget.burst;
    this.#at = now;
  }

  take(now: number): boolean {
    this.#tokens = Math.min(
      this.#budget.burst,
      this.#tokens + ((now - this.#at) / 1000) * this.#budget.perSecond,
    );
    this.#at = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}

/** What to do with one frame. */
export type FrameVerdict = 'run' | 'refuse' | 'close';

/** The frame budget of one connection. `now` is in milliseconds (a monotonic clock). */
export class FrameLimiter {
  readonly #budgets: FrameBudgets;
  readonly #all: Bucket;
  readonly #commands = new Map<string, Bucket>();
  #strikes: number[] = [];

  constructor(budgets: FrameBudgets, now: number) {
    this.#budgets = budgets;
    this.#all = new Bucket(budgets.all, now);
  }

  /** The verdict on a frame of `command` (null: no or no known command) arriving at `now`. */
  admit(command: string | null, now: number): FrameVerdict {
    const budget = command === null ? undefined : this.#budgets.commands[command];
    let own: Bucket | undefined;
    if (budget && command !== null) {
      own = this.#commands.get(command);
      if (!own) {
        own = new Bucket(budget, now);
        this.#commands.set(command, own);
      }
    }
    // Both buckets are asked, so a refused command still spends from `all` and a flood of mixed
    // commands cannot outrun it.
    const allOk = this.#all.take(now);
    const ownOk = own ? own.take(now) : true;
    if (allOk && ownOk) return 'run';
    this.#strikes = this.#strikes.filter((at) => now - at < this.#budgets.strikeWindowMs);
    this.#strikes.push(now);
    return this.#strikes.length >= this.#budgets.strikes ? 'close' : 'refuse';
  }
}

/** `budgets` under a deployment's `RATE_LIMIT_SCALE`; undefined (no budget) when limits are off. */
export function scaledFrameBudgets(budgets: FrameBudgets, scale: number): FrameBudgets | undefined {
  if (scale <= 0) return undefined;
  const scaled = (b: FrameBudget): FrameBudget => ({
    burst: b.burst * scale,
    perSecond: b.perSecond * scale,
  });
  return {
    ...budgets,
    all: scaled(budgets.all),
    commands: Object.fromEntries(Object.entries(budgets.commands).map(([name, b]) => [name, scaled(b)])),
  };
}
