import { UPDATE_CHECK_MS } from '@omnicanal/core';

/** Where the version the console last ran is kept between reloads (spec 000 §4). */
export const VERSION_KEY = 'oc.version';

/** What the update check needs from its surroundings, so it runs under Node with fakes. */
export interface UpdateDeps {
  /** The served version (`GET /version` of the core service). */
  fetchVersion: () => Promise<string>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Called once, when a version different from the stored one is served. */
  onUpdate: (version: string) => void;
  setInterval?: (run: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/**
 * spec 000 §4, §9: the served version is checked every 60 s; when it differs from the stored one
 * the update banner shows (and the checks stop). The first version seen is stored, so a fresh
 * console never greets its user with the banner.
 */
export function startUpdateCheck(deps: UpdateDeps): { check: () => Promise<void>; stop: () => void } {
  const every = deps.setInterval ?? ((run, ms) => globalThis.setInterval(run, ms));
  const clear = deps.clearInterval ?? ((handle) => globalThis.clearInterval(handle as number));
  let stopped = false;
  const check = async (): Promise<void> => {
    if (stopped) return;
    let served: string;
    try {
      served = await deps.fetchVersion();
    } catch (error) {
      // The server may be restarting to a new version: the next tick tries again.
      console.warn('[omnicanal] version check failed', error);
      return;
    }
    if (stopped) return;
    const stored = deps.storage?.getItem(VERSION_KEY) ?? null;
    if (stored === null) {
      deps.storage?.setItem(VERSION_KEY, served);
      return;
    }
    if (stored !== served) {
      stop();
      deps.onUpdate(served);
    }
  };
  const handle = every(() => void check(), UPDATE_CHECK_MS);
  function stop(): void {
    stopped = true;
    clear(handle);
  }
  void check();
  return { check, stop };
}

/** Reload: the new version becomes the stored one, then the page loads it (spec 000 §4). */
export function applyUpdate(
  version: string,
  storage: Pick<Storage, 'setItem'> | null,
  reload: () => void,
): void {
  storage?.setItem(VERSION_KEY, version);
  reload();
}
