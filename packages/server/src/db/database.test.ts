import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { sql } from 'kysely';
import { optionsFromEnv, resolveConfig } from '../config.ts';
import { openDatabase } from './database.ts';

async function sharedBuffersOf(dataDir: string, pgliteSharedBuffers: string | null): Promise<string> {
  const database = await openDatabase({ dataDir, pgliteSharedBuffers });
  try {
    const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(database.db);
    return rows[0]?.shared_buffers ?? '';
  } finally {
    await database.close();
  }
}

test('PGlite keeps the shared_buffers it is given, and PostgreSQL’s 128MB without', async () => {
  // One data directory opened twice: the setting is the start's, not the directory's.
  const dir = mkdtempSync(join(tmpdir(), 'omnicanal-db-'));
  try {
    assert.equal(await sharedBuffersOf(dir, '16MB'), '16MB');
    assert.equal(await sharedBuffersOf(dir, null), '128MB');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('PGLITE_SHARED_BUFFERS takes a size and refuses anything else with a clear message', () => {
  assert.equal(resolveConfig(optionsFromEnv({ PGLITE_SHARED_BUFFERS: '32MB' })).pgliteSharedBuffers, '32MB');
  assert.equal(resolveConfig(optionsFromEnv({})).pgliteSharedBuffers, null);
  for (const wrong of ['16', 'lots', '0MB', '16MB; drop'])
    assert.throws(() => optionsFromEnv({ PGLITE_SHARED_BUFFERS: wrong }), /PGLITE_SHARED_BUFFERS/);
});
