import { WebSocket } from 'ws';
import { FRAME_CLASSES, type FrameClass, type FuzzFrame } from './frames.ts';

/** What a socket fuzz run saw. */
export interface SocketFuzzReport {
  sent: Record<FrameClass, number>;
  /** Answers by kind: `response`, `pong`, or the error code. */
  answers: Record<string, number>;
  /** Connections the server closed, by close code (1009 = a frame past the limit). */
  closes: Record<string, number>;
  /** Error frames with code server_error, with the frame that caused them (first 20 kept). */
  serverErrors: { frame: string; message: string }[];
  serverErrorCount: number;
}

const SYNC = 'fuzz_sync';

/** A socket that counts answers and can wait for a given id to come back. */
class Probe {
  readonly ws: WebSocket;
  readonly closed: Promise<number>;
  #waiting: { id: string; resolve: () => void } | null = null;

  constructor(url: string, report: SocketFuzzReport, frameOf: (id: string | null | undefined) => string) {
    this.ws = new WebSocket(url, { maxPayload: 64 * 1024 * 1024 });
    this.closed = new Promise((resolve) => this.ws.on('close', (code) => resolve(code)));
    this.ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as {
        type: string;
        id?: string | null;
        code?: string;
        message?: string;
      };
      if (frame.type === 'ping') return this.ws.send(JSON.stringify({ command: 'pong' }));
      if (frame.type === 'event') return;
      const waiting = this.#waiting;
      if (waiting && frame.id === waiting.id) {
        waiting.resolve();
        this.#waiting = null;
        return;
      }
      const key = frame.type === 'error' ? (frame.code ?? 'error') : frame.type;
      report.answers[key] = (report.answers[key] ?? 0) + 1;
      if (frame.code === 'server_error') {
        report.serverErrorCount++;
        if (report.serverErrors.length < 20)
          report.serverErrors.push({ frame: frameOf(frame.id).slice(0, 300), message: frame.message ?? '' });
      }
    });
  }

  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
  }

  /** Resolves once every frame sent before has been answered (one command at a time per socket). */
  sync(id: string): Promise<'synced' | 'closed'> {
    const answered = new Promise<'synced'>((resolve) => {
      this.#waiting = { id, resolve: () => resolve('synced') };
    });
    this.ws.send(JSON.stringify({ command: SYNC, id }));
    return Promise.race([answered, this.closed.then(() => 'closed' as const)]);
  }
}

/**
 * Sends `frames` over a socket opened on `url`, `batch` at a time, each batch followed by an
 * unknown command whose answer says the batch was handled. A frame past the limit goes alone and
 * the socket is opened again after the server closes it. `preface` runs on every new socket
 * (a `resume`, say).
 */
export async function fuzzSocket(
  url: string,
  frames: readonly FuzzFrame[],
  options: { batch?: number; preface?: readonly object[] } = {},
): Promise<SocketFuzzReport> {
  const batch = options.batch ?? 200;
  const report: SocketFuzzReport = {
    sent: Object.fromEntries(FRAME_CLASSES.map((c) => [c, 0])) as Record<FrameClass, number>,
    answers: {},
    closes: {},
    serverErrors: [],
    serverErrorCount: 0,
  };
  // The frames of the current batch by request id, to name the frame behind a server_error.
  const inBatch = new Map<string, string>();
  let syncs = 0;
  const connect = async () => {
    const probe = new Probe(url, report, (id) => (id && inBatch.get(id)) || '<a frame without id>');
    await probe.opened();
    for (const frame of options.preface ?? []) probe.ws.send(JSON.stringify(frame));
    return probe;
  };
  let probe = await connect();
  const reopen = async () => {
    const code = await probe.closed;
    report.closes[code] = (report.closes[code] ?? 0) + 1;
    probe = await connect();
  };
  let pending = 0;
  for (const frame of frames) {
    if (frame.closes) {
      if ((await probe.sync(`s${++syncs}`)) === 'closed') await reopen();
      pending = 0;
      probe.ws.send(frame.data);
      report.sent[frame.cls]++;
      await reopen();
      continue;
    }
    if (typeof frame.data === 'string') {
      const id = /"id":"(f\d+)"/.exec(frame.data)?.[1];
      if (id) inBatch.set(id, frame.data);
    }
    probe.ws.send(frame.data, { binary: typeof frame.data !== 'string' });
    report.sent[frame.cls]++;
    if (++pending >= batch) {
      pending = 0;
      if ((await probe.sync(`s${++syncs}`)) === 'closed') await reopen();
      inBatch.clear();
    }
  }
  if ((await probe.sync(`s${++syncs}`)) === 'closed') await reopen();
  probe.ws.close();
  await probe.closed;
  return report;
}
