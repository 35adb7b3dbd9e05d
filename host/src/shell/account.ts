import { USER_REFRESH_MS } from '@omnicanal/core';
import { $session, api, clearSession, loadAccount } from '@omnicanal/stores';
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export type AccountState = 'idle' | 'loading' | 'failed';

/**
 * The signed-in user behind the stored token: loaded once per token (no guard can answer before),
 * retried on demand after a failure, and refreshed every USER_REFRESH_MS (spec 000 §9).
 */
export class AccountController implements ReactiveController {
  state: AccountState = 'idle';
  error: unknown = null;
  readonly #host: ReactiveControllerHost;
  readonly #settled: () => void;
  #token: string | null = null;
  #timer: ReturnType<typeof setInterval> | undefined;

  /** `settled` runs when a load fails, so the host can show it (success shows through $session). */
  constructor(host: ReactiveControllerHost, settled: () => void) {
    this.#host = host;
    this.#settled = settled;
    host.addController(this);
  }

  hostConnected(): void {
    this.#timer = setInterval(this.#refresh, USER_REFRESH_MS);
  }

  hostDisconnected(): void {
    clearInterval(this.#timer);
  }

  /** Starts loading the user of `token`, once per token. */
  ensure(token: string): void {
    if (this.#token === token) return;
    this.#token = token;
    this.#set('loading', null);
    loadAccount().then(
      () => {
        if ($session.get().token === token) this.#set('idle', null);
      },
      (error: unknown) => {
        // A 401 has already cleared the session (and the guards sent to sign-in).
        if ($session.get().token !== token) return;
        this.#set('failed', error);
        this.#settled();
      },
    );
  }

  /** Forgets the last attempt: the next `ensure` loads again. */
  reset(): void {
    this.#token = null;
    this.#set('idle', null);
  }

  #set(state: AccountState, error: unknown): void {
    this.state = state;
    this.error = error;
    this.#host.requestUpdate();
  }

  readonly #refresh = (): void => {
    const { token, user } = $session.get();
    if (!token || !user) return;
    // A failed refresh keeps what is loaded (a 401 signs out through the HTTP client); the next
    // tick tries again.
    loadAccount().catch((error: unknown) => console.warn('[omnicanal] user refresh failed', error));
  };
}

/**
 * Logout (spec 000 §2): tells the agents service, then forgets the token and the user whatever it
 * answered (the server may be down, or the token already expired).
 */
export async function signOut(): Promise<void> {
  try {
    if ($session.get().token) await api('agents').post('/agents/logout');
  } catch (error) {
    console.warn('[omnicanal] logout call failed', error);
  } finally {
    clearSession();
  }
}

/**
 * The user's open conversations (running plus late) for the logout question (spec 000 §2), or null
 * when they cannot be counted (a role outside the agent console, or the search failed).
 */
export async function countOpenRooms(userUuid: string): Promise<number | null> {
  try {
    const counts = await Promise.all(
      (['running', 'late'] as const).map((state) =>
        api('guests').post<{ total_sessions: number }>('/sessions/search', {
          state,
          agent: userUuid,
          limit: 1,
        }),
      ),
    );
    return counts.reduce((sum, answer) => sum + answer.total_sessions, 0);
  } catch (error) {
    console.warn('[omnicanal] could not count the open conversations', error);
    return null;
  }
}

/** spec 000 §2: asks `POST /core/email/send-validate {email}` to send the confirmation mail again. */
export async function resendValidation(email: string): Promise<void> {
  await api('core').post('/email/send-validate', { email });
}
