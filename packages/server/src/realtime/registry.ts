/**
 * The open sockets of this instance by key (an agent token's hash), so signing out closes the
 * sockets that token opened here.
 */
export class SocketRegistry {
  readonly #sockets = new Map<string, Set<() => void>>();

  add(key: string, close: () => void): () => void {
    const set = this.#sockets.get(key) ?? new Set();
    set.add(close);
    this.#sockets.set(key, set);
    return () => {
      set.delete(close);
      if (set.size === 0) this.#sockets.delete(key);
    };
  }

  closeAll(key: string): void {
    for (const close of [...(this.#sockets.get(key) ?? [])]) close();
  }
}
