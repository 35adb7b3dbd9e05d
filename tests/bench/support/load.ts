/**
 * The clients of the realtime benchmark: visitors that send messages at a steady rate and agent
 * sockets that time every delivery from the visitor's send to the agent's frame. The same driver
 * runs against the reference server and against the bare `ws` fan-out, so their figures compare.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

/** One group of visitors whose messages a group of agent sockets should all receive. */
export interface Audience {
  name: string;
  /** Visitor socket URLs (with their tokens). */
  visitors: string[];
  /** Agent socket URLs (with their tokens). */
  agents: string[];
  /** Messages a second, over all the visitors of the group. */
  rate: number;
  /** The frame a visitor sends; `client_id` identifies the message. */
  frame: (clientId: string, n: number) => object;
  /** The frame that starts an agent's (or visitor's) live feed, if the socket needs one. */
  resume?: object;
}

export interface AudienceFigures {
  name: string;
  sent: number;
  acked: number;
  expected: number;
  received: number;
  duplicates: number;
  latencies: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a socket and, when `resume` is given, waits for its answer (the live feed is on after it). */
async function connect(url: string, resume: object | undefined, onFrame: (frame: Frame) => void) {
  const socket = new WebSocket(url, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let answered: (() => void) | null = null;
  socket.on('message', (data) => {
    const text = data.toString();
    // Delivered messages are most frames: their client id is read without parsing the frame, so
    // the clients' own work stays small beside the server's.
    const at = text.indexOf(CLIENT_ID);
    if (at !== -1 && text.startsWith('{"type":"event"')) {
      const start = at + CLIENT_ID.length;
      onFrame({
        type: 'event',
        kind: 'message',
        data: { client_id: text.slice(start, text.indexOf('"', start)) },
      });
      return;
    }
    const frame = JSON.parse(text) as Frame;
    // The server pings: a client that stays silent is taken for gone.
    if (frame.type === 'ping') socket.send('{"command":"pong"}');
    else if (frame.type === 'response' && frame.id === 'resume') answered?.();
    else onFrame(frame);
  });
  if (resume) {
    await new Promise<void>((resolve) => {
      answered = resolve;
      socket.send(JSON.stringify({ ...resume, id: 'resume' }));
    });
  }
  return socket;
}

const CLIENT_ID = '"client_id":"';

interface Frame {
  type: string;
  id?: string;
  kind?: string;
  seq?: number;
  data?: { client_id?: string | null };
}

/** Runs `tasks` with at most `limit` at a time. */
export async function pooled<T>(count: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}

/**
 * Connects every audience, sends for `seconds`, waits until every expected delivery arrived (or
 * `drainMs` passed), and answers the figures of each audience. `between` runs once every socket is
 * connected, before the first send (to reset the server's counters).
 */
export async function drive(
  audiences: Audience[],
  seconds: number,
  between: () => Promise<void>,
  drainMs = 10_000,
): Promise<AudienceFigures[]> {
  const sockets: WebSocket[] = [];
  const runs = await Promise.all(
    audiences.map(async (audience, a) => {
      const sentAt = new Map<string, number>();
      const figures: AudienceFigures = {
        name: audience.name,
        sent: 0,
        acked: 0,
        expected: 0,
        received: 0,
        duplicates: 0,
        latencies: [],
      };
      const agentSockets = await pooled(audience.agents.length, 20, async (i) => {
        const seen = new Set<string>();
        return connect(audience.agents[i] as string, audience.resume, (frame) => {
          const id = frame.type === 'event' && frame.kind === 'message' ? frame.data?.client_id : null;
          const at = id ? sentAt.get(id) : undefined;
          if (!id || at === undefined) return;
          if (seen.has(id)) {
            figures.duplicates++;
            return;
          }
          seen.add(id);
          figures.received++;
          figures.latencies.push(performance.now() - at);
        });
      });
      const visitorSockets = await pooled(audience.visitors.length, 20, (i) =>
        connect(audience.visitors[i] as string, audience.resume, (frame) => {
          if (frame.type === 'response') figures.acked++;
        }),
      );
      sockets.push(...agentSockets, ...visitorSockets);
      return { audience, a, sentAt, figures, visitorSockets, agentCount: agentSockets.length };
    }),
  );
  await between();
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    runs.map(async ({ audience, a, sentAt, figures, visitorSockets, agentCount }) => {
      let n = 0;
      // Sends what is due every 5 ms, so the rate holds whatever the timer's precision.
      while (performance.now() < end) {
        const due = Math.floor(((performance.now() - started) / 1000) * audience.rate);
        for (; n < due; n++) {
          const socket = visitorSockets[n % visitorSockets.length] as WebSocket;
          const clientId = `b${a}-${n}-${Math.random().toString(36).slice(2, 8)}`;
          sentAt.set(clientId, performance.now());
          socket.send(JSON.stringify(audience.frame(clientId, n)));
          figures.sent++;
          figures.expected += agentCount;
        }
        await sleep(5);
      }
    }),
  );
  // Waits while deliveries still arrive: until all are in, or none came for `drainMs`.
  const count = () => runs.reduce((sum, { figures }) => sum + figures.received, 0);
  let last = count();
  let quietSince = performance.now();
  while (
    performance.now() - quietSince < drainMs &&
    runs.some(({ figures }) => figures.received < figures.expected)
  ) {
    await sleep(50);
    if (count() !== last) {
      last = count();
      quietSince = performance.now();
    }
  }
  for (const socket of sockets) socket.terminate();
  return runs.map(({ figures }) => figures);
}
