import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../threads/start.ts';
import { CsvRefusal, type ParsedBatch } from './audience-csv.ts';
import type { ToServer, ToWorker } from './audience-csv-messages.ts';

/** One answer the server waits for: a chunk's batches, or the end of the file. */
interface Answer {
  resolve: (message: ToServer & { type: 'took' | 'done' }) => void;
  reject: (error: Error) => void;
}

/**
 * The audience file reader's thread, shared by the imports of this process and started with the
 * first one. It holds no state that matters beyond the imports running: when it stops, they fail
 * (and are given up, leaving their audiences as they were), and the next import starts another.
 */
let worker: Worker | null = null;
const jobs = new Map<number, AudienceCsvJob>();
let lastJob = 0;

function readerThread(): Worker {
  if (worker) return worker;
  const started = startWorker(import.meta.url, './audience-csv-worker.ts', 'audience-csv-worker.js');
  // An idle reader does not keep the process up; a running import keeps it up by its request.
  started.unref();
  started.on('message', (message: ToServer) => jobs.get(message.job)?.settle(message));
  const stopped = (error: Error) => {
    if (worker === started) worker = null;
    for (const job of jobs.values()) job.fail(error);
  };
  started.on('error', stopped);
  started.on('exit', (code) => stopped(new Error(`The file reader stopped (${code}).`)));
  worker = started;
  return started;
}

/**
 * An audience file read on the reader's thread: `chunk` hands it the next bytes and answers the
 * batches of rows they completed; `end` answers the last batches, the variables' names and the
 * bytes read. A file refused as a whole rejects every answer still awaited with `CsvRefusal`.
 */
export class AudienceCsvJob {
  readonly #id = ++lastJob;
  readonly #answers: Answer[] = [];
  /** Why the reading stopped (refused, the reader gone); later calls answer it too. */
  #failure: Error | null = null;

  constructor(audience: { kind: string; language: string }) {
    jobs.set(this.#id, this);
    this.#send({ type: 'start', job: this.#id, audience });
  }

  async chunk(bytes: Buffer): Promise<ParsedBatch[]> {
    // A copy, so the transfer leaves the stream's own buffers alone.
    const chunk = new Uint8Array(bytes);
    const answer = this.#answer();
    this.#send({ type: 'chunk', job: this.#id, chunk }, [chunk.buffer]);
    return (await answer).batches;
  }

  async end(): Promise<{ batches: ParsedBatch[]; extraKeys: string[]; bytesRead: number }> {
    const answer = this.#answer();
    this.#send({ type: 'end', job: this.#id });
    const done = await answer;
    if (done.type !== 'done') throw new Error('The file reader answered out of turn.');
    return done;
  }

  /** Gives the reading up (the import failed on this side): the reader drops what it has. */
  cancel() {
    if (!jobs.has(this.#id)) return;
    this.#send({ type: 'cancel', job: this.#id });
    this.fail(new Error('The file reading was given up.'));
  }

  /** The reader's answer to this job: the next awaited answer, or the end of all of them. */
  settle(message: ToServer) {
    if (message.type === 'took' || message.type === 'done') {
      this.#answers.shift()?.resolve(message);
      if (message.type === 'done') jobs.delete(this.#id);
    } else
      this.fail(
        message.type === 'refused'
          ? new CsvRefusal(message.code, message.detail, message.line)
          : new Error(message.detail),
      );
  }

  fail(error: Error) {
    jobs.delete(this.#id);
    this.#failure ??= error;
    for (const answer of this.#answers.splice(0)) answer.reject(this.#failure);
  }

  #answer(): Promise<ToServer & { type: 'took' | 'done' }> {
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise((resolve, reject) => this.#answers.push({ resolve, reject }));
  }

  #send(message: ToWorker, transfer?: ArrayBuffer[]) {
    if (jobs.has(this.#id)) readerThread().postMessage(message, transfer);
  }
}
