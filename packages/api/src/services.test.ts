import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SERVICE_NAMES, serviceMap, socketUrl } from './services.ts';

describe('serviceMap', () => {
  test('every service derives from one api base, trailing slashes ignored', () => {
    const map = serviceMap('https://omnicanal.example/api/');
    assert.equal(map.core, 'https://omnicanal.example/api/core');
    assert.equal(map.agents, 'https://omnicanal.example/api/agents');
    assert.deepEqual(Object.keys(map).sort(), [...SERVICE_NAMES].sort());
  });

  test('defaults to /api and lets single services be overridden', () => {
    const map = serviceMap(undefined, { stats: 'https://stats.example/v2' });
    assert.equal(map.guests, '/api/guests');
    assert.equal(map.stats, 'https://stats.example/v2');
  });
});

describe('socketUrl', () => {
  test('a path base resolves against the page origin and switches to ws', () => {
    assert.equal(
      socketUrl('/api/agents', '/ws', 'http://localhost:8080', { token: 'abc' }),
      'ws://localhost:8080/api/agents/ws?token=abc',
    );
  });

  test('https bases become wss and the token is encoded', () => {
    assert.equal(
      socketUrl('https://omnicanal.example/api/guests/', '/ws', 'http://ignored.example', {
        token: 'a+b/c=',
      }),
      'wss://omnicanal.example/api/guests/ws?token=a%2Bb%2Fc%3D',
    );
  });
});
