/** True when `<root>/dist` is missing or older than any source of the production build. */
export function distIsStale(root: string): boolean;
