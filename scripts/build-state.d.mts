/** True when `<root>/dist` is missing or older than any source of the production build. */
export function distIsStale(root: string): boolean;

/** The server bundle `npm start` runs, relative to the repository root. */
export const SERVER_BUNDLE: string;

/** True when the server bundle is missing or older than any of its sources. */
export function serverIsStale(root: string): boolean;
