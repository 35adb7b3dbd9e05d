import { localPath } from './router.model.ts';

/**
 * Events the shell listens to, from any element below it. Their details come from other
 * components, so they are checked here rather than trusted.
 */

function detailOf(event: Event): Record<string, unknown> | null {
  const detail = (event as CustomEvent<unknown>).detail;
  return detail && typeof detail === 'object' ? (detail as Record<string, unknown>) : null;
}

/** `oc-navigate` `{ path }`: a path of this origin, or null (never another site). */
export function navigatePath(event: Event): string | null {
  return localPath(detailOf(event)?.path);
}

/** `oc-signed-in` `{ token, expires_at }`: the token, or null. */
export function signedInToken(event: Event): string | null {
  const token = detailOf(event)?.token;
  return typeof token === 'string' && token.length > 0 ? token : null;
}

/** `oc-place-pick` `{ current, respond }` from a form's place field (spec 000 §2, modal `gbm-place`), or null. */
export function placePickRequest(
  event: Event,
): { current: string; respond: (place: { id: string; name: string } | null) => void } | null {
  const detail = detailOf(event);
  if (!detail || typeof detail.respond !== 'function') return null;
  const current = typeof detail.current === 'string' ? detail.current : '';
  return { current, respond: detail.respond as (place: { id: string; name: string } | null) => void };
}
