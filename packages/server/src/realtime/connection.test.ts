import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { describe, test } from 'node:test';
import { AgentCommand } from '@omnicanal/api';
import type { WebSocket } from 'ws';
import { CLOSE_TOO_SLOW, Connection, commandNames, RELOAD } from './connection.ts';

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
