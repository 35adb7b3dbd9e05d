import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BroadcastChannel } from 'node:worker_threads';
import { type ChannelLike, electLeader, type LockRequester } from './leader.ts';

/** Web Locks as the browser queues them: one holder per name, the others wait in order. */
class FakeLocks implements LockRequester {
  private queues = new Map<string, (() => void)[]>();
  private held = new Set<string>();

  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        this.held.add(name);
        callback().then(() => {
          this.held.delete(name);
          resolve(undefined);
          this.queues.get(name)?.shift()?.();
        });
      };
      options.signal.addEventListener('abort', () => {
        const queue = this.queues.get(name) ?? [];
        const at = queue.indexOf(grant);
        if (at !== -1) {
          queue.splice(at, 1);
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
        }
      });
      if (!this.held.has(name)) grant();
      else this.queues.set(name, [...(this.queues.get(name) ?? []), grant]);
    });
  }
}

const tick = (ms = 0) => new Promise((done) => setTimeout(done, ms));

describe('one ringing tab per agent', () => {
  test('with Web Locks: one leader; when it leaves, the next tab leads', async () => {
    const locks = new FakeLocks();
    const a = electLeader('oc-attention:u1', { locks });
    const b = electLeader('oc-attention:u1', { locks });
    const other = electLeader('oc-attention:u2', { locks });
    await tick();
    assert.deepEqual([a.leader, b.leader, other.leader], [true, false, true]);
    const seen: boolean[] = [];
    b.subscribe((leader) => seen.push(leader));
    a.stop();
    await tick();
    assert.deepEqual([a.leader, b.leader], [false, true]);
    assert.deepEqual(seen, [true]);
    b.stop();
    other.stop();
  });

  test('a tab leaving while it waits leaves the queue', async () => {
    const locks = new FakeLocks();
    const a = electLeader('n', { locks });
    const b = electLeader('n', { locks });
    const c = electLeader('n', { locks });
    await tick();
    b.stop();
    a.stop();
    await tick();
    assert.deepEqual([b.leader, c.leader], [false, true]);
    c.stop();
  });

  test('with BroadcastChannel only: the oldest tab alive leads, the next one takes over', async () => {
    const openChannel = (name: string) => new BroadcastChannel(name) as unknown as ChannelLike;
    let clock = 1000;
    const now = () => clock++;
    const a = electLeader('oc-attention:bc', { openChannel, heartbeatMs: 30, now });
    const b = electLeader('oc-attention:bc', { openChannel, heartbeatMs: 30, now });
    await tick(120);
    assert.deepEqual([a.leader, b.leader], [true, false]);
    a.stop();
    await tick(80);
    assert.deepEqual([a.leader, b.leader], [false, true]);
    b.stop();
  });

  test('with nothing to coordinate with, the tab rings', () => {
    const alone = electLeader('x', { locks: null, openChannel: null });
    assert.equal(alone.leader, true);
    alone.stop();
    assert.equal(alone.leader, false);
  });
});
