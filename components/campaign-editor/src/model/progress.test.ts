import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ContactImport } from '@omnicanal/api';
import { importProgress, importSince } from './progress.ts';

const running = (over: Partial<ContactImport> = {}): ContactImport => ({
  id: 9,
  status: 'running',
  file_name: 'clients.csv',
  bytes_read: 500,
  bytes_total: 2_000,
  rows_read: 120,
  accepted: 118,
  rejected: 2,
  rejects: [],
  error: null,
  started_at: '2026-11-26T09:00:00.000Z',
  finished_at: null,
  ...over,
});

describe('import progress', () => {
  test('the share of the file the server has read, with its rows', () => {
    assert.deepEqual(importProgress(running(), 2_000), {
      percent: 25,
      rows: 120,
      accepted: 118,
      rejected: 2,
    });
  });

  test('all bytes read is not done yet; done is 100', () => {
    assert.equal(importProgress(running({ bytes_read: 2_000 }), 2_000).percent, 99);
    assert.equal(importProgress(running({ status: 'done', bytes_read: 2_000 }), 2_000).percent, 100);
  });

  test('before the server counts, the bar starts at 0 of the file; no size known is indeterminate', () => {
    assert.deepEqual(importProgress(null, 2_000), { percent: 0, rows: 0, accepted: 0, rejected: 0 });
    assert.equal(importProgress(running({ bytes_total: null }), 0).percent, null);
  });

  test('an earlier import of the audience is not this upload', () => {
    assert.equal(importSince(running({ id: 3 }), 3), null);
    assert.equal(importSince(running({ id: 4 }), 3)?.id, 4);
    assert.equal(importSince(running(), null)?.id, 9);
  });
});
