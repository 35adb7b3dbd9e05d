import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { qrPath } from './qr-path.ts';

describe('qrPath', () => {
  test('one unit square per dark module, shifted by the quiet zone', () => {
    // 2×2: dark at (row 0, col 0) and (row 1, col 1).
    const modules = { size: 2, data: [1, 0, 0, 1] };
    assert.equal(qrPath(modules, 1), 'M1 1h1v1h-1zM2 2h1v1h-1z');
    assert.equal(qrPath({ size: 2, data: [0, 0, 0, 0] }), '');
  });
});
