import type { Customer, User } from '@omnicanal/api';
import { atom, computed } from 'nanostores';
import { shared } from './shared.ts';

/** Where the console keeps its token (spec 000 §9: tokens are kept in local storage). */
export const TOKEN_KEY = 'oc.token';

export interface SessionState {
  token: string | null;
  user: User | null;
  customer: Customer | null;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export const $session = shared('session', () =>
  atom<SessionState>({ token: storage()?.getItem(TOKEN_KEY) ?? null, user: null, customer: null }),
);

export const $user = shared('user', () => computed($session, (s) => s.user));
export const $signedIn = shared('signedIn', () => computed($session, (s) => s.token !== null));

/**
 * Sets the token. The console persists it; an element embedded by a partner gets its token as a
 * property and keeps it in memory only, so the partner's storage never holds our credentials.
 */
export function setToken(token: string | null, options: { persist?: boolean } = {}): void {
  const current = $session.get();
  if (options.persist) {
    if (token) storage()?.setItem(TOKEN_KEY, token);
    else storage()?.removeItem(TOKEN_KEY);
  }
  if (current.token === token) return;
  // A new identity: the previous user's data must not show for a moment under the new token.
  $session.set({ token, user: null, customer: null });
}

export function setUser(user: User | null): void {
  $session.set({ ...$session.get(), user });
}

export function setCustomer(customer: Customer | null): void {
  $session.set({ ...$session.get(), customer });
}

/** Logout and 401/403: stored tokens removed, everything about the user forgotten (spec 000 §2, §8). */
export function clearSession(): void {
  storage()?.removeItem(TOKEN_KEY);
  $session.set({ token: null, user: null, customer: null });
}
