/**
 * "A visitor wrote": told by the server's unread event (a count above zero only ever comes from
 * a visitor's message), not guessed from counters, so a page of rows or a read never rings.
 */
const listeners = new Set<(room: string) => void>();

export function onVisitorWrote(listener: (room: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function visitorWrote(room: string): void {
  for (const listener of listeners) listener(room);
}
