import { atom } from 'nanostores';

/** A visitor's "typing" lapses after this long without news: a lost `active: false` cannot stick. */
export const TYPING_EXPIRY_MS = 6_000;
/** The agent's own "typing" goes out at most this often while keys keep coming. */
export const TYPING_THROTTLE_MS = 2_000;
/** …and stops this long after the last key. */
export const TYPING_IDLE_MS = 3_000;

/** Rooms whose visitor is typing right now (spec 000 §4: the indicator is per room). */
export const $typing = atom<Readonly<Record<string, true>>>({});

const expiries = new Map<string, ReturnType<typeof setTimeout>>();

function drop(room: string): void {
  const timer = expiries.get(room);
  if (timer) clearTimeout(timer);
  expiries.delete(room);
  if ($typing.get()[room]) {
    const { [room]: _gone, ...rest } = $typing.get();
    $typing.set(rest);
  }
}

/** A typing event from a visitor. */
export function visitorTyping(room: string, active: boolean, expiryMs: number = TYPING_EXPIRY_MS): void {
  if (!active) {
    drop(room);
    return;
  }
  const timer = expiries.get(room);
  if (timer) clearTimeout(timer);
  expiries.set(
    room,
    setTimeout(() => drop(room), expiryMs),
  );
  if (!$typing.get()[room]) $typing.set({ ...$typing.get(), [room]: true });
}

/** A message from the visitor ends their typing. */
export const visitorStoppedTyping = (room: string): void => drop(room);

export function resetTyping(): void {
  for (const timer of expiries.values()) clearTimeout(timer);
  expiries.clear();
  $typing.set({});
}

export interface TypingNotifier {
  /** The agent pressed a key in the composer. */
  keystroke(): void;
  /** The draft was sent or emptied, or the agent left the room: typing is over now. */
  stop(): void;
}

/**
 * The agent's side of the typing indicator: `active: true` at the first key and again at most every
 * TYPING_THROTTLE_MS while typing goes on, `active: false` after TYPING_IDLE_MS without a key.
 */
export function createTypingNotifier(
  send: (active: boolean) => void,
  options: { throttleMs?: number; idleMs?: number; now?: () => number } = {},
): TypingNotifier {
  const throttleMs = options.throttleMs ?? TYPING_THROTTLE_MS;
  const idleMs = options.idleMs ?? TYPING_IDLE_MS;
  const now = options.now ?? Date.now;
  let lastSent = Number.NEGATIVE_INFINITY;
  let active = false;
  let idle: ReturnType<typeof setTimeout> | null = null;

  const stop = () => {
    if (idle) clearTimeout(idle);
    idle = null;
    if (!active) return;
    active = false;
    lastSent = Number.NEGATIVE_INFINITY;
    send(false);
  };

  return {
    keystroke() {
      const t = now();
      if (!active || t - lastSent >= throttleMs) {
        active = true;
        lastSent = t;
        send(true);
      }
      if (idle) clearTimeout(idle);
      idle = setTimeout(stop, idleMs);
    },
    stop,
  };
}
