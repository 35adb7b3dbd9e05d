/** While typing, `typing {active: true}` goes out at most this often. */
export const TYPING_THROTTLE_MS = 2_000;
/** Without a keystroke for this long, the visitor has stopped typing. */
export const TYPING_IDLE_MS = 3_000;
/** The agent's typing line hides when no new typing event came for this long (a lost `false`). */
export const AGENT_TYPING_TIMEOUT_MS = 6_000;

export interface TypingClock {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realClock: TypingClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Turns keystrokes into few typing notifications: one `true` when typing starts and then at most
 * every 2 s, one `false` after 3 s without a keystroke or when the message is sent.
 */
export class TypingNotifier {
  private lastSent = 0;
  private active = false;
  private idle: unknown = null;
  private readonly notify: (active: boolean) => void;
  private readonly clock: TypingClock;

  constructor(notify: (active: boolean) => void, clock: TypingClock = realClock) {
    this.notify = notify;
    this.clock = clock;
  }

  /** A keystroke in the message box. */
  keystroke(): void {
    const now = this.clock.now();
    if (!this.active || now - this.lastSent >= TYPING_THROTTLE_MS) {
      this.active = true;
      this.lastSent = now;
      this.notify(true);
    }
    if (this.idle !== null) this.clock.clearTimeout(this.idle);
    this.idle = this.clock.setTimeout(() => this.stop(), TYPING_IDLE_MS);
  }

  /** The message was sent or the box emptied: tell the agent at once. */
  stop(): void {
    if (this.idle !== null) this.clock.clearTimeout(this.idle);
    this.idle = null;
    if (!this.active) return;
    this.active = false;
    this.notify(false);
  }

  /** Forgets any pending timer without notifying (the connection is going away). */
  dispose(): void {
    if (this.idle !== null) this.clock.clearTimeout(this.idle);
    this.idle = null;
    this.active = false;
  }
}
