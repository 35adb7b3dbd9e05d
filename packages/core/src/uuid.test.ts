import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { uuid4 } from './uuid.ts';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuid4', () => {
  test('answers distinct version 4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 100 }, uuid4));
    assert.equal(ids.size, 100);
    for (const id of ids) assert.match(id, V4);
  });

  test('without randomUUID (a page over plain http) it still answers version 4 UUIDs', () => {
    const crypto = globalThis.crypto as { randomUUID?: unknown };
    const original = crypto.randomUUID;
    // As in an insecure browser context: the method is not there.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true, writable: true });
    try {
      const ids = new Set(Array.from({ length: 100 }, uuid4));
      assert.equal(ids.size, 100);
      for (const id of ids) assert.match(id, V4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true, writable: true });
    }
  });
});
