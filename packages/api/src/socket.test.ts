import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { describe, test } from 'node:test';
import { WebSocket, WebSocketServer } from 'ws';
import type { AgentProtocol } from './protocol.ts';
import { RealtimeSocket, type RealtimeSocketOptions, type SocketFrame, type SocketStatus } from './socket.ts';

type Frame = Record<string, unknown>;

/** Items in arrival order; `next()` waits for one, or fails after `timeoutMs`. */
class Queue<T> {
  private items: T[] = [];
  private waiters: ((item: T) => void)[] = [];

  push(item: T): void {
    const waiter = this.waiters.shift();
    if (waiter) waiter(item);
    else this.items.push(item);
  }

  next(timeoutMs = 2000): Promise<T> {
    const item = this.items.shift();
    if (item !== undefined) return Promise.resolve(item);
    return new Promise((resolve, reject) => {
      const waiter = (value: T) => {
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`nothing arrived within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** Resolves when nothing arrives for `ms`; fails with what arrived otherwise. */
  async nothingFor(ms: number): Promise<void> {
    const item = await this.next(ms).catch(() => undefined);
    if (item !== undefined) assert.fail(`unexpected ${JSON.stringify(item)}`);
  }
}

interface Connection {
  frames: Queue<Frame>;
  send(frame: Frame): void;
  /** Drops the link the way a network loss does: no close handshake. */
  drop(): void;
}

/** A stand-in for the agents socket of the reference server, one test at a time. */
async function startFakeServer() {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(wss, 'listening');
  const { port } = wss.address() as AddressInfo;
  const connections = new Queue<Connection>();
  let count = 0;
  wss.on('connection', (ws) => {
    count += 1;
    const frames = new Queue<Frame>();
    ws.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
    connections.push({ frames, send: (frame) => ws.send(JSON.stringify(frame)), drop: () => ws.terminate() });
  });
  return {
    url: `ws://127.0.0.1:${port}/api/agents/ws?token=t0k3n`,
    connections,
    get count() {
      return count;
    },
    wss,
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise((resolve) => wss.close(resolve));
    },
  };
}

/** Answers the resume that must open every connection, after checking it asks from `since`. */
async function acceptResume(connection: Connection, since: number): Promise<void> {
  assert.deepEqual(await connection.frames.next(), { command: 'resume', id: 'resume', since });
  connection.send({ type: 'response', id: 'resume', command: 'resume', data: {} });
}

type Server = Awaited<ReturnType<typeof startFakeServer>>;

/** A connected client and its server; both closed at the end whatever happens. */
async function withSocket(
  options: Partial<RealtimeSocketOptions>,
  run: (ctx: {
    server: Server;
    socket: RealtimeSocket<AgentProtocol>;
    events: SocketFrame[];
    statuses: SocketStatus[];
  }) => Promise<void>,
): Promise<void> {
  const server = await startFakeServer();
  const events: SocketFrame[] = [];
  const statuses: SocketStatus[] = [];
  const socket = new RealtimeSocket<AgentProtocol>({
    url: () => server.url,
    onEvent: (frame) => events.push(frame),
    onStatus: (status) => statuses.push(status),
    reconnectMs: 30,
    WebSocketImpl: WebSocket as unknown as typeof globalThis.WebSocket,
    ...options,
  });
  try {
    await run({ server, socket, events, statuses });
  } finally {
    socket.close();
    await server.close();
  }
}

describe('RealtimeSocket', () => {
  test('sends resume first, with the last applied seq, and holds commands until it is answered', async () => {
    await withSocket({ initialSeq: 41 }, async ({ server, socket, statuses }) => {
      // Issued before there is any connection: it waits in the outbox.
      const rooms = socket.request('get_rooms_list', { status: 'waiting' });
      socket.connect();
      const connection = await server.connections.next();

      assert.deepEqual(await connection.frames.next(), { command: 'resume', id: 'resume', since: 41 });
      await connection.frames.nothingFor(80);
      assert.equal(socket.state, 'connecting');

      connection.send({ type: 'response', id: 'resume', command: 'resume', data: {} });
      const command = await connection.frames.next();
      assert.equal(command.command, 'get_rooms_list');
      assert.equal(command.status, 'waiting');
      connection.send({ type: 'response', id: command.id, command: 'get_rooms_list', data: { count: 2 } });

      assert.deepEqual(await rooms, { count: 2 });
      assert.deepEqual(statuses, ['connecting', 'open']);
    });
  });

  test('starts from now with initialSeq null, then adopts the seq the server answers', async () => {
    const seqs: number[] = [];
    await withSocket({ initialSeq: null, onSeq: (seq) => seqs.push(seq) }, async ({ server, socket }) => {
      socket.connect();
      const connection = await server.connections.next();
      assert.deepEqual(await connection.frames.next(), { command: 'resume', id: 'resume', since: null });
      connection.send({ type: 'response', id: 'resume', command: 'resume', data: { last_seq: 30 } });
      // A command goes out only once the resume is answered: its round trip orders the checks.
      const answered = socket.request('get_rooms_list', { status: 'waiting' });
      const command = await connection.frames.next();
      connection.send({ type: 'response', id: command.id, command: 'get_rooms_list', data: {} });
      await answered;
      assert.equal(socket.lastSeq, 30);
      assert.deepEqual(seqs, [30]);
    });
  });

  test('applies each event once and in order: repeated and older seqs are dropped', async () => {
    const seqs: number[] = [];
    await withSocket(
      { initialSeq: 5, onSeq: (seq) => seqs.push(seq) },
      async ({ server, socket, events }) => {
        socket.connect();
        const connection = await server.connections.next();
        await acceptResume(connection, 5);
        const typing = { room: 'r1', active: true, author: 'visitor' };
        for (const seq of [6, 7, 7, 4, 5, 8])
          connection.send({ type: 'event', seq, kind: 'message', data: { seq } });
        // Typing is ephemeral (seq null): never deduplicated, never counted.
        connection.send({ type: 'event', seq: null, kind: 'typing', data: typing });
        connection.send({ type: 'event', seq: null, kind: 'typing', data: typing });
        // A round trip makes sure every frame above has been handled.
        const ping = socket.request('get_room', { uuid: 'r1' });
        const command = await connection.frames.next();
        connection.send({ type: 'response', id: command.id, command: 'get_room', data: null });
        await ping;

        assert.deepEqual(
          events.map((e) => `${e.kind}:${e.seq}`),
          ['message:6', 'message:7', 'message:8', 'typing:null', 'typing:null'],
        );
        assert.deepEqual(seqs, [6, 7, 8]);
        assert.equal(socket.lastSeq, 8);
      },
    );
  });

  test('after a drop it reconnects and resumes from the last event it applied', async () => {
    await withSocket({}, async ({ server, socket, statuses }) => {
      socket.connect();
      const first = await server.connections.next();
      await acceptResume(first, 0);
      first.send({ type: 'event', seq: 12, kind: 'room_update', data: {} });
      await new Promise((resolve) => setTimeout(resolve, 20));
      first.drop();

      const second = await server.connections.next();
      await acceptResume(second, 12);
      assert.deepEqual(statuses, ['connecting', 'open', 'closed', 'connecting']);
    });
  });

  test('connect() while a reconnection is scheduled opens one socket, not two', async () => {
    await withSocket({ reconnectMs: 150 }, async ({ server, socket }) => {
      socket.connect();
      const first = await server.connections.next();
      await acceptResume(first, 0);
      first.drop();
      await new Promise((resolve) => setTimeout(resolve, 30));
      assert.equal(socket.state, 'closed');
      socket.connect();
      await acceptResume(await server.connections.next(), 0);
      // Past the scheduled reconnection: nobody else connected.
      await server.connections.nothingFor(300);
      assert.equal(server.count, 2);
      assert.equal(socket.state, 'open');
    });
  });

  test('a retry-safe command whose answer was lost is sent again after reconnecting and settles once', async () => {
    await withSocket({}, async ({ server, socket }) => {
      socket.connect();
      const first = await server.connections.next();
      await acceptResume(first, 0);
      let settled = 0;
      const payload = {
        room: 'r1',
        rich_content: { type: 'txt' as const, text: 'Bonjour' },
        client_id: 'c-1',
      };
      const sent = socket.request('send_message', payload, { retry: true }).finally(() => {
        settled += 1;
      });
      const original = await first.frames.next();
      assert.equal(original.command, 'send_message');
      first.drop(); // unanswered

      const second = await server.connections.next();
      await acceptResume(second, 0);
      const again = await second.frames.next();
      assert.deepEqual(again, original, 'the same frame, same id and client id');
      second.send({ type: 'response', id: again.id, command: 'send_message', data: { uuid: 'm1' } });
      // A late duplicate answer must not settle anything twice.
      second.send({ type: 'response', id: again.id, command: 'send_message', data: { uuid: 'm2' } });

      assert.deepEqual(await sent, { uuid: 'm1' });
      await second.frames.nothingFor(60);
      assert.equal(settled, 1);
    });
  });

  test('a command that is not retry-safe fails with connection_lost and is not sent again', async () => {
    await withSocket({}, async ({ server, socket }) => {
      socket.connect();
      const first = await server.connections.next();
      await acceptResume(first, 0);
      const take = socket.request('take_room', { room: 'r1' });
      assert.equal((await first.frames.next()).command, 'take_room');
      first.drop();

      await assert.rejects(take, { name: 'SocketCommandError', code: 'connection_lost' });
      const second = await server.connections.next();
      await acceptResume(second, 0);
      await second.frames.nothingFor(80);
    });
  });

  test('a refused command rejects with the server code and the connection stays usable', async () => {
    await withSocket({}, async ({ server, socket }) => {
      socket.connect();
      const connection = await server.connections.next();
      await acceptResume(connection, 0);
      const take = socket.request('take_room', { room: 'r1' });
      const command = await connection.frames.next();
      connection.send({
        type: 'error',
        id: command.id,
        command: 'take_room',
        code: 'max_rooms_reached',
        message: 'Max',
      });
      await assert.rejects(take, { code: 'max_rooms_reached' });
      assert.equal(socket.state, 'open');
    });
  });

  test('a not_authenticated close (4401) stops reconnecting and reports it once', async () => {
    let unauthorized = 0;
    const onUnauthorized = () => {
      unauthorized += 1;
    };
    await withSocket({ onUnauthorized }, async ({ server, socket }) => {
      server.wss.on('connection', (ws) => ws.close(4401, 'not_authenticated'));
      socket.connect();
      await server.connections.next();
      await server.connections.nothingFor(200); // several reconnect delays
      assert.equal(server.count, 1);
      assert.equal(unauthorized, 1);
      assert.equal(socket.state, 'closed');
    });
  });
});
