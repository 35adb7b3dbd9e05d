import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Replay, StoredEvent } from '../events/log.ts';
import { EventStream } from './stream.ts';

const event = (seq: number, room = 'r1'): StoredEvent =>
  ({
    company_id: 1,
    seq,
    kind: 'message',
    room_uuid: room,
    skill_id: 1,
    agent_id: null,
    payload: {},
  }) as StoredEvent;

function setup(accept: (e: StoredEvent) => boolean = () => true) {
  const sent: number[] = [];
  const stream = new EventStream(accept, (e) => sent.push(e.seq));
  return { sent, stream };
}

describe('EventStream ordering', () => {
  test('live events wait for resume; replay first, then held events past it, each once', async () => {
    const { sent, stream } = setup();
    stream.onEvent(event(4));
    assert.deepEqual(sent, [], 'nothing before resume');
    const answer = await stream.resume(2, async (): Promise<Replay> => {
      // Arrives while the log is read: held, then sent after the replay.
      stream.onEvent(event(5));
      return { events: [event(3), event(4)], upto: 4, truncated: false };
    });
    assert.deepEqual(sent, [3, 4, 5]);
    assert.deepEqual(answer, { last_seq: 5 });
    stream.onEvent(event(5));
    stream.onEvent(event(6));
    assert.deepEqual(sent, [3, 4, 5, 6], 'duplicates dropped, new ones go straight out');
  });

  test('filtered events are neither sent nor held; last_seq still advances to the log seq', async () => {
    const { sent, stream } = setup((e) => e.room_uuid === 'mine');
    stream.onEvent(event(8, 'other'));
    const answer = await stream.resume(0, async () => ({
      events: [event(2, 'mine')],
      upto: 7,
      truncated: true,
    }));
    assert.deepEqual(sent, [2]);
    assert.deepEqual(answer, { last_seq: 7, truncated: true });
  });

  test('a client ahead of the log is brought back to the log seq', async () => {
    const { sent, stream } = setup();
    const answer = await stream.resume(50, async () => ({ events: [], upto: 10, truncated: false }));
    assert.equal(answer.last_seq, 10);
    stream.onEvent(event(11));
    assert.deepEqual(sent, [11]);
  });

  test('a socket that never resumes keeps no events, and a later resume still misses nothing', async () => {
    const { sent, stream } = setup();
    for (let seq = 1; seq <= 10_000; seq++) stream.onEvent(event(seq));
    assert.equal(stream.held, 0, 'nothing kept before resume');
    assert.deepEqual(sent, []);
    // Every event delivered before the resume is committed, so the replay (read after) covers it.
    const answer = await stream.resume(9_998, async () => {
      stream.onEvent(event(10_001));
      assert.equal(stream.held, 1, 'only what arrives during the read is held');
      return { events: [event(9_999), event(10_000)], upto: 10_000, truncated: false };
    });
    assert.deepEqual(sent, [9_999, 10_000, 10_001]);
    assert.deepEqual(answer, { last_seq: 10_001 });
    assert.equal(stream.held, 0);
  });

  test('a resume whose read fails holds nothing afterwards', async () => {
    const { sent, stream } = setup();
    await assert.rejects(
      stream.resume(0, async () => {
        throw new Error('read failed');
      }),
    );
    stream.onEvent(event(1));
    assert.equal(stream.held, 0);
    assert.deepEqual(sent, []);
  });
});
