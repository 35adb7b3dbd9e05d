import { Worker } from 'node:worker_threads';

/**
 * Starts one of the server's worker threads. `source` is the worker's TypeScript module, a URL
 * relative to the caller's `import.meta.url`; `built` the file the server's build writes beside
 * `main.js` (`scripts/build-server.mjs`, WORKERS). Run from the sources, the caller's URL ends in
 * `.ts` and the thread loads the module through tsx (`./source-entry.mjs`); in the bundle, the
 * caller's URL is `main.js`'s and the built file is beside it.
 */
export function startWorker(caller: string, source: string, built: string): Worker {
  if (!caller.endsWith('.ts')) return new Worker(new URL(`./${built}`, caller));
  return new Worker(new URL('./source-entry.mjs', import.meta.url), {
    workerData: { sourceEntry: new URL(source, caller).href },
  });
}
