// A worker thread's entry when the server runs from its TypeScript sources (tests, `npm run dev`):
// a thread does not inherit the process's module hooks, so it registers tsx itself, then loads the
// worker's module. The server's bundle starts its built workers directly and never loads this file.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.sourceEntry);
