import { fetchVersion } from '@omnicanal/api';
import { api } from '@omnicanal/stores';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { applyUpdate, startUpdateCheck } from './update.model.ts';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The update check of spec 000 §4 while the shell is in the page: `version` is the newer served
 * version once seen (the banner shows it), `reload()` stores it and loads it.
 */
export class UpdateController implements ReactiveController {
  version: string | null = null;
  readonly #host: ReactiveControllerHost;
  #check: { stop: () => void } | null = null;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    this.#check = startUpdateCheck({
      // spec 000 §7 "Version check: GET /version": the core service answers it, without a token.
      fetchVersion: async () => (await fetchVersion(api('core'))).version,
      storage: storage(),
      onUpdate: (version) => {
        this.version = version;
        this.#host.requestUpdate();
      },
    });
  }

  hostDisconnected(): void {
    this.#check?.stop();
    this.#check = null;
  }

  readonly reload = (): void => {
    if (this.version) applyUpdate(this.version, storage(), () => location.reload());
  };
}
