import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startTestServer } from '../test/helpers.ts';
import { EventBus } from './bus.ts';
import { currentSeq, type StoredEvent } from './log.ts';

test('closing the bus lets queued deliveries finish before the database closes, and starts none after', async () => {
  const server = await startTestServer();
  const { database, db } = server.context;
  const errors: unknown[] = [];
  const bus = new EventBus(database, (err) => errors.push(err));
  const delivered: number[] = [];
  try {
    await bus.subscribe(1, { onEvent: (event) => delivered.push(event.seq), onTyping: () => undefined });
    const seq = await currentSeq(db, 1);
    // Each event lies past a gap, so delivering it first reads the log: a queue of database reads.
    const event = (n: number) =>
      ({
        company_id: 1,
        seq: seq + 2 * n,
        room_uuid: null,
        skill_id: null,
        agent_id: 1,
        kind: 'pause',
        payload: { pause: true },
      }) as unknown as StoredEvent;
    const publishing = bus.publish(Array.from({ length: 30 }, (_, i) => event(i + 1)));
    await bus.close();
    assert.equal(delivered.length, 30, 'what was queued before the close is delivered');
    await bus.publish([event(31)]);
    await publishing;
    assert.equal(delivered.length, 30, 'nothing is delivered after the close');
  } finally {
    await server.stop();
  }
  assert.deepEqual(errors, []);
});
