/**
 * Stores must exist once per page even when two separately built bundles each carry a copy of this
 * package (a partner page loading two elements from two builds): the first copy registers its
 * stores on a global symbol and every later copy uses those.
 */
const REGISTRY = Symbol.for('omnicanal.stores');

type Registry = Map<string, unknown>;

function registry(): Registry {
  const g = globalThis as { [REGISTRY]?: Registry };
  g[REGISTRY] ??= new Map();
  return g[REGISTRY];
}

export function shared<T>(key: string, create: () => T): T {
  const r = registry();
  if (!r.has(key)) r.set(key, create());
  return r.get(key) as T;
}
