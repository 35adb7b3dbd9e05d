import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startCluster } from './support/cluster.ts';
import { describeFigures, runSoak, SHORT_SCALE, scaleFromEnv } from './support/soak.ts';

/**
 * The chaos soak, short (`npm run bench` runs the full one): two instances on PostgreSQL behind a
 * round-robin proxy, visitors and agents conversing while sockets drop, agents go offline and one
 * instance is killed and restarted. Nothing may be lost, doubled or disordered, and every room must
 * read the same from both instances. PostgreSQL only, as two instances need a shared database.
 */
const adminUrl = process.env.DATABASE_URL;

test('a short chaos soak loses and doubles no message and leaves the instances agreeing', {
  skip: !adminUrl && 'DATABASE_URL is not set',
  timeout: 120_000,
}, async () => {
  const cluster = await startCluster({ adminUrl: adminUrl as string, server: { roomTimerTickMs: 0 } });
  try {
    const figures = await runSoak(cluster, scaleFromEnv(SHORT_SCALE));
    const summary = describeFigures(figures).join('\n');
    assert.deepEqual(figures.problems, [], summary);
    assert.equal(figures.sent, 2 * figures.scale.visitors * figures.scale.messages, summary);
    assert.equal(figures.drops, figures.scale.drops, summary);
    assert.ok(figures.killed, summary);
    // Both instances served connections: the proxy really spread the clients.
    assert.ok(
      cluster.routed.every((n) => n > 0),
      summary,
    );
  } finally {
    await cluster.close();
  }
});
