/**
 * The worker thread that reads audience files (`./audience-csv-thread.ts` starts it): parsing a
 * row and putting its phone number in E.164 costs as much as writing it, so the reading runs here
 * while the server's thread writes the batches before. Each import is a job; each chunk the
 * server sends is answered once the rows it completed are read, with the batches they filled.
 */
import { parentPort } from 'node:worker_threads';
import { CsvRefusal, type ParsedBatch, parseAudienceCsv } from './audience-csv.ts';
import type { ToServer, ToWorker } from './audience-csv-messages.ts';

const port = parentPort;
if (!port) throw new Error('audience-csv-worker runs as a worker thread');

const post = (message: ToServer) => port.postMessage(message);

class Job {
  readonly id: number;
  #chunks: (Uint8Array | null)[] = [];
  #wake: (() => void) | null = null;
  #batches: ParsedBatch[] = [];
  #cancelled = false;

  constructor(id: number) {
    this.id = id;
  }

  push(chunk: Uint8Array | null) {
    this.#chunks.push(chunk);
    this.#wake?.();
  }

  cancel() {
    this.#cancelled = true;
    this.push(null);
  }

  /** The chunks as they come; asking for the next one answers the one before (its rows are read). */
  async *source(): AsyncGenerator<Buffer> {
    let answered = true;
    for (;;) {
      if (!answered) this.#post({ type: 'took', job: this.id, batches: this.#batches.splice(0) });
      while (this.#chunks.length === 0) await new Promise<void>((wake) => (this.#wake = wake));
      this.#wake = null;
      const chunk = this.#chunks.shift();
      if (!chunk) return;
      answered = false;
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
  }

  async run(audience: { kind: string; language: string }) {
    try {
      const result = await parseAudienceCsv(this.source(), audience, (batch) => {
        this.#batches.push(batch);
      });
      this.#post({ type: 'done', job: this.id, batches: this.#batches.splice(0), ...result });
    } catch (err) {
      if (err instanceof CsvRefusal)
        this.#post({ type: 'refused', job: this.id, code: err.code, detail: err.message, line: err.line });
      else this.#post({ type: 'failed', job: this.id, detail: String((err as Error)?.message ?? err) });
    } finally {
      jobs.delete(this.id);
    }
  }

  #post(message: ToServer) {
    if (!this.#cancelled) post(message);
  }
}

const jobs = new Map<number, Job>();

port.on('message', (message: ToWorker) => {
  if (message.type === 'start') {
    const job = new Job(message.job);
    jobs.set(job.id, job);
    void job.run(message.audience);
    return;
  }
  const job = jobs.get(message.job);
  if (!job) return;
  if (message.type === 'chunk') job.push(message.chunk);
  else if (message.type === 'end') job.push(null);
  else job.cancel();
});
