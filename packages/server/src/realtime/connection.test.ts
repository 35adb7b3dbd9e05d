import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { describe, test } from 'node:test';
import { AgentCommand } from '@omnicanal/api';
import type { WebSocket } from 'ws';
import type { StoredEvent } from '../events/log.ts';
import { CLOSE_TOO_SLOW, Connection, commandNames, RELOAD } from './connection.ts';
import { EventStream } from './stream.ts';

/** A socket whose client reads nothing while `bufferedAmount` says so; it records what it was sent. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readonly CLOSED = 3;
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  closedWith: number | null = null;
  terminated = false;
  send(text: string) {
    this.sent.push(text);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 2;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }
}

const BOUND = 1024;

function connect() {
  const socket = new FakeSocket();
  const conn = new Connection<AgentCommand>(socket as unknown as WebSocket, {
    schema: AgentCommand,
    names: commandNames(AgentCommand),
    pingIntervalMs: 60_000,
    log: () => undefined,
    maxBufferedBytes: BOUND,
  });
  return { socket, conn };
}

describe('Connection: bounded buffers', () => {
  test('a client lagging beyond the bound is told to reload and closed; the others get every frame', () => {
    const slow = connect();
    const fast = connect();
    const frames = Array.from({ length: 20 }, (_, seq) => JSON.stringify({ type: 'event', seq }));
    for (const [i, text] of frames.entries()) {
      // The slow client stops reading after the fifth frame: its queue grows past the bound.
      if (i === 5) slow.socket.bufferedAmount = BOUND + 1;
      slow.conn.sendText(text);
      fast.conn.sendText(text);
    }
    assert.deepEqual(fast.socket.sent, frames, 'the other socket is unaffected');
    assert.equal(fast.socket.closedWith, null);
    assert.deepEqual(slow.socket.sent.slice(0, 5), frames.slice(0, 5));
    assert.equal(slow.socket.sent.length, 6, 'nothing but the notice after the bound');
    const notice = JSON.parse(slow.socket.sent[5] as string);
    assert.equal(notice.type, 'error');
    assert.equal(notice.code, RELOAD);
    assert.equal(slow.socket.closedWith, CLOSE_TOO_SLOW);
    assert.equal(slow.conn.open, false);
  });

  test('a client within the bound keeps receiving', () => {
    const { socket, conn } = connect();
    socket.bufferedAmount = BOUND;
    conn.send({ type: 'event', seq: 1 });
    assert.equal(socket.sent.length, 1);
    assert.equal(socket.closedWith, null);
  });
});

describe('Connection: a replay', () => {
  test('a replay many times the bound reaches a client that reads, whole and in order, without a reload', async () => {
    const socket = new FakeSocket();
    // What the client has not taken yet: every frame sent adds to it, the client reads it all every 5 ms.
    socket.send = (text: string) => {
      socket.sent.push(text);
      socket.bufferedAmount += text.length;
    };
    const reader = setInterval(() => {
      socket.bufferedAmount = 0;
    }, 5);
    const conn = new Connection<AgentCommand>(socket as unknown as WebSocket, {
      schema: AgentCommand,
      names: commandNames(AgentCommand),
      pingIntervalMs: 60_000,
      log: () => undefined,
      maxBufferedBytes: 20_000,
    });
    const events = Array.from(
      { length: 2_000 },
      (_, i) =>
        ({ company_id: 1, seq: i + 1, kind: 'pause', payload: { pause: true } }) as unknown as StoredEvent,
    );
    const stream = new EventStream(
      () => true,
      (event) => conn.sendText(JSON.stringify({ type: 'event', seq: event.seq, padding: 'x'.repeat(40) })),
      () => conn.drained(),
    );
    try {
      const answer = await stream.resume(0, async () => ({ events, upto: 2_000, truncated: false }));
      assert.equal(answer.last_seq, 2_000);
      assert.ok(socket.sent.join('').length > 5 * 20_000, 'the replay is many times the bound');
      assert.equal(socket.closedWith, null, 'not taken for a client that stopped reading');
      assert.deepEqual(
        socket.sent.map((text) => JSON.parse(text).seq),
        events.map((event) => event.seq),
      );
    } finally {
      clearInterval(reader);
    }
  });
});

describe('Connection: pings', () => {
  const PING_MS = 40;
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const pinged = (socket: FakeSocket) => socket.sent.filter((text) => text.includes('"ping"')).length;
  function pinging() {
    const socket = new FakeSocket();
    const conn = new Connection<AgentCommand>(socket as unknown as WebSocket, {
      schema: AgentCommand,
      names: commandNames(AgentCommand),
      pingIntervalMs: PING_MS,
      log: () => undefined,
    });
    return { socket, conn, stop: () => socket.emit('close') };
  }

  test('a client silent for a whole interval after a ping is cut off', async () => {
    const { socket, stop } = pinging();
    // On time, the second tick cuts it off after one ping; on a busy machine a late tick pings
    // again instead (the test below), so the cut may come a few intervals later.
    for (let waited = 0; !socket.terminated && waited < 5_000; waited += PING_MS) await wait(PING_MS);
    assert.equal(socket.terminated, true);
    assert.ok(pinged(socket) >= 1, 'pinged before it was cut off');
    stop();
  });

  test('a stalled process does not cut off a client whose answer waits unread', async () => {
    const { socket, stop } = pinging();
    const send = socket.send.bind(socket);
    socket.send = (text: string) => {
      send(text);
      if (!text.includes('"ping"')) return;
      const pong = () => socket.emit('message', Buffer.from('{"type":"pong"}'), false);
      if (pinged(socket) !== 2) {
        // The client answers every ping; its answer is read on the loop's next turn.
        setImmediate(pong);
        return;
      }
      // After the second ping the process stalls before reading the answer: the tick due
      // meanwhile comes first on the next turn of the loop, the answer after it.
      setImmediate(() => {
        const until = performance.now() + PING_MS * 3;
        while (performance.now() < until) {
          // Busy: nothing else runs.
        }
        setImmediate(pong);
      });
    };
    await wait(PING_MS * 6);
    assert.equal(socket.terminated, false, 'the late tick pinged again instead');
    assert.ok(pinged(socket) >= 3, `${pinged(socket)} pings`);
    stop();
  });
});
