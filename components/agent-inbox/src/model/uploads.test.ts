import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { UPLOAD_MAX_BYTES } from '@omnicanal/api';
import { checkFile, linkIsFresh, progressPercent, uploadErrorCode, uploadIdOf } from './uploads.ts';

describe('checkFile', () => {
  const cases: [string, { name: string; size: number; type: string }, string | null][] = [
    ['exactly 5 MB', { name: 'a.png', size: UPLOAD_MAX_BYTES, type: 'image/png' }, null],
    [
      'one byte over 5 MB',
      { name: 'a.png', size: UPLOAD_MAX_BYTES + 1, type: 'image/png' },
      'file_too_large',
    ],
    [
      '6 MB of a refused type: the size is said first',
      { name: 'a.exe', size: 6e6, type: '' },
      'file_too_large',
    ],
    ['an SVG', { name: 'a.svg', size: 10, type: 'image/svg+xml' }, 'file_format_not_allowed'],
    ['a spreadsheet without a type', { name: 'a.xlsx', size: 10, type: '' }, null],
  ];
  for (const [what, file, expected] of cases) test(what, () => assert.equal(checkFile(file), expected));
});

describe('uploadErrorCode (spec 000 §8)', () => {
  const cases: [number, unknown, string][] = [
    [400, { error: 'file_too_large' }, 'file_too_large'],
    [400, { error: 'invalid_payload' }, 'file_too_large'],
    [400, null, 'file_too_large'],
    [0, null, 'file_too_large'],
    [400, { error: 'file_format_not_allowed' }, 'file_format_not_allowed'],
    [401, { error: 'not_authenticated' }, 'not_authenticated'],
    [500, 'oops', 'server_error'],
  ];
  for (const [status, body, expected] of cases)
    test(`${status} ${JSON.stringify(body)} → ${expected}`, () =>
      assert.equal(uploadErrorCode(status, body), expected));
});

test('progress stays below 100 until the answer', () => {
  assert.deepEqual([progressPercent(0, 0), progressPercent(1, 4), progressPercent(4, 4)], [0, 25, 99]);
});

test('uploadIdOf recognises this service files only', () => {
  const base = 'https://inbox.example/api/uploads';
  const id = 'a'.repeat(32);
  assert.equal(uploadIdOf(`${base}/files/${id}/x.pdf`, base), id);
  assert.equal(uploadIdOf(`https://evil.example/api/uploads/files/${id}/x.pdf`, base), null);
  assert.equal(uploadIdOf(`${base}/files/short/x.pdf`, base), null);
});

test('a signed link is refreshed a minute before it expires', () => {
  const now = Date.parse('2026-01-01T10:00:00Z');
  assert.equal(linkIsFresh('2026-01-01T10:05:00Z', now), true);
  assert.equal(linkIsFresh('2026-01-01T10:00:30Z', now), false);
});
