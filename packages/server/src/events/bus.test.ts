import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestServer, type TestServer } from '../test/helpers.ts';
import { EventBus } from './bus.ts';
import { currentSeq, type StoredEvent } from './log.ts';

/** An event of company 1 past a gap: delivering it first reads the log. */
const gapEvent = (seq: number) =>
  ({
    company_id: 1,
    seq,
    room_uuid: null,
    skill_id: null,
    agent_id: 1,
    kind: 'pause',
    payload: { pause: true },
  }) as unknown as StoredEvent;

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.stop());

test('a new subscriber does not wait for the delivery queue, and gets what it had not delivered yet once each', async () => {
  const bus = new EventBus(server.context.database);
  try {
    const first: number[] = [];
    await bus.subscribe(1, { onEvent: (event) => first.push(event.seq), onTyping: () => undefined });
    const seq = await currentSeq(server.context.db, 1);
    const publishing = bus.publish(Array.from({ length: 30 }, (_, i) => gapEvent(seq + 2 * (i + 1))));
    const second: number[] = [];
    await bus.subscribe(1, { onEvent: (event) => second.push(event.seq), onTyping: () => undefined });
    const deliveredBefore = first.length;
    assert.ok(deliveredBefore < 30, 'subscribing did not wait for the whole queue');
    await publishing;
    assert.equal(first.length, 30);
    assert.deepEqual(second, first.slice(deliveredBefore));
  } finally {
    await bus.close();
  }
});

test('closing the bus lets queued deliveries finish before the database closes, and starts none after', async () => {
  // A server of its own: the test closes its database.
  const own = await startTestServer();
  const { database, db } = own.context;
  const errors: unknown[] = [];
  const bus = new EventBus(database, (err) => errors.push(err));
  const delivered: number[] = [];
  try {
    await bus.subscribe(1, { onEvent: (event) => delivered.push(event.seq), onTyping: () => undefined });
    const seq = await currentSeq(db, 1);
    // Each event lies past a gap, so delivering it first reads the log: a queue of database reads.
    const publishing = bus.publish(Array.from({ length: 30 }, (_, i) => gapEvent(seq + 2 * (i + 1))));
    await bus.close();
    assert.equal(delivered.length, 30, 'what was queued before the close is delivered');
    await bus.publish([gapEvent(seq + 62)]);
    await publishing;
    assert.equal(delivered.length, 30, 'nothing is delivered after the close');
  } finally {
    await own.stop();
  }
  assert.deepEqual(errors, []);
});

test("a room's subscriber hears that room's events and typing only; the company's subscribers hear them all", async () => {
  const bus = new EventBus(server.context.database);
  try {
    const heard = { company: [] as string[], a: [] as string[], b: [] as string[] };
    const listen = (into: string[], room?: string) =>
      bus.subscribe(1, {
        ...(room ? { room } : {}),
        onEvent: (event) => into.push(`${event.seq}`),
        onTyping: (signal) => into.push(`typing ${signal.room_uuid}`),
      });
    await listen(heard.company);
    await listen(heard.a, 'room-a');
    const stopB = await listen(heard.b, 'room-b');
    const seq = await currentSeq(server.context.db, 1);
    const inRoom = (offset: number, room: string | null) => ({ ...gapEvent(seq + offset), room_uuid: room });
    await bus.publish([inRoom(1, 'room-a'), inRoom(2, 'room-b'), inRoom(3, null)]);
    bus.typing({
      company_id: 1,
      room_uuid: 'room-b',
      skill_id: 1,
      agent_id: null,
      data: { room: 'room-b', active: true, author: 'agent' },
    });
    stopB();
    await bus.publish([inRoom(4, 'room-b')]);
    assert.deepEqual(heard.company, [
      `${seq + 1}`,
      `${seq + 2}`,
      `${seq + 3}`,
      'typing room-b',
      `${seq + 4}`,
    ]);
    assert.deepEqual(heard.a, [`${seq + 1}`]);
    assert.deepEqual(heard.b, [`${seq + 2}`, 'typing room-b'], 'nothing after it unsubscribed');
  } finally {
    await bus.close();
  }
});
