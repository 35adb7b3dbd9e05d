import assert from 'node:assert/strict';
import { test } from 'node:test';
import { statusLook } from './status.ts';

test('each status has its own words, and connected agents a filled mark', () => {
  const looks = ([1, 2, 3, 4, 5] as const).map(statusLook);
  assert.deepEqual(
    looks.map((look) => look.key),
    [
      'settings-agents:status.available',
      'settings-agents:status.in_progress',
      'settings-agents:status.max_reached',
      'settings-agents:status.paused',
      'settings-agents:status.disconnected',
    ],
  );
  assert.equal(looks.filter((look) => look.mark === '○').length, 1);
  assert.equal(statusLook(5).mark, '○');
});
