import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Scheduler } from './scheduler.ts';
import { Serial } from './serial.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('passes of one job never overlap, and a failed pass does not stop the next', async () => {
  let running = 0;
  let most = 0;
  let count = 0;
  const serial = new Serial(async () => {
    running++;
    most = Math.max(most, running);
    await sleep(5);
    running--;
    count++;
    if (count === 2) throw new Error('second pass fails');
    return count;
  }, 0);
  const results = await Promise.allSettled([serial.run(), serial.run(), serial.run()]);
  assert.equal(most, 1);
  assert.deepEqual(
    results.map((r) => r.status),
    ['fulfilled', 'rejected', 'fulfilled'],
  );
  assert.equal((results[2] as PromiseFulfilledResult<number>).value, 3);
});

test('the scheduler ticks its jobs, reports their failures, and stop waits for a pass under way', async () => {
  const errors: unknown[] = [];
  const scheduler = new Scheduler((err) => errors.push(err));
  let ticks = 0;
  let finished = false;
  scheduler.every('slow', 10, {
    tick: async () => {
      ticks++;
      await sleep(30);
      finished = true;
      throw new Error('pass failed');
    },
  });
  scheduler.every('never', 0, { tick: async () => assert.fail('a job at 0 ms never ticks') });
  assert.deepEqual(scheduler.jobs, ['slow']);
  await sleep(55);
  await scheduler.stop();
  // Five intervals passed, but a pass takes three: the ticks that came meanwhile were skipped.
  assert.ok(ticks >= 1 && ticks <= 3, `${ticks} passes`);
  assert.equal(finished, true, 'stop waited for the pass');
  assert.ok(errors.length >= 1);
  const after = ticks;
  await sleep(30);
  assert.equal(ticks, after, 'nothing ticks once stopped');
});
