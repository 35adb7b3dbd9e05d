/**
 * Undo/redo history of the builder: a plain value history (past, present, future). Each edit records
 * the new bot; the previous bots stay untouched because every edit is pure.
 */

/** Past values (oldest first), the present value and the undone values (next redo first). */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
}

/** Undo steps kept; the oldest are dropped beyond it (at least 100 steps are required). */
export const HISTORY_LIMIT = 200;

/** A history holding only `present`. */
export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/** `next` becomes the present; the redo branch is dropped and the past trimmed to the limit. */
export function record<T>(h: History<T>, next: T): History<T> {
  const past = [...h.past, h.present];
  return {
    past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past,
    present: next,
    future: [],
  };
}

/** One step back; unchanged when there is nothing to undo. */
export function undo<T>(h: History<T>): History<T> {
  if (h.past.length === 0) return h;
  const present = h.past[h.past.length - 1] as T;
  return { past: h.past.slice(0, -1), present, future: [h.present, ...h.future] };
}

/** One step forward again; unchanged when there is nothing to redo. */
export function redo<T>(h: History<T>): History<T> {
  if (h.future.length === 0) return h;
  const [present, ...future] = h.future as [T, ...T[]];
  return { past: [...h.past, h.present], present, future };
}
