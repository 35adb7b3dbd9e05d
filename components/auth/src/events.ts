import { emit } from '@omnicanal/element';

/** Detail of `oc-signed-in`: the token the server issued and when it expires (ISO 8601). */
export interface SignedInDetail {
  token: string;
  expires_at: string;
}

/**
 * Events of `<oc-auth>`, all `CustomEvent`s with `bubbles: true, composed: true`. The element does
 * not keep the token: whoever listens decides where it goes (the console stores it, a partner page
 * may keep it in memory only).
 */
export interface AuthEventMap {
  'oc-signed-in': CustomEvent<SignedInDetail>;
}

export const SIGNED_IN = 'oc-signed-in' satisfies keyof AuthEventMap;

/** Dispatches `oc-signed-in` from the element. */
export function emitSignedIn(host: HTMLElement, detail: SignedInDetail): boolean {
  return emit(host, SIGNED_IN, detail);
}
