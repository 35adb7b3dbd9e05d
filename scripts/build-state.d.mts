/** True when `<root>/dist` is missing or older than any source of the production build. */
export function distIsStale(root: string): boolean;

/** The server bundle `npm start` runs, relative to the repository root. */
export const SERVER_BUNDLE: string;

/** True when the server bundle is missing or older than any of its sources. */
export function serverIsStale(root: string): boolean;

/** The framework demos, each a folder of demo/. */
export const DEMO_NAMES: readonly string[];

/** The folder the framework demo `name` is built into (demo/dist/<name>). */
export function demoOutput(root: string, name: string): string;

/** True when the framework demo `name` is unbuilt or older than its sources. */
export function demoIsStale(root: string, name: string): boolean;
