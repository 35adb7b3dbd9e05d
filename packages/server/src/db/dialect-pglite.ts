import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import pgUtils from 'pg/lib/utils.js';

/**
 * A Kysely dialect over PGlite. `kysely-pglite` does not work with kysely 0.29, and PGlite is one
 * backend with one session: a transaction opened by one caller would swallow every statement another
 * caller sends meanwhile. So the driver hands out its single connection under a lock, exactly like a
 * pool of size one, and transactions are plain BEGIN/COMMIT on that connection.
 */
export class PGliteDialect implements Dialect {
  readonly #pglite: PGlite;
  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.#pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  /** Tail of the queue of callers waiting for the connection. */
  #tail: Promise<void> = Promise.resolve();
  readonly #releases = new Map<DatabaseConnection, () => void>();

  constructor(pglite: PGlite) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.#connection.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#tail;
    let release!: () => void;
    this.#tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.#releases.set(this.#connection, release);
    return this.#connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.#releases.get(connection);
    this.#releases.delete(connection);
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const mode = settings.accessMode ? ` ${settings.accessMode}` : '';
    await (connection as PGliteConnection).run(`begin${isolation}${mode}`);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).run('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).run('rollback');
  }

  async destroy(): Promise<void> {
    // Wait for the last holder so closing never cuts a transaction in half.
    await this.#tail;
    if (!this.#connection.pglite.closed) await this.#connection.pglite.close();
  }
}

/** Joins protocol messages into the one buffer PGlite is handed. */
function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * A statement with its parameters as one extended-protocol exchange (parse, bind, describe,
 * execute, sync in one call into PGlite). `PGlite.query` makes six calls, one per message, the
 * first two only to learn the parameter types so it can serialise the values: here the values
 * go as text and PostgreSQL infers their types, as it does for `pg` against PostgreSQL, and with
 * the same serialisation (`pg`'s own), so both backends see the same parameters.
 */
function exchange(compiled: CompiledQuery): Uint8Array {
  const { serialize } = protocol;
  const values = compiled.parameters.map((value) => pgUtils.prepareValue(value) as string | Buffer | null);
  return concat([
    serialize.parse({ text: compiled.sql }),
    serialize.bind({ values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
}

class PGliteConnection implements DatabaseConnection {
  readonly pglite: PGlite;
  constructor(pglite: PGlite) {
    this.pglite = pglite;
  }

  async run(sql: string): Promise<void> {
    await this.pglite.query(sql);
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    let messages: Awaited<ReturnType<PGlite['execProtocolStream']>>;
    try {
      messages = await this.pglite.execProtocolStream(exchange(compiled), { syncToFs: false });
    } catch (err) {
      // As PGlite.query does: the failing statement travels with the error.
      if (err instanceof Error) Object.assign(err, { query: compiled.sql });
      throw err;
    }
    const [result] = parse.parseResults(messages, this.pglite.parsers);
    if (!result) return { rows: [] };
    const rows = result.rows as R[];
    const changes = /^(insert|update|delete|merge)/i.test(result.command ?? '');
    return changes && result.affectedRows !== undefined
      ? { rows, numAffectedRows: BigInt(result.affectedRows) }
      : { rows };
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported by this dialect.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect: streaming queries are not supported');
  }
}
