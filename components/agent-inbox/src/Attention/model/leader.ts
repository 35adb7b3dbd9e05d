/**
 * One ringing tab per agent: the open tabs of one agent elect a leader, and only the leader plays
 * sounds and shows notifications. With Web Locks, the leader is the tab holding a named lock; the
 * others wait in the lock's queue and the next one takes over when the leader's tab closes. Without
 * them, the tabs announce themselves on a BroadcastChannel and the oldest one alive leads.
 */
export interface LeaderElection {
  /** This tab leads now. */
  readonly leader: boolean;
  /** Calls `listener` whenever leadership changes; returns the unsubscribe function. */
  subscribe(listener: (leader: boolean) => void): () => void;
  /** Leaves the election (the tab's inbox goes away): another tab takes over. */
  stop(): void;
}

/** The part of `navigator.locks` the election uses. */
export interface LockRequester {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

/** The part of BroadcastChannel the fallback uses. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

export interface ElectionEnv {
  locks?: LockRequester | null;
  openChannel?: ((name: string) => ChannelLike) | null;
  /** Fallback only: how often a tab says it is alive; silent for 3 beats, it is gone. */
  heartbeatMs?: number;
  now?: () => number;
}

/** The browser's means: Web Locks when present, BroadcastChannel otherwise. */
export function browserElectionEnv(): ElectionEnv {
  const nav = globalThis.navigator as (Navigator & { locks?: LockRequester }) | undefined;
  return {
    locks: nav?.locks ?? null,
    openChannel:
      typeof BroadcastChannel === 'undefined'
        ? null
        : (name) => new BroadcastChannel(name) as unknown as ChannelLike,
  };
}

type Listener = (leader: boolean) => void;

function holder() {
  let leader = false;
  const listeners = new Set<Listener>();
  return {
    get leader() {
      return leader;
    },
    set(next: boolean) {
      if (next === leader) return;
      leader = next;
      for (const listener of listeners) listener(next);
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Joins the election named `name` (one name per agent: `oc-attention:<user uuid>`). */
export function electLeader(name: string, env: ElectionEnv = browserElectionEnv()): LeaderElection {
  if (env.locks) return byLock(name, env.locks);
  if (env.openChannel) return byChannel(name, env.openChannel, env.heartbeatMs ?? 1000, env.now ?? Date.now);
  // Nothing to coordinate with: this tab is alone as far as it can tell.
  const alone = holder();
  alone.set(true);
  return {
    get leader() {
      return alone.leader;
    },
    subscribe: alone.subscribe,
    stop: () => alone.set(false),
  };
}

function byLock(name: string, locks: LockRequester): LeaderElection {
  const state = holder();
  const controller = new AbortController();
  let release: (() => void) | null = null;
  locks
    .request(name, { signal: controller.signal }, () => {
      state.set(true);
      return new Promise<void>((done) => {
        release = done;
      });
    })
    .catch((error: unknown) => {
      // Leaving while still queued aborts the request: that is the expected way out.
      if (!(error instanceof Error && error.name === 'AbortError')) throw error;
    });
  return {
    get leader() {
      return state.leader;
    },
    subscribe: state.subscribe,
    stop() {
      controller.abort();
      release?.();
      state.set(false);
    },
  };
}

interface Beat {
  type: 'here' | 'bye';
  id: string;
  since: number;
}

const isBeat = (data: unknown): data is Beat =>
  typeof data === 'object' &&
  data !== null &&
  ((data as Beat).type === 'here' || (data as Beat).type === 'bye') &&
  typeof (data as Beat).id === 'string' &&
  typeof (data as Beat).since === 'number';

/** Who is older: earlier start, then the smaller id (two tabs started in the same millisecond). */
const older = (a: { since: number; id: string }, b: { since: number; id: string }) =>
  a.since < b.since || (a.since === b.since && a.id < b.id);

function byChannel(
  name: string,
  openChannel: (name: string) => ChannelLike,
  heartbeatMs: number,
  now: () => number,
): LeaderElection {
  const state = holder();
  const self = { id: Math.random().toString(36).slice(2), since: now() };
  const peers = new Map<string, { since: number; seen: number }>();
  const channel = openChannel(name);
  const say = (type: Beat['type']) => channel.postMessage({ type, ...self } satisfies Beat);
  const decide = () => {
    const cutoff = now() - 3 * heartbeatMs;
    for (const [id, peer] of peers) if (peer.seen < cutoff) peers.delete(id);
    state.set(![...peers].some(([id, peer]) => older({ id, since: peer.since }, self)));
  };
  channel.onmessage = ({ data }) => {
    if (!isBeat(data) || data.id === self.id) return;
    if (data.type === 'bye') {
      peers.delete(data.id);
    } else {
      // A newcomer hears the others at once instead of waiting for their next beat.
      if (!peers.has(data.id)) say('here');
      peers.set(data.id, { since: data.since, seen: now() });
    }
    // Before its first beat, a tab does not claim anything: it may not have heard the others yet.
    if (started) decide();
  };
  let started = false;
  say('here');
  // The first decision waits one beat, so the others have answered.
  const first = setTimeout(() => {
    started = true;
    decide();
  }, heartbeatMs);
  const timer = setInterval(() => {
    say('here');
    if (started) decide();
  }, heartbeatMs);
  return {
    get leader() {
      return state.leader;
    },
    subscribe: state.subscribe,
    stop() {
      clearTimeout(first);
      clearInterval(timer);
      say('bye');
      channel.onmessage = null;
      channel.close();
      state.set(false);
    },
  };
}
