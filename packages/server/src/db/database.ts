import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './dialect-pglite.ts';
import type { DB } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The Kysely handle plus what the event bus needs to know about where it lives. */
export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** PostgreSQL URL, for the LISTEN connection; null with PGlite. */
  url: string | null;
  close(): Promise<void>;
}

const INT8_OID = 20;

/**
 * `pg` returns bigint columns as strings and PGlite as numbers: parse them to numbers in both so
 * one row type fits. Sequences and counts stay far below 2^53.
 */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

export interface OpenDatabaseOptions {
  /** PostgreSQL when set; otherwise PGlite in `dataDir`. */
  databaseUrl?: string | null;
  dataDir: string;
  /**
   * PGlite's `shared_buffers` (`16MB`); PostgreSQL's 128MB when unset. Every PGlite start zeroes
   * them and the system maps them in page by page: a server of the test suites, on a small copy of
   * the demo company, opens in about 0.6 s of CPU with 16MB against 1.1 s with 128MB.
   */
  pgliteSharedBuffers?: string | null;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, types: pgTypes, max: 10 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', url: options.databaseUrl, close: () => db.destroy() };
  }
  // PGlite does not create its data directory itself.
  mkdirSync(options.dataDir, { recursive: true });
  const pglite = new PGlite(
    options.dataDir,
    options.pgliteSharedBuffers
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.pgliteSharedBuffers}`] }
      : {},
  );
  await pglite.waitReady;
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', url: null, close: () => db.destroy() };
}
