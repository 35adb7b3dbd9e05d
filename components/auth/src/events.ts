import { emit, type NavigateDetail, type OcCustomEventMap } from '@omnicanal/element';

export type { NavigateDetail };

/**
 * Detail of `oc-signed-in`: the token the server issued, when it expires (ISO 8601) when known,
 * and `masquerade: true` when the token acts as another user (spec 000 §2 /m/).
 */
export interface SignedInDetail {
  token: string;
  expires_at?: string;
  masquerade?: true;
}

declare module '@omnicanal/element' {
  interface OcEventMap {
    /** A sign-in or a masquerade succeeded: the listener decides where the token goes. */
    'oc-signed-in': SignedInDetail;
  }
}

/**
 * Events of `<oc-auth>`, all `CustomEvent`s with `bubbles: true, composed: true`. The element does
 * not keep the token: whoever listens decides where it goes (the console stores it, a partner page
 * may keep it in memory only).
 */
export type AuthEventMap = Pick<OcCustomEventMap, 'oc-signed-in' | 'oc-navigate'>;

export const SIGNED_IN = 'oc-signed-in' satisfies keyof AuthEventMap;
export const NAVIGATE = 'oc-navigate' satisfies keyof AuthEventMap;

/**
 * Console paths the screens lead to. `home` follows a sign-in on a screen that is not sign-in
 * itself (invitation, masquerade): the console's root sends each user to their own home.
 */
export const PATHS = {
  home: '/',
  login: '/login',
  passwordReset: '/password/reset',
  register: '/register',
} as const;

/** Dispatches `oc-signed-in` from the element. */
export function emitSignedIn(host: HTMLElement, detail: SignedInDetail): boolean {
  return emit(host, SIGNED_IN, detail);
}

/** Dispatches `oc-navigate` from the element. */
export function emitNavigate(host: HTMLElement, path: string): boolean {
  return emit(host, NAVIGATE, { path } satisfies NavigateDetail);
}
